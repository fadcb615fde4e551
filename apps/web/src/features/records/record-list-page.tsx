import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "#app/components/ui/pagination.tsx";
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

type RecordPage = { totalCount: number; pageNo: number; totalPages: number };

export type SummaryFigure = { label: string; value: ReactNode; className?: string };

/**
 * A page of records over a date range: heading, filters, then loading, failure (with a retry),
 * the empty state, or the totals over the range, the table and its pages.
 */
export function RecordListPage<Page extends RecordPage>({
  testId,
  title,
  intro,
  paging,
  filters,
  query,
  empty,
  summary,
  children,
}: {
  testId: string;
  title: string;
  intro: string;
  paging: RangePaging;
  /** Filters of this list, before the date range. */
  filters?: ReactNode;
  query: UseQueryResult<Page>;
  empty: ReactNode;
  summary(page: Page): SummaryFigure[];
  /** The table of the page's records. */
  children(page: Page): ReactNode;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = query;
  return (
    <div className="records-page" data-testid={testId}>
      <header className="records-page__head">
        <h2 className="centre-title">{title}</h2>
        <p>{intro}</p>
      </header>
      <div className="records-filters">
        {filters}
        <RangeFilter value={paging.range} onChange={paging.chooseRange} />
      </div>
      {isPending ? (
        <p className="records-page__status">{t("records.loading")}</p>
      ) : isError ? (
        <div className="records-page__status" role="alert">
          <p>{t("records.loadFailed")}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t("records.retry")}
          </button>
        </div>
      ) : data.totalCount === 0 ? (
        empty
      ) : (
        <>
          <dl className="records-summary" aria-busy={isFetching}>
            {summary(data).map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd className={figure.className}>{figure.value}</dd>
              </div>
            ))}
          </dl>
          {children(data)}
          <Pagination page={data.pageNo} pageCount={data.totalPages} onChange={paging.setPageNo} />
        </>
      )}
    </div>
  );
}
