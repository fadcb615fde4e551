import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

// European roulette: one zero, 37 pockets. Every bet returns 36/37 of its stake on average (RTP
// 97.30%): a straight pays 35:1, a dozen 2:1, red/black, odd/even and low/high 1:1; zero loses them all.

export const ROULETTE_POCKETS = 37;
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's order from zero, clockwise (for the picture). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const OUTSIDE = ["red", "black", "odd", "even", "low", "high", "dozen-1", "dozen-2", "dozen-3"];
const STRAIGHT = /^n(\d{1,2})$/;

export function isRouletteBet(choice: string): boolean {
  if (OUTSIDE.includes(choice)) return true;
  const straight = STRAIGHT.exec(choice);
  return (
    straight !== null && Number(straight[1]) < ROULETTE_POCKETS && String(Number(straight[1])) === straight[1]
  );
}

/** What a bet returns, in thousandths of the stake, when the ball lands in `pocket`. */
export function roulettePayout(choice: string, pocket: number): bigint {
  const straight = STRAIGHT.exec(choice);
  if (straight) return Number(straight[1]) === pocket ? 36_000n : 0n;
  if (pocket === 0) return 0n;
  const wins: Record<string, boolean> = {
    red: RED.has(pocket),
    black: !RED.has(pocket),
    odd: pocket % 2 === 1,
    even: pocket % 2 === 0,
    low: pocket <= 18,
    high: pocket >= 19,
    "dozen-1": pocket <= 12,
    "dozen-2": pocket >= 13 && pocket <= 24,
    "dozen-3": pocket >= 25,
  };
  if (!wins[choice]) return 0n;
  return choice.startsWith("dozen") ? 3_000n : 2_000n;
}

function spin(choice: string, rng: Rng): DemoOutcome {
  const pocket = rng(0, ROULETTE_POCKETS);
  const colour = pocket === 0 ? "green" : RED.has(pocket) ? "red" : "black";
  return { payoutPermille: roulettePayout(choice, pocket), detail: { pocket, colour, bet: choice } };
}

export const roulette: DemoRules = {
  accepts: (choice) => isRouletteBet(choice),
  play: (choice, _game, rng) => spin(choice, rng),
  setup: () => ({ wheel: WHEEL_ORDER, red: [...RED] }),
};
