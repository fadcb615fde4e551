import type { DemoOutcome, DemoRules, Rng } from "./types.ts";

// A 3×3 slot with five lines (the three rows and both diagonals); the stake is spread evenly over
// them. Three of a kind on a line pays from the table, two cherries from the left pay the line's bet
// back. Each reel stops at one of its 20 positions, all equally likely: the return is exactly
// 95.675% (`slotsRtp` counts it over all 8,000 stops).

export const SYMBOLS = ["cherry", "lemon", "bell", "star", "seven"] as const;
type SlotSymbol = (typeof SYMBOLS)[number];

/** One strip, used by all three reels: 6 cherries, 5 lemons, 4 bells, 3 stars, 2 sevens. */
export const STRIP: readonly SlotSymbol[] = [
  "cherry",
  "lemon",
  "bell",
  "cherry",
  "star",
  "lemon",
  "seven",
  "cherry",
  "bell",
  "lemon",
  "cherry",
  "star",
  "bell",
  "lemon",
  "cherry",
  "seven",
  "star",
  "cherry",
  "bell",
  "lemon",
];
/** Three of a kind on a line, in multiples of the line's bet. */
export const PAYS: Record<SlotSymbol, number> = { cherry: 5, lemon: 10, bell: 25, star: 60, seven: 200 };
export const TWO_CHERRIES = 1;
/** Each line: the row it takes on reels 1, 2 and 3. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
/** A line's bet in thousandths of the stake. */
const LINE_PERMILLE = 1000 / LINES.length;

/** The symbols shown: three rows of each reel stopped at `stops` (the middle row at the stop). */
export function reelWindow(stops: readonly number[]): SlotSymbol[][] {
  return stops.map((stop) =>
    [-1, 0, 1].map((offset) => STRIP[(stop + offset + STRIP.length) % STRIP.length]!),
  );
}

/** What the reels stopped at `stops` pay, in thousandths of the stake, and the winning lines. */
export function slotsPayout(stops: readonly number[]) {
  const reels = reelWindow(stops);
  let payoutPermille = 0;
  const wins: { line: number; symbol: SlotSymbol; times: number }[] = [];
  for (const [line, rows] of LINES.entries()) {
    const [a, b, c] = rows.map((row, reel) => reels[reel]![row]!) as [SlotSymbol, SlotSymbol, SlotSymbol];
    const times = a === b && b === c ? PAYS[a] : a === "cherry" && b === "cherry" ? TWO_CHERRIES : 0;
    if (times === 0) continue;
    wins.push({ line, symbol: a, times });
    payoutPermille += times * LINE_PERMILLE;
  }
  return { payoutPermille: BigInt(payoutPermille), reels, wins };
}

/** The exact return: every combination of stops, each equally likely. */
export function slotsRtp(): number {
  let total = 0;
  const n = STRIP.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++) total += Number(slotsPayout([a, b, c]).payoutPermille);
  return total / 1000 / n ** 3;
}

function spin(rng: Rng): DemoOutcome {
  const stops = [0, 1, 2].map(() => rng(0, STRIP.length));
  const { payoutPermille, reels, wins } = slotsPayout(stops);
  return { payoutPermille, detail: { reels, wins } };
}

export const slots: DemoRules = {
  accepts: (choice) => choice === "spin",
  play: (_choice, _game, rng) => spin(rng),
  setup: () => ({ rtp: "95.68", lines: LINES, pays: PAYS, twoCherries: TWO_CHERRIES }),
};
