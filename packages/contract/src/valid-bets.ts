import { z } from "zod";

/**
 * What counts as a valid bet (decision 076): a bet counts only in proportion to its risk. An outcome
 * whose chance of returning at least its stake is above `maxWinChance`, or that pays less than
 * `minOdds` times its stake on a win, counts nothing; opposite bets in one round count only their
 * difference; cancelled rounds count nothing.
 */
export const validBetsConfigSchema = z
  .object({
    /** A chance from 0 to 1, at most 4 decimals: "0.90" is 90 %. */
    maxWinChance: z
      .string()
      .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, "must be a chance from 0 to 1 such as 0.90")
      .default("0.90"),
    /** Decimal odds (payout per stake, the stake included), at most 4 decimals: "1.10". */
    minOdds: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,4})?$/, "must be decimal odds such as 1.10")
      .default("1.10"),
  })
  .strict();
export type ValidBetsConfig = z.infer<typeof validBetsConfigSchema>;

export const DEFAULT_VALID_BETS: ValidBetsConfig = { maxWinChance: "0.90", minOdds: "1.10" };

/** A decimal text in ten-thousandths, exactly (no float decides whether a bet counts). */
function basisPoints(text: string): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, "0").slice(0, 4));
}

/** An exact fraction: a chance, or a payout multiple of the stake. */
export type Ratio = { numerator: bigint; denominator: bigint };

/**
 * Whether a bet with this chance of returning at least its stake, paying `odds` times its stake on a
 * win, takes enough risk to count.
 */
export function takesRisk(rule: ValidBetsConfig, chance: Ratio, odds: Ratio): boolean {
  const tooLikely = chance.numerator * 10_000n > basisPoints(rule.maxWinChance) * chance.denominator;
  const tooShort = odds.numerator * 10_000n < basisPoints(rule.minOdds) * odds.denominator;
  return !tooLikely && !tooShort;
}

/** The rule's numbers as the player reads them: "90" (per cent) and "1.10". */
export function ruleFigures(rule: ValidBetsConfig) {
  const percent = basisPoints(rule.maxWinChance);
  const whole = percent / 100n;
  const rest = percent % 100n;
  return {
    maxWinChancePercent:
      rest === 0n ? whole.toString() : `${whole}.${rest.toString().padStart(2, "0").replace(/0$/, "")}`,
    minOdds: rule.minOdds,
  };
}
