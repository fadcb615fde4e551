// The chance that one bet line wins anything, exactly, from each play's own outcome space: the
// valid-bet rule (decision 076) counts nothing of a line that is near-certain to win, such as
// every digit of a position. One function per game group; results are exact fractions.
import type { Ratio } from "../valid-bets.ts";
import { type DrawResult, VN_LAYOUTS, type VnLayout } from "./fair-draw.ts";
import { PK10_SUM2_WAYS } from "./pk10-plays.ts";
import { distinctTuples, type Play, range } from "./play-types.ts";
import { formOf } from "./ssc-plays.ts";
import { lotoRows } from "./vn-plays.ts";

const ratio = (numerator: bigint | number, denominator: bigint | number): Ratio => ({
  numerator: BigInt(numerator),
  denominator: BigInt(denominator),
});
const big = (value: number) => BigInt(value);
/** n choose k in bigints (the 20-of-80 keno draw overflows a float). */
function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * big(n - k + i)) / big(i);
  return result;
}
const fallingFactorial = (n: number, k: number) => range(n - k + 1, n).reduce((p, v) => p * big(v), 1n);

/**
 * Arrangements of distinct values from `pool` on the places of `lists` where no place holds one of
 * its own listed values: the losing draws of a position play on a draw without repeats (PK10, 11x5).
 */
function avoidingArrangements(lists: readonly (readonly number[])[], pool: readonly number[]): bigint {
  let ways = new Map<number, bigint>([[0, 1n]]);
  for (const list of lists) {
    const next = new Map<number, bigint>();
    for (const [used, count] of ways) {
      pool.forEach((value, bit) => {
        if (used & (1 << bit) || list.includes(value)) return;
        const mask = used | (1 << bit);
        next.set(mask, (next.get(mask) ?? 0n) + count);
      });
    }
    ways = next;
  }
  return [...ways.values()].reduce((sum, count) => sum + count, 0n);
}

/** Share of `outcomes` (each drawn `weight` times) on which the play pays the selection anything. */
function byOutcomes(
  play: Play<never>,
  selection: never,
  outcomes: Iterable<{ result: DrawResult; weight: bigint }>,
  layout: VnLayout | null = null,
): Ratio {
  let wins = 0n;
  let all = 0n;
  for (const { result, weight } of outcomes) {
    all += weight;
    if (play.hits(selection, result, { layout }).length > 0) wins += weight;
  }
  return ratio(wins, all);
}

function* throws(dice: number, faces: readonly number[]): Generator<number[]> {
  if (dice === 0) {
    yield [];
    return;
  }
  for (const face of faces) for (const rest of throws(dice - 1, faces)) yield [face, ...rest];
}
const equally = (balls: Iterable<number[]>) =>
  [...balls].map((drawn) => ({ result: { balls: drawn }, weight: 1n }));

/** SSC (five digits): positions are independent, a straight's or group's singles exclude each other. */
export function sscWinChance(playId: string, selection: unknown): Ratio {
  const s = selection as Record<string, unknown>;
  if (playId === "position") {
    const lists = selection as number[][];
    return ratio(10n ** 5n - lists.reduce((p, list) => p * big(10 - list.length), 1n), 10n ** 5n);
  }
  if (playId === "bsoe") {
    const traits = s.traits as string[];
    return ratio(range(0, 9).filter((v) => traits.some((t) => digitTrait(t, v, 5))).length, 10);
  }
  if (playId === "sum") {
    const traits = selection as string[];
    const ways = SSC_SUM_WAYS();
    const won = ways.reduce(
      (sum, count, total) => (traits.some((t) => digitTrait(t, total, 23)) ? sum + count : sum),
      0,
    );
    return ratio(won, 10 ** 5);
  }
  if (playId === "dragon_tiger") {
    const sides = selection as string[];
    return ratio(
      sides.reduce((sum, side) => sum + (side === "X" ? 10 : 45), 0),
      100,
    );
  }
  if (playId === "form3") {
    const forms = s.forms as string[];
    return ratio(range(0, 999).filter((n) => forms.includes(formOf(threeDigits(n)))).length, 1000);
  }
  if (playId === "group3_pair") {
    const n = (s.digits as number[]).length;
    return ratio(n * (n - 1) * 3, 1000);
  }
  const star = /^(star|group)(\d)$/.exec(playId);
  if (star) {
    const width = Number(star[2]);
    const wins =
      star[1] === "star"
        ? (s.digits as number[][]).reduce((p, list) => p * big(list.length), 1n)
        : chooseBig((s.digits as number[]).length, width) * fallingFactorial(width, width);
    return ratio(wins, 10n ** big(width));
  }
  throw new Error(`no win chance for SSC play ${playId}`);
}
const threeDigits = (n: number) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
const digitTrait = (trait: string, value: number, bigFrom: number) =>
  trait === "B" ? value >= bigFrom : trait === "S" ? value < bigFrom : (value % 2 === 1) === (trait === "O");
let sscSums: number[] | null = null;
/** How many of the 100,000 draws make each sum 0–45. */
function SSC_SUM_WAYS(): number[] {
  if (!sscSums) {
    let ways = [1];
    for (let digit = 0; digit < 5; digit += 1) {
      const next = new Array<number>(ways.length + 9).fill(0);
      ways.forEach((count, total) => {
        for (let d = 0; d <= 9; d += 1) next[total + d]! += count;
      });
      ways = next;
    }
    sscSums = ways;
  }
  return sscSums;
}

/** K3 (three dice): every one of the 216 throws, evaluated by the play itself. */
export function k3WinChance(play: Play<never>, selection: never): Ratio {
  return byOutcomes(play, selection, equally(throws(3, range(1, 6))));
}

/** PC28: every one of the 1,000 three-digit draws whose digits make the total. */
export function pc28WinChance(play: Play<never>, selection: never): Ratio {
  return byOutcomes(play, selection, equally(throws(3, range(0, 9))));
}

/** PK10 (an order of the ten cars): places share the cars, so a position play counts arrangements. */
export function pk10WinChance(playId: string, selection: unknown): Ratio {
  const cars = range(1, 10);
  const s = selection as Record<string, unknown>;
  if (playId === "pk10_position") {
    const lists = selection as number[][];
    const all = fallingFactorial(10, 10);
    return ratio(all - avoidingArrangements(lists, cars), all);
  }
  if (playId === "pk10_bsoe") {
    const traits = s.traits as string[];
    return ratio(cars.filter((car) => traits.some((t) => digitTrait(t, car, 6))).length, 10);
  }
  if (playId === "pk10_dragon_tiger") return ratio((s.sides as string[]).length, 2);
  if (playId === "pk10_sum2" || playId === "pk10_sum2_bsoe") {
    const holds = (sum: number) =>
      playId === "pk10_sum2"
        ? (selection as number[]).includes(sum)
        : (selection as string[]).some((t) => digitTrait(t, sum, 12));
    return ratio(
      range(3, 19).reduce((won, sum) => (holds(sum) ? won + PK10_SUM2_WAYS[sum]! : won), 0),
      90,
    );
  }
  const top = /^pk10_top(\d+)$/.exec(playId);
  if (top) return ratio(distinctTuples(selection as number[][]), fallingFactorial(10, Number(top[1])));
  throw new Error(`no win chance for PK10 play ${playId}`);
}

/** 11x5 (five distinct of 01–11, in order). */
export function elevenFiveWinChance(playId: string, selection: unknown): Ratio {
  const balls = range(1, 11);
  if (playId === "11x5_position") {
    const all = fallingFactorial(11, 5);
    return ratio(all - avoidingArrangements(selection as number[][], balls), all);
  }
  const any = /^11x5_any(\d)$/.exec(playId);
  if (any) {
    // At least k of the n chosen among the five drawn.
    const k = Number(any[1]);
    const n = (selection as number[]).length;
    const won = range(k, Math.min(n, 5)).reduce(
      (sum, m) => sum + chooseBig(n, m) * chooseBig(11 - n, 5 - m),
      0n,
    );
    return ratio(won, chooseBig(11, 5));
  }
  const front = /^11x5_front(\d)(_group)?$/.exec(playId);
  if (front) {
    const n = Number(front[1]);
    return front[2]
      ? ratio(chooseBig((selection as number[]).length, n), chooseBig(11, n))
      : ratio(distinctTuples(selection as number[][]), fallingFactorial(11, n));
  }
  throw new Error(`no win chance for 11x5 play ${playId}`);
}

/** Keno (20 of 1–80): the pick by how many chosen numbers are drawn, the codes by the draw's shape. */
export function kenoWinChance(play: Play<never>, selection: never): Ratio {
  const all = chooseBig(80, 20);
  if (play.id.startsWith("keno_pick")) {
    const chosen = selection as unknown as number[];
    const others = range(1, 80).filter((ball) => !chosen.includes(ball));
    let won = 0n;
    for (const m of range(0, chosen.length)) {
      // A draw with exactly m of the chosen numbers, played by the play's own rule.
      const result = { balls: [...chosen.slice(0, m), ...others.slice(0, 20 - m)] };
      if (play.hits(selection, result, { layout: null }).length > 0) {
        won += chooseBig(chosen.length, m) * chooseBig(80 - chosen.length, 20 - m);
      }
    }
    return ratio(won, all);
  }
  const codes = selection as unknown as string[];
  if (play.id === "keno_sum") {
    const ways = kenoSumWays();
    let won = 0n;
    ways.forEach((count, total) => {
      const holds = codes.some((code) =>
        code === "B" ? total > 810 : code === "S" ? total < 810 : (total % 2 === 1) === (code === "O"),
      );
      if (holds) won += count;
    });
    return ratio(won, all);
  }
  // Halves and parity: 40 numbers of each kind, j of them among the 20 drawn.
  const [more, fewer] = play.id === "keno_half" ? ["U", "L"] : ["O", "E"];
  const won = range(0, 20).reduce((sum, j) => {
    const holds = codes.some((code) => (code === more ? j > 10 : code === fewer ? j < 10 : j === 10));
    return holds ? sum + chooseBig(40, j) * chooseBig(40, 20 - j) : sum;
  }, 0n);
  return ratio(won, all);
}
let kenoSums: bigint[] | null = null;
/** How many of the C(80, 20) draws make each total. */
function kenoSumWays(): bigint[] {
  if (!kenoSums) {
    const maxTotal = range(61, 80).reduce((s, v) => s + v, 0);
    // ways[j][t]: sets of j numbers so far with total t.
    let ways = Array.from({ length: 21 }, () => new Array<bigint>(maxTotal + 1).fill(0n));
    ways[0]![0] = 1n;
    for (let ball = 1; ball <= 80; ball += 1) {
      const next = ways.map((row) => [...row]);
      for (let j = 0; j < 20; j += 1) {
        const row = ways[j]!;
        for (let t = 0; t + ball <= maxTotal; t += 1) if (row[t]! > 0n) next[j + 1]![t + ball]! += row[t]!;
      }
      ways = next;
    }
    kenoSums = ways[20]!;
  }
  return kenoSums;
}

/**
 * Vietnamese table (every prize's digits uniform): a number of `width` digits is among `pool` prize
 * numbers with chance 1 − (1 − 1/10^width)^pool; xiên / đá / lô trượt by how many chosen appear.
 */
export function vnWinChance(play: Play<never>, selection: never, layout: VnLayout): Ratio {
  const chosen = selection as unknown as number[];
  const rows = VN_LAYOUTS[layout];
  const widths: Record<string, number> = { lo3: 3, lo4: 4, de_dau: 1, de_duoi: 1, ba_cang: 3, bon_so: 4 };
  const tail = layout === "north" ? 7 : 8;
  const pools: Record<string, number> = {
    lo2: lotoRows(layout, 2),
    lo3: lotoRows(layout, 3),
    lo4: lotoRows(layout, 4),
    bao7: [0, 5, 6, 7, 8].reduce((sum, row) => sum + (rows[row]?.count ?? 0), 0),
    bao8: [0, 6, 7].reduce((sum, row) => sum + (rows[row]?.count ?? 0), 0),
    de_tail: rows[tail]?.count ?? 1,
    de: 1,
    de_dau: 1,
    de_duoi: 1,
    de_nhat: 1,
    ba_cang: 1,
    bon_so: 1,
  };
  const pool = pools[play.id];
  if (pool !== undefined) {
    const space = 10n ** big(widths[play.id] ?? 2);
    const all = space ** big(pool);
    return ratio(all - (space - big(chosen.length)) ** big(pool), all);
  }
  // Groups: exactly m of the n chosen appear among the lô numbers (inclusion–exclusion over the
  // ones that must appear), and the play itself says whether m of n wins.
  const draws = big(lotoRows(layout, 2));
  const n = chosen.length;
  const others = range(0, 99).filter((value) => !chosen.includes(value));
  const two = (value: number) => String(value).padStart(2, "0");
  let won = 0n;
  for (const m of range(0, n)) {
    const result = { prizes: [[...chosen.slice(0, m), others[0]!].map(two)] };
    if (play.hits(selection, result, { layout }).length === 0) continue;
    let exactly = 0n;
    for (const i of range(0, m)) {
      const term = chooseBig(m, i) * big(100 - (n - m) - i) ** draws;
      exactly += i % 2 === 0 ? term : -term;
    }
    won += chooseBig(n, m) * exactly;
  }
  return ratio(won, 100n ** draws);
}

/** The chance that a line of `play` with `selection` wins anything, for any game group. */
export function winChance(
  groupCode: string,
  play: Play<never>,
  selection: never,
  layout: VnLayout | null,
): Ratio {
  switch (groupCode) {
    case "SSC":
      return sscWinChance(play.id, selection);
    case "K3":
      return k3WinChance(play, selection);
    case "PC28":
      return pc28WinChance(play, selection);
    case "PK10":
      return pk10WinChance(play.id, selection);
    case "11X5":
      return elevenFiveWinChance(play.id, selection);
    case "KENO":
      return kenoWinChance(play, selection);
    case "VN":
      return vnWinChance(play, selection, layout ?? "north");
    default:
      throw new Error(`no win chance for game group ${groupCode}`);
  }
}
