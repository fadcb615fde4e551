// 11x5 plays (lottery notes): the draw is five different numbers of 01–11 in drawing order. Numbers
// are written with two digits, places separated by "|". Odds are rows of the group's payout table
// at series 2000, paid scaled by the bet's series.
import {
  ballsOf,
  choose,
  definePlay,
  distinctTuples,
  fairOdds,
  type Play,
  parseNumbers,
  parseRows,
  rowHits,
  seriesRow,
} from "./play-types.ts";

const BALLS = { min: 1, max: 11, width: 2 } as const;

/** Any `k` of the five (任选 k 中 k): every k chosen numbers all drawn is a winning single. */
function any(k: number) {
  const id = `11x5_any${k}`;
  return definePlay<number[]>({
    id,
    tab: "any",
    parse: (content) => {
      const numbers = parseNumbers(content, BALLS.min, BALLS.max, BALLS.width);
      return numbers && numbers.length >= k ? numbers : null;
    },
    singles: (numbers) => choose(numbers.length, k),
    cost: () => 1,
    hits: (numbers, result) => {
      const drawn = ballsOf(result);
      return rowHits(id, choose(numbers.filter((number) => drawn.includes(number)).length, k));
    },
    odds: seriesRow(id),
  });
}

/** The first `n` numbers in order (前 n 直选): one number per place, none twice. */
function frontStraight(n: number) {
  const id = `11x5_front${n}`;
  return definePlay<number[][]>({
    id,
    tab: `front${n}`,
    parse: (content) => {
      const lists = parseRows(content, n, BALLS, false);
      return lists && distinctTuples(lists) > 0 ? lists : null;
    },
    singles: (lists) => distinctTuples(lists),
    cost: () => 1,
    hits: (lists, result) => {
      const drawn = ballsOf(result);
      return rowHits(id, lists.every((list, place) => list.includes(drawn[place]!)) ? 1 : 0);
    },
    odds: seriesRow(id),
  });
}

/** The first `n` numbers in any order (前 n 组选): each n chosen numbers a single bet. */
function frontGroup(n: number) {
  const id = `11x5_front${n}_group`;
  return definePlay<number[]>({
    id,
    tab: `front${n}`,
    parse: (content) => {
      const numbers = parseNumbers(content, BALLS.min, BALLS.max, BALLS.width);
      return numbers && numbers.length >= n ? numbers : null;
    },
    singles: (numbers) => choose(numbers.length, n),
    cost: () => 1,
    hits: (numbers, result) => {
      const front = ballsOf(result).slice(0, n);
      return rowHits(id, front.every((number) => numbers.includes(number)) ? 1 : 0);
    },
    odds: seriesRow(id),
  });
}

/** Numbers on places (定位胆): any numbers on any of the five places, each a single bet. */
const position = definePlay<number[][]>({
  id: "11x5_position",
  tab: "position",
  parse: (content) => parseRows(content, 5, BALLS, true),
  singles: (lists) => lists.reduce((sum, list) => sum + list.length, 0),
  cost: () => 1,
  hits: (lists, result) => {
    const drawn = ballsOf(result);
    return rowHits("11x5_position", lists.filter((list, place) => list.includes(drawn[place]!)).length);
  },
  odds: seriesRow("11x5_position"),
});

export const ELEVEN_FIVE_PLAYS: readonly Play<never>[] = [
  any(1),
  any(2),
  any(3),
  any(4),
  any(5),
  frontStraight(3),
  frontGroup(3),
  frontStraight(2),
  frontGroup(2),
  position,
] as unknown as readonly Play<never>[];

/** The payout table a merchant starts with: each row's fair odds (1 / probability) at series 2000. */
export const DEFAULT_11X5_PAYOUTS: Record<string, number> = {
  // k chosen numbers all among the five drawn: C(5, k) of the C(11, k) sets.
  ...Object.fromEntries([1, 2, 3, 4, 5].map((k) => [`11x5_any${k}`, fairOdds(choose(5, k), choose(11, k))])),
  "11x5_front3": fairOdds(1, 11 * 10 * 9),
  "11x5_front3_group": fairOdds(1, choose(11, 3)),
  "11x5_front2": fairOdds(1, 11 * 10),
  "11x5_front2_group": fairOdds(1, choose(11, 2)),
  "11x5_position": fairOdds(1, 11),
};
