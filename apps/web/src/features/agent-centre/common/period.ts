/**
 * The periods an agent reads its team over. Reports count whole report days, which are UTC days
 * (decision 035), so a period is its first and last UTC day, both included, as yyyy-MM-dd.
 *
 * The spec's date shortcuts ("next 7 days, next 30 days, previous 7 days, previous 30 days") are
 * read as the member records read them, for a history that has no future: today, the last 7 and 30
 * days up to today, and the 7 and 30 days before those; yesterday is added because a team's day is
 * most often judged the morning after.
 */
export const PERIOD_SHORTCUTS = ["today", "yesterday", "last7", "last30", "previous7", "previous30"] as const;
export type PeriodShortcut = (typeof PERIOD_SHORTCUTS)[number];

/** The longest period the roll-up reports answer (the contract's REPORT_MAX_DAYS). */
export const PERIOD_MAX_DAYS = 92;

export type Period = { fromDate: string; toDate: string };
export type PeriodChoice = { shortcut: PeriodShortcut | "custom"; period: Period };

const DAY_MS = 86_400_000;
const utcDay = (time: number) => Math.floor(time / DAY_MS);
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function shortcutPeriod(shortcut: PeriodShortcut, now = Date.now()): Period {
  const today = utcDay(now);
  // From `first` days ago to `last` days ago, both included (0 is today).
  const span = (first: number, last: number) => ({
    fromDate: dayText(today - first),
    toDate: dayText(today - last),
  });
  switch (shortcut) {
    case "today":
      return span(0, 0);
    case "yesterday":
      return span(1, 1);
    case "last7":
      return span(6, 0);
    case "last30":
      return span(29, 0);
    case "previous7":
      return span(13, 7);
    case "previous30":
      return span(59, 30);
  }
}

export const choosePeriod = (shortcut: PeriodShortcut, now = Date.now()): PeriodChoice => ({
  shortcut,
  period: shortcutPeriod(shortcut, now),
});

export const defaultPeriod = (now = Date.now()) => choosePeriod("last7", now);

/** A yyyy-MM-dd day as its UTC day number, or null when it is no real day. */
function parseDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const time = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(time) || dayText(utcDay(time)) !== text) return null;
  return utcDay(time);
}

/** The instants a period covers, for the lists that filter by time: start inclusive, end exclusive. */
export function periodInstants(period: Period): { startTime: number; endTime: number } {
  return {
    startTime: (parseDay(period.fromDate) ?? 0) * DAY_MS,
    endTime: ((parseDay(period.toDate) ?? 0) + 1) * DAY_MS,
  };
}

/** How many days a period covers. */
export const periodLength = (period: Period) =>
  (parseDay(period.toDate) ?? 0) - (parseDay(period.fromDate) ?? 0) + 1;

export type CustomPeriodError = "invalid" | "order" | "span" | "future";

/** Two typed days (both included) as a period, or why they do not make one. */
export function customPeriod(
  fromDate: string,
  toDate: string,
  maxDays = PERIOD_MAX_DAYS,
  now = Date.now(),
): Period | CustomPeriodError {
  const first = parseDay(fromDate);
  const last = parseDay(toDate);
  if (first === null || last === null || fromDate < "2000-01-01") return "invalid";
  if (last < first) return "order";
  if (first > utcDay(now)) return "future";
  if (last - first + 1 > maxDays) return "span";
  return { fromDate, toDate };
}

/** Every day of a period, oldest first, as yyyy-MM-dd. */
export function daysOf(period: Period): string[] {
  const first = parseDay(period.fromDate);
  const last = parseDay(period.toDate);
  if (first === null || last === null) return [];
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => dayText(first + index));
}
