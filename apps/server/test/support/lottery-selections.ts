// Selections of each quick-draw play a player could make, as fast-check arbitraries: the boards'
// values joined as the slip writes them, none that makes no single bet.
import fc from "fast-check";
import { expandSingles, type QuickFamily } from "./lottery-singles.ts";

type Selection = { play: string; content: string };
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const subset = (values: readonly number[], min = 1, max = values.length) =>
  fc.subarray([...values], { minLength: min, maxLength: max });
const joined = (values: readonly number[], width = 0) =>
  values.map((value) => (width ? String(value).padStart(width, "0") : String(value))).join(",");
const codeSet = (all: readonly string[]) =>
  fc.subarray([...all], { minLength: 1 }).map((list) => list.join(","));
const rows = (count: number, values: readonly number[], width: number, sparse: boolean) =>
  fc
    .array(subset(values, sparse ? 0 : 1, 4), { minLength: count, maxLength: count })
    .filter((lists) => lists.some((list) => list.length > 0))
    .map((lists) => lists.map((list) => joined(list, width)).join("|"));
type PlayArbitrary = { play: string; arbitrary: fc.Arbitrary<string> };
const of = (play: string, arbitrary: fc.Arbitrary<string>): PlayArbitrary => ({ play, arbitrary });
const countable = (selection: Selection) => expandSingles(selection.play, selection.content).length > 0;

export type QuickFamilyCase = {
  group: QuickFamily;
  /** The plays the selections cover. */
  plays: string[];
  result: fc.Arbitrary<number[]>;
  selections: fc.Arbitrary<Selection>[];
};

const CARS = range(1, 10);
const FACES = range(1, 6);
const ELEVEN = range(1, 11);
const permutation = (values: number[], count: number) =>
  fc.shuffledSubarray(values, { minLength: count, maxLength: count });

const family = (
  group: QuickFamily,
  result: fc.Arbitrary<number[]>,
  generators: PlayArbitrary[],
): QuickFamilyCase => ({
  group,
  plays: generators.map((generator) => generator.play),
  result,
  selections: generators.map(({ play, arbitrary }) =>
    arbitrary.map((content) => ({ play, content })).filter(countable),
  ),
});

export const QUICK_FAMILIES: QuickFamilyCase[] = [
  family("PK10", permutation(CARS, 10), [
    of("pk10_position", rows(10, CARS, 2, true)),
    of(
      "pk10_bsoe",
      fc.tuple(fc.integer({ min: 1, max: 10 }), codeSet(["B", "S", "O", "E"])).map(([p, c]) => `${p}|${c}`),
    ),
    of(
      "pk10_dragon_tiger",
      fc.tuple(fc.integer({ min: 1, max: 5 }), codeSet(["D", "T"])).map(([p, c]) => `${p}|${c}`),
    ),
    of(
      "pk10_sum2",
      subset(range(3, 19)).map((list) => joined(list)),
    ),
    of("pk10_sum2_bsoe", codeSet(["B", "S", "O", "E"])),
    of("pk10_top1", rows(1, CARS, 2, false)),
    of("pk10_top2", rows(2, CARS, 2, false)),
    of("pk10_top3", rows(3, CARS, 2, false)),
  ]),
  family("K3", fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }), [
    of(
      "k3_sum",
      subset(range(3, 18)).map((list) => joined(list)),
    ),
    of("k3_bsoe", codeSet(["B", "S", "O", "E"])),
    of("k3_any_triple", fc.constant("T")),
    of(
      "k3_triple",
      subset(FACES).map((list) => joined(list)),
    ),
    of(
      "k3_pair",
      subset(FACES).map((list) => joined(list)),
    ),
    of(
      "k3_pair_single",
      fc
        .tuple(subset(FACES), subset(FACES))
        .filter(([pairs, singles]) => !pairs.some((face) => singles.includes(face)))
        .map(([pairs, singles]) => `${joined(pairs)}|${joined(singles)}`),
    ),
    of(
      "k3_diff3",
      subset(FACES, 3).map((list) => joined(list)),
    ),
    of(
      "k3_diff2",
      subset(FACES, 2).map((list) => joined(list)),
    ),
    of("k3_run", fc.constant("R")),
  ]),
  family("11X5", permutation(ELEVEN, 5), [
    ...[1, 2, 3, 4, 5].map((k) =>
      of(
        `11x5_any${k}`,
        subset(ELEVEN, k, 8).map((list) => joined(list, 2)),
      ),
    ),
    of("11x5_front3", rows(3, ELEVEN, 2, false)),
    of(
      "11x5_front3_group",
      subset(ELEVEN, 3, 7).map((list) => joined(list, 2)),
    ),
    of("11x5_front2", rows(2, ELEVEN, 2, false)),
    of(
      "11x5_front2_group",
      subset(ELEVEN, 2, 7).map((list) => joined(list, 2)),
    ),
    of("11x5_position", rows(5, ELEVEN, 2, true)),
  ]),
  family("PC28", fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }), [
    of(
      "pc28_number",
      subset(range(0, 27)).map((list) => joined(list)),
    ),
    of("pc28_bsoe", codeSet(["B", "S", "O", "E", "BO", "BE", "SO", "SE"])),
    of("pc28_extreme", codeSet(["XB", "XS"])),
    of("pc28_colour", codeSet(["R", "G", "B"])),
  ]),
  family("KENO", permutation(range(1, 80), 20), [
    ...[1, 2, 3, 4, 5].map((size) =>
      of(
        `keno_pick${size}`,
        fc
          .uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: size, maxLength: 10 })
          .map((list) => joined(list, 2)),
      ),
    ),
    of("keno_sum", codeSet(["B", "S", "O", "E"])),
    of("keno_half", codeSet(["U", "L", "M"])),
    of("keno_parity", codeSet(["O", "E", "T"])),
  ]),
];
