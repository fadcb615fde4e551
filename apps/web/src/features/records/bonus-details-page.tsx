import { useQuery } from "@tanstack/react-query";
import { ValidBetNote } from "#app/components/site/valid-bet-note.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type BonusLine, bonusDetailsQuery } from "./api.ts";
import { RECORD_PAGE_SIZE, RecordListPage, useRangePaging } from "./record-list-page.tsx";

type Bonus = { turnover: number; requiredTurnover: number; status: string };

/** The turnover bet towards a bonus against its requirement, as figures and a bar. */
function WageringProgress({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const share = Math.min(100, Math.round((bonus.turnover / bonus.requiredTurnover) * 100));
  const label = t("records.wageringProgress", {
    met: money(bonus.turnover, { symbol: false }),
    required: money(bonus.requiredTurnover, { symbol: false }),
  });
  return (
    <span className={`records-wagering${bonus.status === "completed" ? " is-complete" : ""}`}>
      <span>{label}</span>
      <span
        className="records-wagering__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <span style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

/** Bonuses credited to the member, with their wagering requirement and totals over the range. */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const paging = useRangePaging();
  const query = useQuery(
    bonusDetailsQuery({ ...paging.range.range, pageNo: paging.pageNo, pageSize: RECORD_PAGE_SIZE }),
  );
  const columns: DataColumn<BonusLine>[] = [
    { id: "time", header: t("records.columns.time"), cell: (bonus) => formatDateTime(bonus.time) },
    { id: "reason", header: t("records.columns.reason"), cell: (bonus) => bonus.reason },
    {
      id: "source",
      header: t("records.columns.source"),
      cell: (bonus) => t(`records.sources.${bonus.source}`, { defaultValue: bonus.source }),
    },
    {
      id: "amount",
      header: t("records.columns.amount"),
      numeric: true,
      className: (bonus) => `records-amount ${bonus.amount < 0 ? "is-out" : "is-in"}`,
      cell: (bonus) => money(bonus.amount, { signed: true, symbol: false }),
    },
    {
      id: "turnover",
      header: t("records.columns.turnover"),
      numeric: true,
      cell: (bonus) => (bonus.requiredTurnover > 0 ? <WageringProgress bonus={bonus} /> : "—"),
    },
    {
      id: "status",
      header: t("records.columns.status"),
      cell: (bonus) => (
        <span className={`records-status records-status--${bonus.status}`}>
          {t(`records.statuses.${bonus.status}`)}
        </span>
      ),
    },
  ];

  return (
    <RecordListPage
      testId="bonus-details"
      title={t("memberCentre.pages.bonusDetails")}
      intro={t("records.bonusIntro")}
      note={<ValidBetNote />}
      paging={paging}
      query={query}
      empty={<EmptyState title={t("records.bonusEmptyTitle")}>{t("records.bonusEmptyText")}</EmptyState>}
      summary={(page) => [
        { label: t("records.summary.count"), value: page.totalCount },
        {
          label: t("records.summary.bonusTotal"),
          value: money(page.totals.amount, { signed: true }),
          className: "records-amount is-in",
        },
        { label: t("records.summary.turnoverTotal"), value: money(page.totals.requiredTurnover) },
      ]}
      columns={columns}
      rowAttributes={() => ({ "data-testid": "bonus-line" })}
    />
  );
}
