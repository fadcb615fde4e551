import { type SummaryFigure, SummaryList } from "@banca/ui/summary-list";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { type DataColumn, SiteTable } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { defaultRangeChoice, type RangeChoice, RangeFilter } from "./range-filter.tsx";

export const RECORD_PAGE_SIZE = 10;

/** A date range and a page: any change of filter goes back to the first page. */
export function useRangePaging() {
  const [range, setRange] = useState<RangeChoice>(defaultRangeChoice);
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    pageNo,
    setPageNo,
    chooseRange: (choice: RangeChoice) => {
      setRange(choice);
      setPageNo(1);
    },
    firstPage: () => setPageNo(1),
  };
}

export type RangePaging = ReturnType<typeof useRangePaging>;

type RecordPage<Row> = { list: Row[]; totalCount: number; pageNo: number; totalPages: number };

export type { SummaryFigure } from "@banca/ui/summary-list";

/** A records page's heading and its row of filters, above what the filters select. */
export function RecordPageFrame({
  testId,
  className,
  title,
  intro,
  note,
  filters,
  children,
}: {
  testId: string;
  /** A class of this page besides `records-page`. */
  className?: string;
  title: string;
  intro: string;
  /** A rule that shapes the figures below (say what counts as a valid bet). */
  note?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className ? `records-page ${className}` : "records-page"} data-testid={testId}>
      <header className="records-page__head">
        <h2 className="centre-title">{title}</h2>
        <p>{intro}</p>
        {note}
      </header>
      <div className="records-filters">{filters}</div>
      {children}
    </div>
  );
}

/**
 * What a records query answers: loading, failure (with a retry), the empty state, or the totals
 * over the range followed by the records themselves.
 */
export function RecordResults<Data>({
  query,
  isEmpty,
  empty,
  summary,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty(data: Data): boolean;
  empty: ReactNode;
  summary(data: Data): SummaryFigure[];
  children(data: Data): ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = query;
  if (isPending) return <p className="records-page__status">{t("records.loading")}</p>;
  if (isError) {
    return (
      <LoadFailed
        className="records-page__status"
        message={t("records.loadFailed")}
        retryLabel={t("records.retry")}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isEmpty(data)) return empty;
  return (
    <>
      <SummaryList className="records-summary" figures={summary(data)} busy={isFetching} />
      {children(data)}
    </>
  );
}

/**
 * A page of records over a date range: heading, filters, the query's answer as totals and a table
 * of the page's records (`columns`), and its pages.
 */
export function RecordListPage<Row extends { id: number | string }, Page extends RecordPage<Row>>({
  testId,
  title,
  intro,
  note,
  paging,
  filters,
  query,
  empty,
  summary,
  columns,
  rowAttributes,
}: {
  testId: string;
  title: string;
  intro: string;
  note?: ReactNode;
  paging: RangePaging;
  /** Filters of this list, before the date range. */
  filters?: ReactNode;
  query: UseQueryResult<Page>;
  empty: ReactNode;
  summary(page: Page): SummaryFigure[];
  /** The columns of the page's records. */
  columns: readonly DataColumn<Row>[];
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
}) {
  return (
    <RecordPageFrame
      testId={testId}
      title={title}
      intro={intro}
      note={note}
      filters={
        <>
          {filters}
          <RangeFilter value={paging.range} onChange={paging.chooseRange} />
        </>
      }
    >
      <RecordResults query={query} isEmpty={(page) => page.totalCount === 0} empty={empty} summary={summary}>
        {(page) => (
          <SiteTable
            caption={title}
            columns={columns}
            rows={page.list}
            rowKey={(row) => String(row.id)}
            rowClass="records-table__row"
            rowAttributes={rowAttributes}
            paging={{
              page: page.pageNo,
              pageCount: page.totalPages,
              pageSize: RECORD_PAGE_SIZE,
              total: page.totalCount,
              onPage: paging.setPageNo,
            }}
          />
        )}
      </RecordResults>
    </RecordPageFrame>
  );
}
