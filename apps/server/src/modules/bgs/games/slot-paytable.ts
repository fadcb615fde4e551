/** The symbols of Fortune 5×3, best first. The wild stands for every other symbol on a line. */
export const SLOT_SYMBOLS = ["wild", "seven", "bar", "bell", "grape", "cherry", "lemon"] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** What three, four and five of a symbol pay from the leftmost reel, in line bets. */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  wild: [40, 200, 1000],
  seven: [25, 100, 500],
  bar: [15, 50, 200],
  bell: [10, 30, 100],
  grape: [5, 15, 50],
  cherry: [3, 10, 30],
  lemon: [2, 6, 20],
};

/** How many stops of each symbol each reel carries (the strips below are built from them). */
export const SLOT_REEL_COUNTS: readonly Record<SlotSymbol, number>[] = [
  { wild: 2, seven: 2, bar: 3, bell: 4, grape: 5, cherry: 6, lemon: 8 },
  { wild: 3, seven: 2, bar: 3, bell: 4, grape: 5, cherry: 6, lemon: 7 },
  { wild: 3, seven: 2, bar: 3, bell: 4, grape: 5, cherry: 6, lemon: 7 },
  { wild: 2, seven: 2, bar: 3, bell: 4, grape: 5, cherry: 6, lemon: 8 },
  { wild: 2, seven: 2, bar: 3, bell: 4, grape: 5, cherry: 6, lemon: 8 },
];

/**
 * The ten paylines: the row (0 top, 1 middle, 2 bottom) a line crosses on each of the five reels.
 */
export const SLOT_PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/**
 * What a line pays, in line bets: the run of the leftmost symbol (wilds standing in) if it is three
 * or longer, or the run of leading wilds paid as wilds, whichever is more.
 */
export function linePay(symbols: readonly SlotSymbol[]): { pay: number; symbol: SlotSymbol; count: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === "wild") wildRun++;
  const target = symbols.find((symbol) => symbol !== "wild") ?? "wild";
  let run = 0;
  while (run < symbols.length && (symbols[run] === "wild" || symbols[run] === target)) run++;
  const pays = (symbol: SlotSymbol, count: number) => (count >= 3 ? SLOT_PAYTABLE[symbol][count - 3]! : 0);
  const targetPay = pays(target, run);
  const wildPay = pays("wild", wildRun);
  if (wildPay > targetPay) return { pay: wildPay, symbol: "wild", count: wildRun };
  return { pay: targetPay, symbol: target, count: targetPay > 0 ? run : 0 };
}
