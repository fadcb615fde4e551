// K3 (Fast 3) plays (lottery notes): the draw is three dice 1–6. Odds are rows of the group's
// payout table at series 2000, paid scaled by the bet's series.
import {
  ballsOf,
  choose,
  definePlay,
  fairOdds,
  type Play,
  parseCodes,
  parseNumbers,
  parseRows,
  range,
  rowHits,
  seriesRow,
} from "./play-types.ts";

const faces = (text: string, least: number) => {
  const values = parseNumbers(text, 1, 6, 1);
  return values && values.length >= least ? values : null;
};
const diceOf = (result: Parameters<typeof ballsOf>[0]) => ballsOf(result).slice(0, 3);
const sumOf = (dice: readonly number[]) => dice.reduce((sum, die) => sum + die, 0);
const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];

/** How many of the 216 throws make each sum 3–18. */
export const K3_SUM_WAYS: Record<number, number> = (() => {
  const ways: Record<number, number> = {};
  for (const a of range(1, 6))
    for (const b of range(1, 6)) for (const c of range(1, 6)) ways[a + b + c] = (ways[a + b + c] ?? 0) + 1;
  return ways;
})();

/** The sum of the dice, exactly: any of 3–18, each its own row. */
const sum = definePlay<number[]>({
  id: "k3_sum",
  tab: "sum",
  rows: range(3, 18).map((value) => `k3_sum_${value}`),
  parse: (content) => {
    const sums = parseNumbers(content, 3, 18);
    return sums && sums.length > 0 ? sums : null;
  },
  singles: (sums) => sums.length,
  cost: () => 1,
  hits: (sums, result) => {
    const total = sumOf(diceOf(result));
    return sums.includes(total) ? rowHits(`k3_sum_${total}`, 1) : [];
  },
  odds: seriesRow("k3_sum_10"),
});

const TRAITS = ["B", "S", "O", "E"] as const;
/** Big (11–17) / small (4–10) of the sum, a triple losing both; odd / even of the sum. */
const traits = definePlay<(typeof TRAITS)[number][]>({
  id: "k3_bsoe",
  tab: "sum",
  rows: TRAITS.map((trait) => `k3_bsoe_${trait.toLowerCase()}`),
  parse: (content) => parseCodes(content, TRAITS),
  singles: (chosen) => chosen.length,
  cost: () => 1,
  hits: (chosen, result) => {
    const dice = diceOf(result);
    const total = sumOf(dice);
    const triple = isTriple(dice);
    return chosen
      .filter((trait) =>
        trait === "B"
          ? !triple && total >= 11
          : trait === "S"
            ? !triple && total <= 10
            : (total % 2 === 1) === (trait === "O"),
      )
      .flatMap((trait) => rowHits(`k3_bsoe_${trait.toLowerCase()}`, 1));
  },
  odds: seriesRow("k3_bsoe_b"),
});

/** A single fixed bet picked by its one code: any triple ("T"), three in a row ("R"). */
function fixed(id: string, tab: string, code: string, wins: (dice: number[]) => boolean) {
  return definePlay<true>({
    id,
    tab,
    parse: (content) => (content === code ? true : null),
    singles: () => 1,
    cost: () => 1,
    hits: (_, result) => rowHits(id, wins(diceOf(result)) ? 1 : 0),
    odds: seriesRow(id),
  });
}

/** Faces chosen, each a single bet that wins when `wins(face, dice)`. */
function perFace(id: string, tab: string, wins: (face: number, dice: number[]) => boolean) {
  return definePlay<number[]>({
    id,
    tab,
    parse: (content) => faces(content, 1),
    singles: (chosen) => chosen.length,
    cost: () => 1,
    hits: (chosen, result) => {
      const dice = diceOf(result);
      return rowHits(id, chosen.filter((face) => wins(face, dice)).length);
    },
    odds: seriesRow(id),
  });
}
const count = (face: number, dice: readonly number[]) => dice.filter((die) => die === face).length;

/** A pair and a different single die (二同号单选): "<pair faces>|<single faces>", the two sets apart. */
const pairSingle = definePlay<{ pairs: number[]; singles: number[] }>({
  id: "k3_pair_single",
  tab: "pair",
  parse: (content) => {
    const lists = parseRows(content, 2, { min: 1, max: 6, width: 1 }, false);
    if (!lists) return null;
    const [pairs, singles] = lists as [number[], number[]];
    return pairs.some((face) => singles.includes(face)) ? null : { pairs, singles };
  },
  singles: ({ pairs, singles }) => pairs.length * singles.length,
  cost: () => 1,
  hits: ({ pairs, singles }, result) => {
    const dice = diceOf(result);
    const pair = pairs.find((face) => count(face, dice) === 2);
    const single = singles.find((face) => count(face, dice) === 1);
    return rowHits("k3_pair_single", pair !== undefined && single !== undefined ? 1 : 0);
  },
  odds: seriesRow("k3_pair_single"),
});

/** Sets of `size` different faces out of the chosen ones; `winners(m)` counts the winning sets. */
function different(id: string, size: number, winners: (dice: number[], chosen: number[]) => number) {
  return definePlay<number[]>({
    id,
    tab: "different",
    parse: (content) => faces(content, size),
    singles: (chosen) => choose(chosen.length, size),
    cost: () => 1,
    hits: (chosen, result) => rowHits(id, winners(diceOf(result), chosen)),
    odds: seriesRow(id),
  });
}

export const K3_PLAYS: readonly Play<never>[] = [
  sum,
  traits,
  fixed("k3_any_triple", "triple", "T", isTriple),
  perFace("k3_triple", "triple", (face, dice) => count(face, dice) === 3),
  // A pair of the face among the dice: two of them, or a triple of it (二同号复选).
  perFace("k3_pair", "pair", (face, dice) => count(face, dice) >= 2),
  pairSingle,
  // Three different faces, all chosen: one winning set (三不同号).
  different("k3_diff3", 3, (dice, chosen) =>
    new Set(dice).size === 3 && dice.every((die) => chosen.includes(die)) ? 1 : 0,
  ),
  // Every two different chosen faces among the dice is a winning set (二不同号).
  different("k3_diff2", 2, (dice, chosen) => choose(chosen.filter((face) => dice.includes(face)).length, 2)),
  fixed("k3_run", "different", "R", (dice) => {
    const sorted = [...dice].sort((a, b) => a - b);
    return sorted[1] === sorted[0]! + 1 && sorted[2] === sorted[1]! + 1;
  }),
] as unknown as readonly Play<never>[];

/** The payout table a merchant starts with: each row's fair odds (1 / probability) at series 2000. */
export const DEFAULT_K3_PAYOUTS: Record<string, number> = {
  ...Object.fromEntries(range(3, 18).map((value) => [`k3_sum_${value}`, fairOdds(K3_SUM_WAYS[value]!, 216)])),
  // 105 of 216 throws are big and no triple (likewise small); 108 have an odd sum.
  k3_bsoe_b: fairOdds(105, 216),
  k3_bsoe_s: fairOdds(105, 216),
  k3_bsoe_o: fairOdds(108, 216),
  k3_bsoe_e: fairOdds(108, 216),
  k3_any_triple: fairOdds(6, 216),
  k3_triple: fairOdds(1, 216),
  // Two dice of the face and another (15 throws), or its triple.
  k3_pair: fairOdds(16, 216),
  k3_pair_single: fairOdds(3, 216),
  k3_diff3: fairOdds(6, 216),
  // Throws showing both faces: 216 − 125 − 125 + 64.
  k3_diff2: fairOdds(30, 216),
  // 123, 234, 345, 456 in any order.
  k3_run: fairOdds(24, 216),
};
