// What every play of every lottery game says about itself: how a slip's selection (bettingContent)
// reads, how many single bets it makes, and what a drawn result pays it. Shared by the site's bet
// slip (counting) and the server (validation and settlement), so both count alike.
import type { DrawResult, VnLayout } from "./fair-draw.ts";

/** Odds of a winning single bet: a row of the merchant's payout table, or the single's probability. */
export type OddsRef = { table: string } | { probability: readonly [number, number] };

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
