import { type ChartSeries, DailyChart } from "@banca/ui/daily-chart";
import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { type Period, presetPeriod } from "@banca/ui/period-picker";
import { SummaryCard } from "@banca/ui/summary-card";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { PeriodFilter } from "#bo/app/period-filter.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { useTheme } from "#bo/lib/theme.ts";
import { GGR_BY, type GgrBy, type GgrLine, ggrQuery } from "./api.ts";

/** GGR of a period by day, product or vendor: totals, a per-day chart, the lines and their CSV. */
export default function ReportsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const theme = useTheme();
  const [period, setPeriod] = useState<Period>(() => presetPeriod("last30"));
  const [by, setBy] = useState<GgrBy>("day");
  const report = useQuery({ ...ggrQuery(merchant, period, by), placeholderData: keepPreviousData });
  const data = report.data;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  const columns = useMemo<DataColumn<GgrLine>[]>(
    () => [
      { id: "key", header: t(`reports.by.${by}`), cell: (row) => row.key, csv: (row) => row.key },
      {
        id: "betCount",
        header: t("reports.betCount"),
        numeric: true,
        cell: (row) => row.betCount,
        csv: (row) => row.betCount,
      },
      {
        id: "players",
        header: t("reports.players"),
        numeric: true,
        cell: (row) => row.players,
        csv: (row) => row.players,
      },
      {
        id: "bets",
        header: t("reports.bets"),
        numeric: true,
        cell: (row) => row.bets,
        csv: (row) => row.bets,
      },
      {
        id: "validBets",
        header: t("reports.validBets"),
        numeric: true,
        cell: (row) => row.validBets,
        csv: (row) => row.validBets,
      },
      {
        id: "wins",
        header: t("reports.wins"),
        numeric: true,
        cell: (row) => row.wins,
        csv: (row) => row.wins,
      },
      { id: "ggr", header: t("dashboard.ggr"), numeric: true, cell: (row) => row.ggr, csv: (row) => row.ggr },
    ],
    [t, by],
  );
  const days = useMemo(() => (data?.by === "day" ? data.list.map((line) => line.key) : []), [data]);
  const series = useMemo<ChartSeries[]>(
    () =>
      data?.by === "day"
        ? [
            {
              label: t("reports.bets"),
              values: data.list.map((line) => Number(line.bets)),
              colorToken: "--ui-info",
            },
            {
              label: t("dashboard.ggr"),
              values: data.list.map((line) => Number(line.ggr)),
              colorToken: "--ui-success",
            },
          ]
        : [],
    [data, t],
  );

  return (
    <div className="page">
      <h1>{t("menu.reports")}</h1>
      <div className="filters">
        <PeriodFilter value={period} onChange={setPeriod} />
        <label className="field">
          <span>{t("reports.by")}</span>
          <select value={by} onChange={(event) => setBy(event.target.value as GgrBy)}>
            {GGR_BY.map((value) => (
              <option key={value} value={value}>
                {t(`reports.by.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorText error={report.error} />
      {data ? (
        <div className="cards">
          <SummaryCard
            label={t("reports.bets")}
            value={data.total.bets}
            detail={t("reports.betCountOf", { count: data.total.betCount })}
          />
          <SummaryCard label={t("reports.validBets")} value={data.total.validBets} />
          <SummaryCard label={t("reports.wins")} value={data.total.wins} />
          <SummaryCard label={t("dashboard.ggr")} value={data.total.ggr} detail={t("dashboard.ggrHint")} />
        </div>
      ) : null}
      {days.length > 1 ? (
        <DailyChart
          days={days}
          series={series}
          theme={theme}
          dayLabel={t("dashboard.day")}
          formatDay={(day) => day.slice(5)}
          formatValue={(value) => number.format(value)}
        />
      ) : null}
      <h2>{t("reports.lines")}</h2>
      <DataTable
        caption={t("reports.lines")}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(row) => row.key}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={report.isPending}
        csv={{ fileName: `ggr-${merchant}-by-${by}-${period.from}-${period.to}.csv` }}
      />
    </div>
  );
}
