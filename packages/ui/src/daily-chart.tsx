import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type ChartSeries = {
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
  /** A theme token (CSS custom property) the line is drawn in, e.g. "--ui-accent". */
  colorToken: string;
};

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const DAY_SECONDS = 86_400;
/** The start (UTC) of a yyyy-MM-dd report day, in seconds as uPlot takes time. */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A per-day line chart (uPlot) in the theme's colours, following the width of its box. `theme`
 * is whatever names the current theme in the app: a change draws the chart again in the new
 * colours. The canvas is hidden from screen readers: screens show the same figures as text.
 */
export function DailyChart({
  days,
  series,
  formatValue,
  formatDay,
  dayLabel,
  theme,
  height = 240,
  className = "ui-chart",
}: {
  dayLabel: string;
  days: string[];
  series: ChartSeries[];
  formatValue(value: number): string;
  formatDay(day: string): string;
  theme: string;
  height?: number;
  /** The box's class, for an app that styles the chart's legend in its own look. */
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Kept in a ref so a new formatter from a render does not rebuild the chart.
  const format = useRef({ formatValue, formatDay });
  format.current = { formatValue, formatDay };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the colours are read from the theme's tokens, so a theme switch draws again.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = token("--ui-muted");
    const grid = token("--ui-border");
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const dayOf = (seconds: number) =>
      format.current.formatDay(new Date(seconds * 1000).toISOString().slice(0, 10));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 240),
      height,
      legend: { show: true, live: true },
      cursor: { points: { size: 7 } },
      scales: { x: { time: true } },
      axes: [
        {
          ...axis,
          // Whole days only: uPlot would otherwise put a tick every twelve hours on short periods.
          incrs: [DAY_SECONDS, 2 * DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 28 * DAY_SECONDS],
          values: (_chart, ticks) => ticks.map(dayOf),
        },
        {
          ...axis,
          size: 70,
          values: (_chart, ticks) => ticks.map((value) => format.current.formatValue(value)),
        },
      ],
      series: [
        { label: dayLabel, value: (_chart, seconds) => (seconds == null ? "–" : dayOf(seconds)) },
        ...series.map((line) => ({
          label: line.label,
          stroke: token(line.colorToken),
          width: 2,
          points: { show: days.length <= 31, size: 5, fill: token("--ui-surface") },
          value: (_chart: uPlot, value: number | null) =>
            value === null ? "–" : format.current.formatValue(value),
        })),
      ],
    };
    const data: uPlot.AlignedData = [days.map(dayToSeconds), ...series.map((line) => line.values)];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, theme, dayLabel, height]);

  return <div ref={box} className={className} aria-hidden="true" />;
}
