import { type ChartSeries, DailyChart } from "@banca/ui/daily-chart";
import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useThemeStore } from "#app/stores/theme-store.ts";
import type { TeamOverview } from "../api/reports.ts";
import { useAgentFormats } from "../common/formats.ts";

type Day = TeamOverview["days"][number];

// Two views: money moves on one scale, head counts on another.
const VIEWS = {
  money: [
    { key: "deposits", colorToken: "--focus" },
    { key: "withdrawals", colorToken: "--danger" },
    { key: "validBet", colorToken: "--accent" },
    { key: "profitLoss", colorToken: "--accent-2" },
  ],
  members: [
    { key: "newMembers", colorToken: "--focus" },
    { key: "depositors", colorToken: "--success" },
    { key: "activeMembers", colorToken: "--accent" },
  ],
} as const satisfies Record<string, ReadonlyArray<{ key: keyof Day; colorToken: string }>>;
type View = keyof typeof VIEWS;

/** The period's figures per day: a chart, and the same figures as a table for screen readers. */
export function OverviewChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [view, setView] = useState<View>("money");
  const theme = useThemeStore((state) => state.theme);
  const lines = VIEWS[view];
  const dayList = useMemo(() => days.map((day) => day.day), [days]);
  const series = useMemo<ChartSeries[]>(
    () =>
      lines.map((line) => ({
        label: t(`agent.overview.metrics.${line.key}`),
        colorToken: line.colorToken,
        values: days.map((day) => day[line.key]),
      })),
    [lines, days, t],
  );
  const formatValue = view === "money" ? f.compact : f.count;

  return (
    <figure className="agent-chart-box" data-testid="agent-overview-chart">
      <figcaption className="agent-chart-box__head">
        <span>{t("agent.overview.chartTitle")}</span>
        <fieldset className="agent-toggle">
          <legend className="visually-hidden">{t("agent.overview.chartView")}</legend>
          {(Object.keys(VIEWS) as View[]).map((key) => (
            <button
              key={key}
              type="button"
              className={`records-chip${key === view ? " is-active" : ""}`}
              aria-pressed={key === view}
              onClick={() => setView(key)}
            >
              {t(`agent.overview.views.${key}`)}
            </button>
          ))}
        </fieldset>
      </figcaption>
      <DailyChart
        dayLabel={t("agent.overview.day")}
        days={dayList}
        series={series}
        formatValue={formatValue}
        formatDay={f.day}
        theme={theme}
        className="agent-chart"
      />
      <details className="agent-chart-box__table">
        <summary>{t("agent.overview.asTable")}</summary>
        <div className="agent-table-scroll">
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t("agent.overview.day")}</th>
                {lines.map((line) => (
                  <th key={line.key} scope="col" className="records-table__number">
                    {t(`agent.overview.metrics.${line.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {lines.map((line) => (
                    <td key={line.key} className="records-table__number">
                      {view === "money" ? f.plain(day[line.key]) : f.count(day[line.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
