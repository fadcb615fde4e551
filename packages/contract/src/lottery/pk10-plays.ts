// PK10 plays (lottery notes): the draw is the finishing order of cars 1–10, balls[i] the car in
// place i + 1. Numbers are written with two digits ("01"–"10"), places separated by "|". Odds are
// rows of the group's payout table at series 2000, paid scaled by the bet's series.
import {
  ballsOf,
  definePlay,
  distinctTuples,
  fairOdds,
  type Play,
  parseCodes,
  parseNumbers,
  parseRows,
  range,
  rowHits,
  seriesRow,
  splitPlace,
} from "./play-types.ts";

const CARS = { min: 1, max: 10, width: 2 } as const;

/** Cars on places: any cars on any of the ten places, each car a single bet (定位胆). */
const position = definePlay<number[][]>({
  id: "pk10_position",
  tab: "position",
  parse: (content) => parseRows(content, 10, CARS, true),
  singles: (lists) => lists.reduce((sum, list) => sum + list.length, 0),
  cost: () => 1,
  hits: (lists, result) => {
    const balls = ballsOf(result);
    return rowHits("pk10_position", lists.filter((list, place) => list.includes(balls[place]!)).length);
  },
  odds: seriesRow("pk10_position"),
});

const TRAITS = ["B", "S", "O", "E"] as const;
type Trait = (typeof TRAITS)[number];
const hasTrait = (trait: Trait, value: number, bigFrom: number) =>
  trait === "B" ? value >= bigFrom : trait === "S" ? value < bigFrom : (value % 2 === 1) === (trait === "O");

/** Big (6–10) / small, odd / even of the car in one place: "<1–10>|B,S,O,E". */
const placeTraits = definePlay<{ place: number; traits: Trait[] }>({
  id: "pk10_bsoe",
  tab: "bsoe",
  parse: (content) => {
    const split = splitPlace(content, 10);
    const traits = split ? parseCodes(split.rest, TRAITS) : null;
    return split && traits ? { place: split.place - 1, traits } : null;
  },
  singles: ({ traits }) => traits.length,
  cost: () => 1,
  hits: ({ place, traits }, result) => {
    const car = ballsOf(result)[place]!;
    return rowHits("pk10_bsoe", traits.filter((trait) => hasTrait(trait, car, 6)).length);
  },
  odds: seriesRow("pk10_bsoe"),
});

/** Dragon (the higher car in place k) or tiger (in place 11 − k), for pair k of 1–5: "<1–5>|D,T". */
const dragonTiger = definePlay<{ pair: number; sides: ("D" | "T")[] }>({
  id: "pk10_dragon_tiger",
  tab: "dragon_tiger",
  parse: (content) => {
    const split = splitPlace(content, 5);
    const sides = split ? parseCodes(split.rest, ["D", "T"] as const) : null;
    return split && sides ? { pair: split.place - 1, sides } : null;
  },
  singles: ({ sides }) => sides.length,
  cost: () => 1,
  hits: ({ pair, sides }, result) => {
    const balls = ballsOf(result);
    const side = balls[pair]! > balls[9 - pair]! ? "D" : "T";
    return rowHits("pk10_dragon_tiger", sides.includes(side) ? 1 : 0);
  },
  odds: seriesRow("pk10_dragon_tiger"),
});

/** How many of the 90 orders of the first two places make each sum 3–19. */
export const PK10_SUM2_WAYS: Record<number, number> = Object.fromEntries(
  range(3, 19).map((sum) => [
    sum,
    range(1, 10).filter((first) => sum - first >= 1 && sum - first <= 10 && sum - first !== first).length,
  ]),
);
const sumOfTwo = (balls: readonly number[]) => balls[0]! + balls[1]!;

/** The sum of the first two places (冠亚和), exactly: any of 3–19, each its own row. */
const sumTwo = definePlay<number[]>({
  id: "pk10_sum2",
  tab: "sum2",
  rows: range(3, 19).map((sum) => `pk10_sum2_${sum}`),
  parse: (content) => {
    const sums = parseNumbers(content, 3, 19);
    return sums && sums.length > 0 ? sums : null;
  },
  singles: (sums) => sums.length,
  cost: () => 1,
  hits: (sums, result) => {
    const sum = sumOfTwo(ballsOf(result));
    return sums.includes(sum) ? rowHits(`pk10_sum2_${sum}`, 1) : [];
  },
  odds: seriesRow("pk10_sum2_11"),
});

/** The sum of the first two: big (12–19) / small (3–11), odd / even; each side its own row. */
const sumTwoTraits = definePlay<Trait[]>({
  id: "pk10_sum2_bsoe",
  tab: "sum2",
  rows: TRAITS.map((trait) => `pk10_sum2_bsoe_${trait.toLowerCase()}`),
  parse: (content) => parseCodes(content, TRAITS),
  singles: (traits) => traits.length,
  cost: () => 1,
  hits: (traits, result) => {
    const sum = sumOfTwo(ballsOf(result));
    return traits
      .filter((trait) => hasTrait(trait, sum, 12))
      .flatMap((trait) => rowHits(`pk10_sum2_bsoe_${trait.toLowerCase()}`, 1));
  },
  odds: seriesRow("pk10_sum2_bsoe_b"),
});

/** Guess the first `n` places in order (猜冠军, 猜冠亚, 猜前三): one car per place, none twice. */
function top(n: number) {
  const id = `pk10_top${n}`;
  return definePlay<number[][]>({
    id,
    tab: "top",
    parse: (content) => {
      const lists = parseRows(content, n, CARS, false);
      return lists && distinctTuples(lists) > 0 ? lists : null;
    },
    singles: (lists) => distinctTuples(lists),
    cost: () => 1,
    hits: (lists, result) => {
      const balls = ballsOf(result);
      return rowHits(id, lists.every((list, place) => list.includes(balls[place]!)) ? 1 : 0);
    },
    odds: seriesRow(id),
  });
}

export const PK10_PLAYS: readonly Play<never>[] = [
  position,
  placeTraits,
  dragonTiger,
  sumTwo,
  sumTwoTraits,
  top(1),
  top(2),
  top(3),
] as unknown as readonly Play<never>[];

/** The payout table a merchant starts with: each row's fair odds (1 / probability) at series 2000. */
export const DEFAULT_PK10_PAYOUTS: Record<string, number> = {
  pk10_position: fairOdds(1, 10),
  pk10_bsoe: fairOdds(1, 2),
  pk10_dragon_tiger: fairOdds(1, 2),
  ...Object.fromEntries(range(3, 19).map((sum) => [`pk10_sum2_${sum}`, fairOdds(PK10_SUM2_WAYS[sum]!, 90)])),
  pk10_sum2_bsoe_b: fairOdds(40, 90),
  pk10_sum2_bsoe_s: fairOdds(50, 90),
  pk10_sum2_bsoe_o: fairOdds(50, 90),
  pk10_sum2_bsoe_e: fairOdds(40, 90),
  pk10_top1: fairOdds(1, 10),
  pk10_top2: fairOdds(1, 90),
  pk10_top3: fairOdds(1, 720),
};
