// The bets on a Vietnamese result table (lô đề, lottery notes): a lô number pays per appearance
// among the last digits of every prize, đề looks at the special prize, xiên and đá need all their
// numbers among the lô numbers, lô trượt needs none. Odds come from the merchant's payout table.
import { VN_LAYOUTS, type VnLayout } from "./fair-draw.ts";
import {
  choose,
  definePlay,
  type Hit,
  type Play,
  type PlayContext,
  parseNumbers,
  prizesOf,
} from "./play-types.ts";

const layoutOf = (context: PlayContext): VnLayout => context.layout ?? "north";

/** Prize rows with at least `digits` digits: what a lô of that many digits covers. */
export function lotoRows(layout: VnLayout, digits: number): number {
  return VN_LAYOUTS[layout].reduce((sum, row) => sum + (row.digits >= digits ? row.count : 0), 0);
}

/** The last `digits` digits of every prize that has that many, one entry per prize number. */
export function lotoNumbers(prizes: readonly (readonly string[])[], digits: number): string[] {
  return prizes.flat().flatMap((number) => (number.length >= digits ? [number.slice(-digits)] : []));
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");
const table = (name: string): Hit["odds"] => ({ table: name });
const hit = (name: string, times: number): Hit[] => (times > 0 ? [{ odds: table(name), times }] : []);

/** Numbers of `width` digits that each pay per appearance among `pool(prizes)`. */
function appearancePlay(
  id: string,
  tab: string,
  width: number,
  pool: (prizes: string[][], layout: VnLayout) => string[],
  cost: (layout: VnLayout) => number,
  layouts?: readonly VnLayout[],
): Play<number[]> {
  return definePlay({
    id,
    tab,
    ...(layouts ? { layouts } : {}),
    parse: (content) => {
      const numbers = parseNumbers(content, 0, 10 ** width - 1, width);
      return numbers && numbers.length > 0 ? numbers : null;
    },
    singles: (numbers) => numbers.length,
    cost: (context) => cost(layoutOf(context)),
    hits: (numbers, result, context) => {
      const drawn = pool(prizesOf(result), layoutOf(context));
      const chosen = new Set(numbers.map((number) => pad(number, width)));
      return hit(id, drawn.filter((number) => chosen.has(number)).length);
    },
    odds: table(id),
  });
}

const special = (prizes: string[][]) => prizes[0]?.[0] ?? "";

/** One number compared with one slice of the special (or the 1st) prize. */
function slicePlay(id: string, width: number, slice: (prizes: string[][]) => string): Play<number[]> {
  return appearancePlay(
    id,
    "de",
    width,
    (prizes) => [slice(prizes)],
    () => 1,
  );
}

/** A group of k numbers per single bet: `wins(m, n)` counts the winning groups when m of n appeared. */
function groupPlay(
  id: string,
  tab: string,
  k: number,
  maxNumbers: number,
  wins: (appeared: number, chosen: number) => number,
): Play<number[]> {
  return definePlay({
    id,
    tab,
    parse: (content) => {
      const numbers = parseNumbers(content, 0, 99, 2);
      return numbers && numbers.length >= k && numbers.length <= maxNumbers ? numbers : null;
    },
    singles: (numbers) => choose(numbers.length, k),
    cost: () => 1,
    hits: (numbers, result) => {
      const drawn = new Set(lotoNumbers(prizesOf(result), 2));
      const appeared = numbers.filter((number) => drawn.has(pad(number, 2))).length;
      return hit(id, wins(appeared, numbers.length));
    },
    odds: table(id),
  });
}

/** The rows "đề giải 7 / giải 8" reads: the 7th prize in the North, the 8th elsewhere. */
const tailRow = (layout: VnLayout) => (layout === "north" ? 7 : 8);

/** Rows of the "bao 7 lô" (South: special, 5th, 6th, 7th, 8th) and "bao 8 lô" (North: special, 6th, 7th). */
const BAO_ROWS: Record<string, readonly number[]> = { bao7: [0, 5, 6, 7, 8], bao8: [0, 6, 7] };
const baoPool = (rows: readonly number[]) => (prizes: string[][]) =>
  rows.flatMap((row) => prizes[row] ?? []).map((number) => number.slice(-2));
const baoCost = (rows: readonly number[], layout: VnLayout) =>
  rows.reduce((sum, row) => sum + (VN_LAYOUTS[layout][row]?.count ?? 0), 0);

export const VN_PLAYS: readonly Play<number[]>[] = [
  appearancePlay(
    "lo2",
    "lo",
    2,
    (prizes) => lotoNumbers(prizes, 2),
    (layout) => lotoRows(layout, 2),
  ),
  appearancePlay(
    "lo3",
    "lo",
    3,
    (prizes) => lotoNumbers(prizes, 3),
    (layout) => lotoRows(layout, 3),
  ),
  appearancePlay(
    "lo4",
    "lo",
    4,
    (prizes) => lotoNumbers(prizes, 4),
    (layout) => lotoRows(layout, 4),
  ),
  appearancePlay("bao7", "lo", 2, baoPool(BAO_ROWS.bao7!), (layout) => baoCost(BAO_ROWS.bao7!, layout), [
    "south",
  ]),
  appearancePlay("bao8", "lo", 2, baoPool(BAO_ROWS.bao8!), (layout) => baoCost(BAO_ROWS.bao8!, layout), [
    "north",
  ]),
  slicePlay("de", 2, (prizes) => special(prizes).slice(-2)),
  slicePlay("de_dau", 1, (prizes) => special(prizes).slice(-2, -1)),
  slicePlay("de_duoi", 1, (prizes) => special(prizes).slice(-1)),
  slicePlay("de_nhat", 2, (prizes) => (prizes[1]?.[0] ?? "").slice(-2)),
  appearancePlay(
    "de_tail",
    "de",
    2,
    (prizes, layout) => (prizes[tailRow(layout)] ?? []).map((number) => number.slice(-2)),
    (layout) => VN_LAYOUTS[layout][tailRow(layout)]?.count ?? 1,
  ),
  slicePlay("ba_cang", 3, (prizes) => special(prizes).slice(-3)),
  slicePlay("bon_so", 4, (prizes) => special(prizes).slice(-4)),
  groupPlay("xien2", "xien", 2, 10, (m) => choose(m, 2)),
  groupPlay("xien3", "xien", 3, 10, (m) => choose(m, 3)),
  groupPlay("xien4", "xien", 4, 10, (m) => choose(m, 4)),
  groupPlay("da", "xien", 2, 10, (m) => choose(m, 2)),
  groupPlay("truot4", "truot", 4, 12, (m, n) => choose(n - m, 4)),
  groupPlay("truot8", "truot", 8, 14, (m, n) => choose(n - m, 8)),
  groupPlay("truot10", "truot", 10, 15, (m, n) => choose(n - m, 10)),
];

/** The payout tables a merchant starts with (lottery notes: one operator's MB / MN table, fast draws). */
export const DEFAULT_VN_PAYOUTS: Record<string, Record<string, number>> = {
  north: {
    lo2: 80,
    lo3: 600,
    lo4: 4000,
    bao8: 80,
    de: 95,
    de_dau: 9,
    de_duoi: 9,
    de_nhat: 95,
    de_tail: 20,
    ba_cang: 650,
    bon_so: 4500,
    xien2: 10,
    xien3: 40,
    xien4: 150,
    da: 10,
    truot4: 2,
    truot8: 4,
    truot10: 6,
  },
  south: {
    lo2: 70,
    lo3: 550,
    lo4: 3800,
    bao7: 70,
    de: 90,
    de_dau: 9,
    de_duoi: 9,
    de_nhat: 90,
    de_tail: 18,
    ba_cang: 600,
    bon_so: 4200,
    xien2: 9,
    xien3: 35,
    xien4: 120,
    da: 9,
    truot4: 2,
    truot8: 4,
    truot10: 6,
  },
  fast: {
    lo2: 99,
    lo3: 900,
    lo4: 8000,
    bao8: 99,
    de: 99,
    de_dau: 9.9,
    de_duoi: 9.9,
    de_nhat: 99,
    de_tail: 24,
    ba_cang: 900,
    bon_so: 9000,
    xien2: 15,
    xien3: 78,
    xien4: 300,
    da: 15,
    truot4: 2.2,
    truot8: 4.5,
    truot10: 7,
  },
};
