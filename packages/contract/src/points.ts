// Points of the points mall (spec part 2 §3, §4, §9). Free of zod: the site uses these too.
import type { ProductType } from "./agent-products.ts";

/** Points are kept in the ledger as integers of hundredths, like money of two decimals. */
export const POINT_DECIMALS = 2;
/** The ledger currency of points: a member's points account is (member, "points", PTS). */
export const POINT_CURRENCY = "PTS";

/** Where points come from or go: a bet of a product type, a deposit, and the mall's own moves. */
export const POINT_SOURCES = ["live", "lottery", "pvp", "slots", "sports", "fish", "deposit"] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** In Process, Approved, Rejected (spec part 2 §4); an operator decides. */
export const REDEEM_STATUSES = ["process", "approved", "rejected"] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/**
 * cash: an amount paid to the main wallet when approved; physical: goods sent to the receiving
 * address; bonus: a bonus paid to a Zalo or Whatsapp number (spec part 2 §5).
 */
export const REWARD_KINDS = ["cash", "physical", "bonus"] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const REWARD_CONTACTS = ["zalo", "whatsapp"] as const;
export type RewardContact = (typeof REWARD_CONTACTS)[number];

/** Ratios are decimals of at most four places: "0.01" is one point per 100 of the currency. */
export const RATIO_PLACES = 4;
const RATIO_SCALE = 10n ** BigInt(RATIO_PLACES);

/** A ratio as an integer of ten-thousandths; null when it is no plain decimal of four places. */
export function ratioToScaled(ratio: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(ratio);
  if (!match) return null;
  return BigInt(match[1]! + (match[2] ?? "").padEnd(RATIO_PLACES, "0"));
}

/**
 * The points (in hundredths) an amount of money (in the currency's minor units) earns at a ratio:
 * amount × ratio, rounded down, for each bet or deposit on its own, so the sum over bets is the
 * same whatever order they settle in.
 */
export function pointsFor(amountMinor: bigint, ratio: string, currencyDecimals: number): bigint {
  const scaled = ratioToScaled(ratio);
  if (scaled === null || amountMinor <= 0n) return 0n;
  const shift = POINT_DECIMALS - currencyDecimals;
  const numerator = amountMinor * scaled * (shift >= 0 ? 10n ** BigInt(shift) : 1n);
  const denominator = RATIO_SCALE * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return numerator / denominator;
}

export type PointRatios = Record<ProductType | "deposit", string>;
