// What every play of every lottery game says about itself: how a slip's selection (bettingContent)
// reads, how many single bets it makes, and what a drawn result pays it. Shared by the site's bet
// slip (counting) and the server (validation and settlement), so both count alike.
import type { DrawResult, VnLayout } from "./fair-draw.ts";

/**
 * Odds of a winning single bet: a row of the merchant's payout table, or the single's probability.
 * A row marked `series` states the odds at series 2000 and pays them scaled by the bet's series (the
 * quick draws' prize-group model on operator-set odds); a row without pays as written (Vietnamese).
 */
export type OddsRef = { table: string; series?: true } | { probability: readonly [number, number] };

/** Winning single bets of one kind and how many times each pays (a lô number pays per appearance). */
export type Hit = { odds: OddsRef; times: number };

export type PlayContext = { layout: VnLayout | null };

export type Play<Selection = unknown> = {
  id: string;
  /** The plays a group's page lists, in tabs. */
  tab: string;
  /** Layouts the play exists for (Vietnamese plays); absent: any game of its group. */
  layouts?: readonly VnLayout[];
  /** The selection, or null when the content is not one this play accepts. */
  parse(content: string, context: PlayContext): Selection | null;
  /** How many single bets the selection makes. */
  singles(selection: Selection, context: PlayContext): number;
  /** How many price units one single bet costs (a Vietnamese lô covers every prize row). */
  cost(context: PlayContext): number;
  /** What the result pays the selection. */
  hits(selection: Selection, result: DrawResult, context: PlayContext): Hit[];
  /** The odds of a single bet the page shows (the first kind when a play has several). */
  odds: OddsRef;
  /** Every payout-table row the play may pay by, when it has several (a sum's values, a pick's tiers). */
  rows?: readonly string[];
};

export const definePlay = <S>(play: Play<S>): Play<S> => play;

/** At most this many single bets in one line of a slip. */
export const MAX_SINGLES = 100_000;

/** "1,2,3" → sorted distinct integers within [min, max]; null on anything else. */
export function parseNumbers(text: string, min: number, max: number, width = 0): number[] | null {
  if (text.trim() === "") return [];
  const parts = text.split(",").map((part) => part.trim());
  const values: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,6}$/.test(part)) return null;
    if (width > 0 && part.length !== width) return null;
    const value = Number(part);
    if (value < min || value > max) return null;
    values.push(value);
  }
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  return distinct.length === values.length ? distinct : null;
}

/** n choose k, exact for the sizes a slip allows. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-subset of `items`, in order. */
export function* subsets<T>(items: readonly T[], k: number, start = 0, prefix: T[] = []): Generator<T[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let i = start; i <= items.length - (k - prefix.length); i += 1) {
    yield* subsets(items, k, i + 1, [...prefix, items[i]!]);
  }
}

export const ballsOf = (result: DrawResult): number[] => ("balls" in result ? result.balls : []);
export const prizesOf = (result: DrawResult): string[][] => ("prizes" in result ? result.prizes : []);

/** "01,02|…|…": exactly `rows` rows of distinct numbers within [min, max]; empty rows only when `sparse`. */
export function parseRows(
  text: string,
  rows: number,
  range: { min: number; max: number; width?: number },
  sparse: boolean,
): number[][] | null {
  const parts = text.split("|");
  if (parts.length !== rows) return null;
  const lists = parts.map((part) => parseNumbers(part, range.min, range.max, range.width ?? 0));
  if (lists.some((list) => list === null)) return null;
  const read = lists as number[][];
  if (!sparse && read.some((list) => list.length === 0)) return null;
  return read.every((list) => list.length === 0) ? null : read;
}

/** "B,O": distinct codes of `allowed`, at least one; null on anything else. */
export function parseCodes<C extends string>(text: string, allowed: readonly C[]): C[] | null {
  const codes = text.split(",");
  const valid = codes.every((code) => (allowed as readonly string[]).includes(code));
  return valid && new Set(codes).size === codes.length ? (codes as C[]) : null;
}

/** "<n>|rest" with n within [1, max]: a place or a pair of places and what is chosen on it. */
export function splitPlace(content: string, max: number): { place: number; rest: string } | null {
  const [place, rest, extra] = content.split("|");
  if (rest === undefined || extra !== undefined || !/^\d{1,2}$/.test(place ?? "")) return null;
  const index = Number(place);
  return index >= 1 && index <= max ? { place: index, rest } : null;
}

/** How many ways to take one number from each list with no number taken twice (a straight's bets). */
export function distinctTuples(lists: readonly (readonly number[])[], taken: readonly number[] = []): number {
  const [first, ...rest] = lists;
  if (!first) return 1;
  return first
    .filter((value) => !taken.includes(value))
    .reduce((sum, value) => sum + distinctTuples(rest, [...taken, value]), 0);
}

/** Odds of a payout-table row scaled by the bet's series (the quick draws' rows). */
export const seriesRow = (row: string): OddsRef => ({ table: row, series: true });

/** `times` winning single bets paid by row `row`, scaled by series; nothing when none won. */
export const rowHits = (row: string, times: number): Hit[] =>
  times > 0 ? [{ odds: seriesRow(row), times }] : [];

/** The fair odds of a single that wins `count` times in `outOf`, rounded down to thousandths. */
export const fairOdds = (count: number, outOf: number) => Math.floor((outOf * 1000) / count) / 1000;

/** Ascending integers from `min` to `max`. */
export const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
