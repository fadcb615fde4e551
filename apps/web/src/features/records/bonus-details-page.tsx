import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { bonusDetailsQuery } from "./api.ts";
import { defaultRangeChoice, type RangeChoice, RangeFilter } from "./range-filter.tsx";

const PAGE_SIZE = 10;

/** Bonuses credited to the member, with their wagering requirement and totals over the range. */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [range, setRange] = useState<RangeChoice>(defaultRangeChoice);
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useQuery(
    bonusDetailsQuery({ ...range.range, pageNo, pageSize: PAGE_SIZE }),
  );

  return (
    <div className="records-page" data-testid="bonus-details">
      <header className="records-page__head">
        <h2>{t("memberCentre.pages.bonusDetails")}</h2>
        <p>{t("records.bonusIntro")}</p>
      </header>
      <div className="records-filters">
        <RangeFilter
          value={range}
          onChange={(choice) => {
            setRange(choice);
            setPageNo(1);
          }}
        />
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
        <EmptyState title={t("records.bonusEmptyTitle")}>{t("records.bonusEmptyText")}</EmptyState>
      ) : (
        <>
          <dl className="records-summary" aria-busy={isFetching}>
            <div>
              <dt>{t("records.summary.count")}</dt>
              <dd>{data.totalCount}</dd>
            </div>
            <div>
              <dt>{t("records.summary.bonusTotal")}</dt>
              <dd className="records-amount is-in">{money(data.totals.amount, { signed: true })}</dd>
            </div>
            <div>
              <dt>{t("records.summary.turnoverTotal")}</dt>
              <dd>{money(data.totals.requiredTurnover)}</dd>
            </div>
          </dl>
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t("records.columns.time")}</th>
                <th scope="col">{t("records.columns.reason")}</th>
                <th scope="col">{t("records.columns.source")}</th>
                <th scope="col" className="records-table__number">
                  {t("records.columns.amount")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("records.columns.turnover")}
                </th>
                <th scope="col">{t("records.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((bonus) => (
                <tr key={bonus.id} className="records-table__row" data-testid="bonus-line">
                  <td data-label={t("records.columns.time")}>{formatDateTime(bonus.time)}</td>
                  <td data-label={t("records.columns.reason")}>{bonus.reason}</td>
                  <td data-label={t("records.columns.source")}>
                    {t(`records.sources.${bonus.source}`, { defaultValue: bonus.source })}
                  </td>
                  <td data-label={t("records.columns.amount")} className="records-amount is-in">
                    {money(bonus.amount, { signed: true, symbol: false })}
                  </td>
                  <td data-label={t("records.columns.turnover")} className="records-table__number">
                    {bonus.requiredTurnover > 0 ? money(bonus.requiredTurnover, { symbol: false }) : "—"}
                  </td>
                  <td data-label={t("records.columns.status")}>
                    <span className={`records-status records-status--${bonus.status}`}>
                      {t(`records.statuses.${bonus.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={data.pageNo} pageCount={data.totalPages} onChange={setPageNo} />
        </>
      )}
    </div>
  );
}
