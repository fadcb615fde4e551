import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

// Crash: a multiplier climbs from 1.00× until it crashes; the player names the multiplier to cash
// out at before the round. The crash point has P(crash point ≥ x) = 0.97 / x (a 3% house edge), so
// every cash-out returns 97% of the stake on average; 3% of rounds crash at once, at 1.00×.
// Multipliers are in hundredths (250 is 2.50×).

/** The draw's resolution: a uniform integer below 2^32. */
export const CRASH_SPACE = 2 ** 32;
/** 100 × (1 − house edge). */
const RETURN_HUNDREDTHS = 97;
export const MIN_CASHOUT = 101;
export const MAX_CASHOUT = 100_00;
/** The chart never climbs past this (a higher crash point pays any cash-out in range). */
const SHOWN_CAP = 1_000_00;

/** The crash point in hundredths for a draw `h` in [0, 2^32): floor(97 · 2^32 / (2^32 − h)), at least 100. */
export function crashPointOf(h: number): number {
  const point = Math.floor((RETURN_HUNDREDTHS * CRASH_SPACE) / (CRASH_SPACE - h));
  return Math.max(100, point);
}

/** The chance (exact, from the draw's resolution) that the crash point reaches `target` hundredths. */
export function reachChance(target: number): number {
  // crashPointOf(h) >= target  ⟺  2^32 − h <= 97 · 2^32 / target.
  return Math.min(CRASH_SPACE, Math.floor((RETURN_HUNDREDTHS * CRASH_SPACE) / target)) / CRASH_SPACE;
}

/** "2.5", "2.50" or "12" → hundredths, when within the cash-out range. */
export function cashoutOf(choice: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(choice)) return null;
  const [whole, fraction = ""] = choice.split(".");
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return hundredths >= MIN_CASHOUT && hundredths <= MAX_CASHOUT ? hundredths : null;
}

function round(choice: string, rng: Rng): DemoOutcome {
  const target = cashoutOf(choice)!;
  // Two draws of 16 bits make one of 32 (the RNG's range is below 2^48).
  const h = rng(0, 2 ** 16) * 2 ** 16 + rng(0, 2 ** 16);
  const crashAt = crashPointOf(h);
  const cashedOut = crashAt >= target;
  return {
    // Hundredths of the stake times ten is thousandths.
    payoutPermille: cashedOut ? BigInt(target * 10) : 0n,
    detail: { crashAt: Math.min(crashAt, SHOWN_CAP) / 100, cashout: target / 100, cashedOut },
  };
}

export const crash: DemoRules = {
  accepts: (choice) => cashoutOf(choice) !== null,
  play: (choice, _game, rng) => round(choice, rng),
  setup: () => ({ min: MIN_CASHOUT / 100, max: MAX_CASHOUT / 100, rtp: "97.00" }),
};
