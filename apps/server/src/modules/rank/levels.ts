import type { ClubLevel } from "@banca/contract/club-levels";
import { decimalToMinor } from "@banca/contract/money";
import { rankPeriodStart } from "@banca/contract/rank";
import { flattenModules, type ModuleNode } from "@banca/contract/whitelabel";
import type { MerchantSettings } from "#app/modules/merchants/merchant.ts";

/** A decimal of the level table in minor units of the currency; digits beyond them are dropped. */
export function minorOf(text: string | undefined, decimals: number): bigint {
  if (!text) return 0n;
  const [whole = "0", fraction = ""] = text.split(".");
  return decimalToMinor(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole, decimals) ?? 0n;
}

export type Totals = { deposited: bigint; validBet: bigint };

/** The merchant's rank rules, with the defaults of a merchant stored before they existed. */
export function rankRules(settings: MerchantSettings) {
  return {
    period: settings.rank?.period ?? "monthly",
    timeZone: settings.rank?.timeZone ?? "UTC",
    relegation: settings.rank?.relegation ?? "none",
  } as const;
}

/** Ranking runs while the merchant has the player rank module on. */
export const rankingOn = (whitelabel: readonly ModuleNode[]) =>
  flattenModules(whitelabel).PLAYERRANK3 === true;

export const sortedLevels = (settings: MerchantSettings): ClubLevel[] =>
  [...(settings.clubLevels ?? [])].sort((a, b) => a.rankLevel - b.rankLevel);

/** The highest level whose promotion thresholds these totals reach, or null. */
export function reachedRank(settings: MerchantSettings, totals: Totals): number | null {
  const decimals = settings.currency.decimals;
  let reached: number | null = null;
  for (const level of sortedLevels(settings)) {
    if (!level.promotion) continue;
    if (
      totals.deposited >= minorOf(level.promotion.deposit, decimals) &&
      totals.validBet >= minorOf(level.promotion.validBet, decimals)
    ) {
      reached = level.rankLevel;
    }
  }
  return reached;
}

/** The level just below `rank` in the table, or null when it is the lowest (or unknown). */
export function levelBelow(settings: MerchantSettings, rank: number): number | null {
  const below = sortedLevels(settings).filter((level) => level.rankLevel < rank);
  return below.at(-1)?.rankLevel ?? null;
}

/** The current period of the merchant's rank rules at `now`. */
export function currentPeriod(settings: MerchantSettings, now: Date) {
  const rules = rankRules(settings);
  return { ...rules, start: rankPeriodStart(now, rules.period, rules.timeZone) };
}
