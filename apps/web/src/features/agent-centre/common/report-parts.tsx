import { type SummaryFigure, SummaryList } from "@banca/ui/summary-list";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** A page's heading, its intro and its row of filters, above what the filters select. */
export function ReportFrame({
  testId,
  title,
  intro,
  filters,
  children,
}: {
  testId: string;
  title: string;
  intro: string;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="agent-page" data-testid={testId}>
      <header className="agent-page__head">
        <h2 className="centre-title">{title}</h2>
        <p className="centre-note">{intro}</p>
      </header>
      <div className="agent-filters">{filters}</div>
      {children}
    </div>
  );
}

export type Figure = SummaryFigure;

/**
 * A query's loading and failure (with a retry) as the agent centre shows them; its data, once
 * there, goes to `children`. Nothing is made up while it loads.
 */
export function QueryStatus<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children(data: Data): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p className="agent-page__status" role="status">
        {t("agent.loading")}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        className="agent-page__status"
        message={t("agent.loadFailed")}
        retryLabel={t("agent.retry")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

/**
 * What a report query answers: loading (no figures made up meanwhile), failure with a retry, the
 * empty state, or the totals over the whole filter, the rows and the pages.
 */
export function ReportResults<Data>({
  query,
  isEmpty,
  totals,
  onPage,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty(data: Data): boolean;
  totals?(data: Data): Figure[];
  /** The list's pages, for a report whose rows are not a `SiteTable` (which pages itself). */
  onPage?(pageNo: number): void;
  children(data: Data): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryStatus query={query}>
      {(data) => {
        const paged = data as { pageNo?: number; totalPages?: number };
        if (isEmpty(data))
          return <EmptyState title={t("agent.empty.title")}>{t("agent.empty.text")}</EmptyState>;
        return (
          <div className="agent-results" aria-busy={query.isFetching}>
            {totals ? <Totals figures={totals(data)} /> : null}
            {children(data)}
            {onPage && paged.totalPages && paged.pageNo ? (
              <Pagination page={paged.pageNo} pageCount={paged.totalPages} onChange={onPage} />
            ) : null}
          </div>
        );
      }}
    </QueryStatus>
  );
}

export function Totals({ figures }: { figures: Figure[] }) {
  return <SummaryList className="records-summary agent-totals" testId="agent-totals" figures={figures} />;
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="agent-table-scroll">
      <table className="records-table agent-table" aria-label={label}>
        {children}
      </table>
    </div>
  );
}

/** Search by username and direct-or-whole-team, the filters every team report starts with. */
export function MemberFilters({
  username,
  scope,
  onUsername,
  onScope,
}: {
  username: string;
  scope: "team" | "direct";
  onUsername(value: string): void;
  onScope(scope: "team" | "direct"): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="form__field agent-filters__search">
        {t("agent.filters.username")}
        <input
          type="search"
          name="username"
          value={username}
          maxLength={32}
          placeholder={t("agent.filters.usernamePlaceholder")}
          onChange={(event) => onUsername(event.target.value)}
        />
      </label>
      <label className="form__field">
        {t("agent.filters.scope")}
        <select
          name="scope"
          value={scope}
          onChange={(event) => onScope(event.target.value === "direct" ? "direct" : "team")}
        >
          <option value="team">{t("agent.filters.scopes.team")}</option>
          <option value="direct">{t("agent.filters.scopes.direct")}</option>
        </select>
      </label>
    </>
  );
}
