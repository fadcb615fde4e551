import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type ProfitReport, personalProfitQuery } from "./betting-api.ts";
import { profitClass } from "./profit-class.ts";
import { defaultRangeChoice, type RangeChoice, RangeFilter } from "./range-filter.tsx";

type Figures = ProfitReport["totals"];

/** A yyyy-MM-dd day as the viewer reads dates, with its weekday ("Mon, 3 Feb 2026"). */
function dayLabel(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number);
  // The site's "cn" is Simplified Chinese; Intl knows it as zh-CN.
  return new Intl.DateTimeFormat(language === "cn" ? "zh-CN" : language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(year!, month! - 1, date!));
}

/** One table of the report: a first column naming the row, then rounds, bets, wins and profit. */
function ProfitTable({
  title,
  firstColumn,
  rows,
  testId,
}: {
  title: string;
  firstColumn: string;
  rows: { key: string; label: ReactNode; figures: Figures }[];
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <section className="profit-section" data-testid={testId}>
      <h3>{title}</h3>
      <table className="records-table">
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col" className="records-table__number">
              {t("records.profit.rounds")}
            </th>
            <th scope="col" className="records-table__number">
              {t("records.betting.columns.bet")}
            </th>
            <th scope="col" className="records-table__number">
              {t("records.betting.columns.validBet")}
            </th>
            <th scope="col" className="records-table__number">
              {t("records.betting.columns.win")}
            </th>
            <th scope="col" className="records-table__number">
              {t("records.betting.columns.profit")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, figures }) => (
            <tr key={key} className="records-table__row" data-testid="profit-row">
              <th scope="row" data-label={firstColumn} className="profit-section__name">
                {label}
              </th>
              <td data-label={t("records.profit.rounds")} className="records-table__number">
                {figures.rounds}
              </td>
              <td data-label={t("records.betting.columns.bet")} className="records-table__number">
                {money(figures.bet, { symbol: false })}
              </td>
              <td data-label={t("records.betting.columns.validBet")} className="records-table__number">
                {money(figures.validBet, { symbol: false })}
              </td>
              <td data-label={t("records.betting.columns.win")} className="records-table__number">
                {money(figures.win, { symbol: false })}
              </td>
              <td data-label={t("records.betting.columns.profit")} className={profitClass(figures.profit)}>
                {money(figures.profit, { signed: true, symbol: false })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** personalProfit: the member's profit and loss over a period, by game type and by day. */
export default function PersonalProfitPage() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const [range, setRange] = useState<RangeChoice>(defaultRangeChoice);
  const { data, isPending, isError, isFetching, refetch } = useQuery(personalProfitQuery(range.range));

  return (
    <div className="records-page personal-profit" data-testid="personal-profit">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.personalProfit")}</h2>
        <p>{t("records.profit.intro")}</p>
      </header>
      <div className="records-filters">
        <RangeFilter value={range} onChange={setRange} />
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
      ) : data.totals.rounds === 0 ? (
        <EmptyState title={t("records.profit.emptyTitle")}>{t("records.profit.emptyText")}</EmptyState>
      ) : (
        <>
          <dl className="records-summary" aria-busy={isFetching}>
            <div>
              <dt>{t("records.profit.rounds")}</dt>
              <dd>{data.totals.rounds}</dd>
            </div>
            <div>
              <dt>{t("records.betting.totals.bet")}</dt>
              <dd>{money(data.totals.bet)}</dd>
            </div>
            <div>
              <dt>{t("records.betting.totals.win")}</dt>
              <dd>{money(data.totals.win)}</dd>
            </div>
            <div>
              <dt>{t("records.betting.totals.profit")}</dt>
              <dd className={profitClass(data.totals.profit)} data-testid="profit-total">
                {money(data.totals.profit, { signed: true })}
              </dd>
            </div>
          </dl>
          <ProfitTable
            testId="profit-by-type"
            title={t("records.profit.byGameType")}
            firstColumn={t("records.betting.gameType")}
            rows={data.byGameType.map(({ gameType, ...figures }) => ({
              key: gameType,
              label: t(`gameTypes.${gameType}`),
              figures,
            }))}
          />
          <ProfitTable
            testId="profit-by-day"
            title={t("records.profit.byDay")}
            firstColumn={t("records.profit.day")}
            rows={data.byDay.map(({ day, ...figures }) => ({
              key: day,
              label: <time dateTime={day}>{dayLabel(day, i18n.language)}</time>,
              figures,
            }))}
          />
          <p className="profit-section__note">{t("records.profit.note")}</p>
        </>
      )}
    </div>
  );
}
