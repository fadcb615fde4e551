import type { OutcomeStream } from "../fairness/outcome-stream.ts";

export const MINES_CODE = "mines";
export const MINES_TILES = 25;
export const MINES_HOUSE_EDGE_PERCENT = 1;

export const validMineCount = (mines: number) => Number.isInteger(mines) && mines >= 1 && mines <= 24;

/**
 * The mine layout: a Fisher–Yates shuffle of the 25 tiles from the round's stream; the first
 * `mines` tiles of the shuffle hold mines. Fixed when the round starts, before any tile is picked.
 */
export function placeMines(stream: OutcomeStream, mines: number): number[] {
  return stream
    .shuffle(MINES_TILES)
    .slice(0, mines)
    .sort((a, b) => a - b);
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * After `revealed` safe tiles the fair multiplier is 1 / P(all safe) = C(25, k) / C(25 − m, k); the
 * house keeps 1% of it. Answered as an exact fraction.
 */
export function minesMultiplier(mines: number, revealed: number) {
  return {
    numerator: BigInt(100 - MINES_HOUSE_EDGE_PERCENT) * binomial(MINES_TILES, revealed),
    denominator: 100n * binomial(MINES_TILES - mines, revealed),
  };
}

/** The cash-out value in minor units, rounded down; nothing before the first safe tile. */
export function minesCashout(bet: bigint, mines: number, revealed: number): bigint {
  if (revealed === 0) return 0n;
  const { numerator, denominator } = minesMultiplier(mines, revealed);
  return (bet * numerator) / denominator;
}

/** The multiplier to 4 decimals, for display. */
export function minesMultiplierText(mines: number, revealed: number): string {
  const { numerator, denominator } = minesMultiplier(mines, revealed);
  const basis = (numerator * 10_000n) / denominator;
  return `${basis / 10_000n}.${(basis % 10_000n).toString().padStart(4, "0")}`;
}
