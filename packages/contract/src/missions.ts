// Missions and their leaderboard (module MISSIONLB3, spec part 2 §7). Free of zod: the site uses these too.

/** A mission runs for a day or an ISO week (Monday first) of the merchant's mission time zone. */
export const MISSION_PERIODS = ["daily", "weekly"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * bet: valid bets in the period add up to the target (money); deposit: deposits do (money); game:
 * rounds settled of one product type count up to the target; login: days logged in in a row.
 */
export const MISSION_KINDS = ["bet", "deposit", "game", "login"] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** Kinds whose target and progress are money of the merchant's currency; the others are counts. */
export const isMoneyMission = (kind: MissionKind) => kind === "bet" || kind === "deposit";

/** ongoing: not reached yet; completed: reached and its reward waits for a claim; claimed: paid. */
export const MISSION_STATUSES = ["ongoing", "completed", "claimed"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** How many places the leaderboard of a period shows. */
export const LEADERBOARD_SIZE = 20;

/**
 * The first day of the period holding `at`, as YYYY-MM-DD of `timeZone`: the day itself, or the
 * Monday of its ISO week.
 */
export function periodStart(at: Date, period: MissionPeriod, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  const day = new Date(Date.UTC(part("year"), part("month") - 1, part("day")));
  if (period === "weekly") day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The day after the period that starts on `start` (YYYY-MM-DD), when it ends. */
export function periodEnd(start: string, period: MissionPeriod): string {
  const day = new Date(`${start}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (period === "weekly" ? 7 : 1));
  return day.toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant midnight starts a YYYY-MM-DD day in the zone. */
export function zoneMidnight(day: string, timeZone: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const guess = utc - zoneOffset(new Date(utc), timeZone);
  return utc - zoneOffset(new Date(guess), timeZone);
}
