import { type ChartSeries, DailyChart } from "@banca/ui/daily-chart";
import { type Period, presetPeriod } from "@banca/ui/period-picker";
import { SummaryCard } from "@banca/ui/summary-card";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { ErrorText } from "#bo/app/error-text.tsx";
import { PeriodFilter } from "#bo/app/period-filter.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { useTheme } from "#bo/lib/theme.ts";
import { type Dashboard, dashboardQuery, type Figures } from "./api.ts";

const QUEUES: { key: keyof Dashboard["pending"]; label: MessageKey; href: string }[] = [
  { key: "deposits", label: "dashboard.pending.deposits", href: "/deposits" },
  { key: "withdrawals", label: "dashboard.pending.withdrawals", href: "/withdrawals" },
  { key: "withdrawalsToPay", label: "dashboard.pending.toPay", href: "/withdrawals" },
  { key: "withdrawalDisputes", label: "dashboard.pending.disputes", href: "/withdrawals" },
  { key: "approvals", label: "dashboard.pending.approvals", href: "/approvals" },
  { key: "lotteryResults", label: "dashboard.pending.lottery", href: "/lottery" },
  { key: "chatWaiting", label: "dashboard.pending.chat", href: "/chat" },
  { key: "promotionApplications", label: "dashboard.pending.promotions", href: "/" },
  { key: "redemptions", label: "dashboard.pending.redemptions", href: "/" },
];

function FigureCards({ figures, currency }: { figures: Figures; currency: string }) {
  const { t } = useI18n();
  const money = (amount: string) => `${amount} ${currency}`;
  return (
    <div className="cards">
      <SummaryCard
        label={t("dashboard.deposits")}
        value={money(figures.deposits.amount)}
        detail={t("dashboard.count", { count: figures.deposits.count })}
      />
      <SummaryCard
        label={t("dashboard.withdrawals")}
        value={money(figures.withdrawals.amount)}
        detail={t("dashboard.count", { count: figures.withdrawals.count })}
      />
      <SummaryCard label={t("dashboard.ggr")} value={money(figures.ggr)} detail={t("dashboard.ggrHint")} />
      <SummaryCard label={t("dashboard.ngr")} value={money(figures.ngr)} detail={t("dashboard.ngrHint")} />
      <SummaryCard label={t("dashboard.active")} value={figures.activePlayers} />
      <SummaryCard label={t("dashboard.new")} value={figures.newPlayers} />
    </div>
  );
}

/** Money and play of today and of a period, the queues waiting for staff, and a per-day chart. */
export default function DashboardPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const theme = useTheme();
  const [period, setPeriod] = useState<Period>(() => presetPeriod("last7"));
  const dashboard = useQuery(dashboardQuery(merchant, period));
  const data = dashboard.data;
  const series = useMemo<ChartSeries[]>(
    () =>
      data
        ? [
            {
              label: t("dashboard.deposits"),
              values: data.series.map((day) => Number(day.deposits.amount)),
              colorToken: "--ui-info",
            },
            {
              label: t("dashboard.withdrawals"),
              values: data.series.map((day) => Number(day.withdrawals.amount)),
              colorToken: "--ui-warning",
            },
            {
              label: t("dashboard.ggr"),
              values: data.series.map((day) => Number(day.ggr)),
              colorToken: "--ui-success",
            },
          ]
        : [],
    [data, t],
  );
  const days = useMemo(() => data?.series.map((day) => day.day) ?? [], [data]);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  return (
    <div className="page">
      <h1>{t("menu.dashboard")}</h1>
      <ErrorText error={dashboard.error} />
      {data ? (
        <>
          <section aria-labelledby="queues">
            <h2 id="queues">{t("dashboard.pending")}</h2>
            <ul className="queue-counts">
              {QUEUES.filter((queue) => data.pending[queue.key] !== undefined).map((queue) => (
                <li key={queue.key}>
                  <Link href={queue.href}>
                    <span className="queue-count">{data.pending[queue.key]}</span> {t(queue.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="today">
            <h2 id="today">{t("dashboard.today")}</h2>
            <FigureCards figures={data.today} currency={data.currency} />
          </section>
        </>
      ) : null}
      <section aria-labelledby="period">
        <h2 id="period">{t("dashboard.period")}</h2>
        <PeriodFilter value={period} onChange={setPeriod} />
        {data ? (
          <>
            <FigureCards figures={data.period} currency={data.currency} />
            <DailyChart
              days={days}
              series={series}
              theme={theme}
              dayLabel={t("dashboard.day")}
              formatDay={(day) => day.slice(5)}
              formatValue={(value) => number.format(value)}
            />
          </>
        ) : (
          <p role="status">{dashboard.isPending ? t("common.loading") : ""}</p>
        )}
      </section>
    </div>
  );
}
