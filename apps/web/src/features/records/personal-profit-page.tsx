import { intlLocale } from "@banca/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type ProfitReport, personalProfitQuery } from "./betting-api.ts";
import { profitClass } from "./profit-class.ts";
import { defaultRangeChoice, type RangeChoice, RangeFilter } from "./range-filter.tsx";
import { RecordPageFrame, RecordResults } from "./record-list-page.tsx";

type Figures = ProfitReport["totals"];

/** A yyyy-MM-dd day as the viewer reads dates, with its weekday ("Mon, 3 Feb 2026"). */
function dayLabel(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
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
  const query = useQuery(personalProfitQuery(range.range));

  return (
    <RecordPageFrame
      testId="personal-profit"
      className="personal-profit"
      title={t("memberCentre.pages.personalProfit")}
      intro={t("records.profit.intro")}
      filters={<RangeFilter value={range} onChange={setRange} />}
    >
      <RecordResults
        query={query}
        isEmpty={(report) => report.totals.rounds === 0}
        empty={
          <EmptyState title={t("records.profit.emptyTitle")}>{t("records.profit.emptyText")}</EmptyState>
        }
        summary={({ totals }) => [
          { label: t("records.profit.rounds"), value: totals.rounds },
          { label: t("records.betting.totals.bet"), value: money(totals.bet) },
          { label: t("records.betting.totals.win"), value: money(totals.win) },
          {
            label: t("records.betting.totals.profit"),
            value: money(totals.profit, { signed: true }),
            className: profitClass(totals.profit),
            testId: "profit-total",
          },
        ]}
      >
        {(report) => (
          <>
            <ProfitTable
              testId="profit-by-type"
              title={t("records.profit.byGameType")}
              firstColumn={t("records.betting.gameType")}
              rows={report.byGameType.map(({ gameType, ...figures }) => ({
                key: gameType,
                label: t(`gameTypes.${gameType}`),
                figures,
              }))}
            />
            <ProfitTable
              testId="profit-by-day"
              title={t("records.profit.byDay")}
              firstColumn={t("records.profit.day")}
              rows={report.byDay.map(({ day, ...figures }) => ({
                key: day,
                label: <time dateTime={day}>{dayLabel(day, i18n.language)}</time>,
                figures,
              }))}
            />
            <p className="profit-section__note">{t("records.profit.note")}</p>
          </>
        )}
      </RecordResults>
    </RecordPageFrame>
  );
}
