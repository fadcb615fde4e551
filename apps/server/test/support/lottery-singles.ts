// An oracle for the quick-draw plays, written apart from the plays themselves: a selection taken
// apart into its single bets, each knowing which payout-table row it wins by on a draw (or none).
// The tests compare the plays' payouts with the sum over these singles.
export type QuickFamily = "PK10" | "K3" | "11X5" | "PC28" | "KENO";
/** One single bet: the row it wins by on `balls`, or null when it loses. */
export type Single = (balls: readonly number[]) => string | null;

const numbers = (text: string) => (text === "" ? [] : text.split(",").map(Number));
const rowsOf = (text: string) => text.split("|").map(numbers);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function* kSubsets(
  items: readonly number[],
  k: number,
  start = 0,
  prefix: number[] = [],
): Generator<number[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let i = start; i < items.length; i += 1) yield* kSubsets(items, k, i + 1, [...prefix, items[i]!]);
}
function* tuples(lists: readonly number[][], prefix: number[] = []): Generator<number[]> {
  const [first, ...rest] = lists;
  if (!first) {
    yield prefix;
    return;
  }
  for (const value of first) if (!prefix.includes(value)) yield* tuples(rest, [...prefix, value]);
}
const when = (row: string, wins: boolean) => (wins ? row : null);
const samePrefix = (tuple: readonly number[], balls: readonly number[]) =>
  tuple.every((value, i) => balls[i] === value);
const sameSet = (chosen: readonly number[], drawn: readonly number[]) =>
  chosen.length === drawn.length && drawn.every((value) => chosen.includes(value));

/** Big / small / odd / even against `bigFrom` (small is below it). */
const trait = (code: string, value: number, bigFrom: number) =>
  code === "B" ? value >= bigFrom : code === "S" ? value < bigFrom : (value % 2 === 1) === (code === "O");
const codes = (content: string) => content.split(",");

const PC28_COLOURS: Record<string, number[]> = {
  R: [3, 6, 9, 12, 15, 18, 21, 24],
  G: [1, 4, 7, 10, 16, 19, 22, 25],
  B: [2, 5, 8, 11, 17, 20, 23, 26],
};
const KENO_TIERS: Record<number, number[]> = { 1: [1], 2: [2], 3: [3, 2], 4: [4, 3, 2], 5: [5, 4, 3] };

/** The single bets of a selection, each with what it wins by. */
export function expandSingles(play: string, content: string): Single[] {
  const [head, rest = ""] = content.split("|");
  const place = Number(head) - 1;
  const k3Count = (face: number, dice: readonly number[]) => dice.filter((die) => die === face).length;
  const straight = (row: string) =>
    [...tuples(rowsOf(content))].map(
      (tuple): Single =>
        (balls) =>
          when(row, samePrefix(tuple, balls)),
    );
  const onPlaces = (row: string) =>
    rowsOf(content).flatMap((list, at) =>
      list.map(
        (value): Single =>
          (balls) =>
            when(row, balls[at] === value),
      ),
    );
  const perCode = (prefix: string, holds: (code: string, balls: readonly number[]) => boolean) =>
    codes(content).map(
      (code): Single =>
        (balls) =>
          when(`${prefix}_${code.toLowerCase()}`, holds(code, balls)),
    );
  const exact = (prefix: string, measure: (balls: readonly number[]) => number) =>
    numbers(content).map(
      (value): Single =>
        (balls) =>
          when(`${prefix}_${value}`, measure(balls) === value),
    );
  switch (play) {
    case "pk10_position":
      return onPlaces(play);
    case "pk10_bsoe":
      return codes(rest).map(
        (code): Single =>
          (balls) =>
            when(play, trait(code, balls[place]!, 6)),
      );
    case "pk10_dragon_tiger":
      return codes(rest).map(
        (side): Single =>
          (balls) =>
            when(play, balls[place]! > balls[9 - place]! === (side === "D")),
      );
    case "pk10_sum2":
      return exact(play, (balls) => balls[0]! + balls[1]!);
    case "pk10_sum2_bsoe":
      return perCode(play, (code, balls) => trait(code, balls[0]! + balls[1]!, 12));
    case "pk10_top1":
    case "pk10_top2":
    case "pk10_top3":
    case "11x5_front3":
    case "11x5_front2":
      return straight(play);
    case "k3_sum":
      return exact(play, sum);
    case "k3_bsoe":
      return perCode(play, (code, dice) => {
        const triple = new Set(dice).size === 1;
        return (code === "B" || code === "S") && triple ? false : trait(code, sum(dice), 11);
      });
    case "k3_any_triple":
      return [(dice) => when(play, new Set(dice).size === 1)];
    case "k3_triple":
      return numbers(content).map(
        (face): Single =>
          (dice) =>
            when(play, k3Count(face, dice) === 3),
      );
    case "k3_pair":
      return numbers(content).map(
        (face): Single =>
          (dice) =>
            when(play, k3Count(face, dice) >= 2),
      );
    case "k3_pair_single": {
      const [pairs, singles] = rowsOf(content) as [number[], number[]];
      return pairs.flatMap((pair) =>
        singles.map(
          (single): Single =>
            (dice) =>
              when(play, k3Count(pair, dice) === 2 && k3Count(single, dice) === 1),
        ),
      );
    }
    case "k3_diff3":
      return [...kSubsets(numbers(content), 3)].map(
        (set): Single =>
          (dice) =>
            when(play, new Set(dice).size === 3 && sameSet(set, dice)),
      );
    case "k3_diff2":
      return [...kSubsets(numbers(content), 2)].map(
        (set): Single =>
          (dice) =>
            when(
              play,
              set.every((face) => dice.includes(face)),
            ),
      );
    case "k3_run":
      return [
        (dice) => {
          const sorted = [...dice].sort((a, b) => a - b);
          return when(play, sorted[2]! - sorted[0]! === 2 && new Set(dice).size === 3);
        },
      ];
    case "11x5_position":
      return onPlaces(play);
    case "11x5_front3_group":
    case "11x5_front2_group": {
      const n = play === "11x5_front3_group" ? 3 : 2;
      return [...kSubsets(numbers(content), n)].map(
        (set): Single =>
          (balls) =>
            when(play, sameSet(set, balls.slice(0, n))),
      );
    }
    case "pc28_number":
      return exact(play, sum);
    case "pc28_bsoe":
      return perCode(play, (code, digits) => [...code].every((part) => trait(part, sum(digits), 14)));
    case "pc28_extreme":
      return perCode(play, (code, digits) => (code === "XB" ? sum(digits) >= 22 : sum(digits) <= 5));
    case "pc28_colour":
      return perCode(play, (code, digits) => PC28_COLOURS[code]!.includes(sum(digits)));
    case "keno_sum":
      return perCode(play, (code, balls) =>
        code === "B" ? sum(balls) > 810 : code === "S" ? sum(balls) < 810 : trait(code, sum(balls), 0),
      );
    case "keno_half":
    case "keno_parity":
      return perCode(play, (code, balls) => {
        const count = balls.filter((ball) => (play === "keno_half" ? ball <= 40 : ball % 2 === 1)).length;
        return code === "U" || code === "O"
          ? count > 10
          : code === "L" || code === "E"
            ? count < 10
            : count === 10;
      });
    default: {
      const any = /^11x5_any(\d)$/.exec(play);
      if (any) {
        return [...kSubsets(numbers(content), Number(any[1]))].map(
          (set): Single =>
            (balls) =>
              when(
                play,
                set.every((value) => balls.includes(value)),
              ),
        );
      }
      const pick = /^keno_pick(\d)$/.exec(play);
      if (pick) {
        const size = Number(pick[1]);
        return [...kSubsets(numbers(content), size)].map(
          (set): Single =>
            (balls) => {
              const hits = set.filter((value) => balls.includes(value)).length;
              return when(`${play}_${hits}`, KENO_TIERS[size]!.includes(hits));
            },
        );
      }
      throw new Error(`no oracle for ${play}`);
    }
  }
}

/** Thousandths the winning singles pay at `series`: each row's odds at 2000 scaled, rounded down. */
export function winningMilli(
  singles: readonly Single[],
  balls: readonly number[],
  table: Readonly<Record<string, number>>,
  series: number,
): bigint {
  let milli = 0n;
  for (const single of singles) {
    const row = single(balls);
    if (row === null) continue;
    const odds = table[row];
    if (odds === undefined) throw new Error(`no odds for ${row}`);
    milli += (BigInt(Math.round(odds * 1000)) * BigInt(series)) / 2000n;
  }
  return milli;
}
