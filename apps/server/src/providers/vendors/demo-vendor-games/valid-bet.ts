import { takesRisk, type ValidBetsConfig } from "@banca/contract/valid-bets";
import { CRASH_SPACE, cashoutOf } from "./crash.ts";
import type { DemoPlay } from "./types.ts";

/** A bet of a round: the page's choice and its stake in minor units. */
export type DemoBet = { choice: string; stake: bigint };

/**
 * Bets that cover one another: whatever the ball or the deal, one of a group wins. Staking on every
 * member of a group risks only what the bigger stakes put beyond the smallest one.
 */
const OPPOSITES: Partial<Record<DemoPlay, readonly (readonly string[])[]>> = {
  roulette: [
    ["red", "black"],
    ["odd", "even"],
    ["low", "high"],
    ["dozen-1", "dozen-2", "dozen-3"],
  ],
  baccarat: [["player", "banker"]],
};

/**
 * The valid part of a round's bets, as the demo vendor reports it with its settle (as the big
 * aggregators do): opposite bets count only their difference (red 10 and black 4 count 6; all three
 * dozens alike count nothing), and a crash cash-out whose multiple is below the merchant's minimum
 * odds, or that is reached more often than its maximum win chance, counts nothing.
 */
export function demoValidBet(play: DemoPlay, bets: readonly DemoBet[], rule: ValidBetsConfig): bigint {
  const stakes = new Map<string, bigint>();
  for (const bet of bets) stakes.set(bet.choice, (stakes.get(bet.choice) ?? 0n) + bet.stake);
  let valid = [...stakes.values()].reduce((sum, stake) => sum + stake, 0n);
  for (const group of OPPOSITES[play] ?? []) {
    const covered = group.map((choice) => stakes.get(choice) ?? 0n);
    const least = covered.reduce((min, stake) => (stake < min ? stake : min));
    valid -= least * BigInt(group.length);
  }
  if (play === "crash") {
    for (const bet of bets) {
      const target = cashoutOf(bet.choice);
      if (target === null) continue;
      // The exact chance the crash point reaches the target (see crash.ts): 0.97 · 2^32 / target draws.
      const reaching = Math.min(CRASH_SPACE, Math.floor((97 * CRASH_SPACE) / target));
      const counts = takesRisk(
        rule,
        { numerator: BigInt(reaching), denominator: BigInt(CRASH_SPACE) },
        { numerator: BigInt(target), denominator: 100n },
      );
      if (!counts) valid -= bet.stake;
    }
  }
  return valid;
}
