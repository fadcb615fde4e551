// Player rank (module PLAYERRANK3, decision 059): club levels reached from a period's deposits and
// valid bets. Free of zod: the site uses these too.
import { periodStart as dayOrWeekStart } from "./missions.ts";

/** The span over which a member's deposits and valid bets add up towards a level. */
export const RANK_PERIODS = ["weekly", "monthly", "quarterly"] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];

/**
 * What a merchant does at the end of a period with members who missed their level's keep
 * requirement: nothing (levels are kept for good) or one level down.
 */
export const RANK_RELEGATIONS = ["none", "one_level"] as const;
export type RankRelegation = (typeof RANK_RELEGATIONS)[number];

/** Why a member's level changed: reached by play, lost at a period's review, or set by an operator. */
export const RANK_CAUSES = ["promotion", "relegation", "operator"] as const;
export type RankCause = (typeof RANK_CAUSES)[number];

const MONTHS: Record<Exclude<RankPeriod, "weekly">, number> = { monthly: 1, quarterly: 3 };

/** The first day (YYYY-MM-DD of `timeZone`) of the rank period holding `at`. */
export function rankPeriodStart(at: Date, period: RankPeriod, timeZone: string): string {
  if (period === "weekly") return dayOrWeekStart(at, "weekly", timeZone);
  const day = dayOrWeekStart(at, "daily", timeZone);
  const month = Number(day.slice(5, 7));
  const first = month - ((month - 1) % MONTHS[period]);
  return `${day.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
}

/** The first day of the period `steps` periods after the one starting on `start` (negative: before). */
export function rankPeriodShift(start: string, period: RankPeriod, steps: number): string {
  const day = new Date(`${start}T00:00:00Z`);
  if (period === "weekly") day.setUTCDate(day.getUTCDate() + 7 * steps);
  else day.setUTCMonth(day.getUTCMonth() + MONTHS[period] * steps);
  return day.toISOString().slice(0, 10);
}
