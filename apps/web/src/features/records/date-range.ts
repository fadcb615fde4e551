import { RECORD_MAX_SPAN_DAYS } from "@banca/contract/records";

/**
 * The spec's date shortcuts ("next 7 days, next 30 days, previous 7 days, previous 30 days") read
 * for a history, which has no future: today, the last 7 and 30 days up to today, and the 7 and 30
 * days before those. Days are the viewer's local days.
 */
export const RANGE_SHORTCUTS = ["today", "last7", "last30", "previous7", "previous30"] as const;
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

export type TimeRange = { startTime: number; endTime: number };

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A shortcut as instants: start inclusive, end exclusive (midnight after the last day). */
export function shortcutRange(shortcut: RangeShortcut, now = new Date()): TimeRange {
  const tomorrow = addDays(startOfDay(now), 1);
  const span = (fromDaysAgo: number, toDaysAgo: number) => ({
    startTime: addDays(tomorrow, -fromDaysAgo).getTime(),
    endTime: addDays(tomorrow, -toDaysAgo).getTime(),
  });
  switch (shortcut) {
    case "today":
      return span(1, 0);
    case "last7":
      return span(7, 0);
    case "last30":
      return span(30, 0);
    case "previous7":
      return span(14, 7);
    case "previous30":
      return span(60, 30);
  }
}

/** yyyy-MM-dd of a local day, as date inputs take it. */
export function dayText(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type CustomRangeError = "invalid" | "order" | "span";

/** Two typed days (both included) as a range, or why they do not make one. */
export function customRange(from: string, to: string): TimeRange | CustomRangeError {
  const start = parseDay(from);
  const last = parseDay(to);
  if (!start || !last) return "invalid";
  if (last < start) return "order";
  const end = addDays(last, 1);
  if (end.getTime() - start.getTime() > RECORD_MAX_SPAN_DAYS * 86_400_000) return "span";
  return { startTime: start.getTime(), endTime: end.getTime() };
}
