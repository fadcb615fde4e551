// Keno plays (lottery notes): the draw is 20 different numbers of 01–80. Numbers are written with two
// digits. Odds are rows of the group's payout table at series 2000, paid scaled by the bet's series.
import {
  ballsOf,
  choose,
  definePlay,
  type Hit,
  type Play,
  parseCodes,
  parseNumbers,
  rowHits,
  seriesRow,
} from "./play-types.ts";

/** At most this many numbers in one pick line (every `pick`-subset of them is a single bet). */
export const KENO_MAX_CHOSEN = 10;

/** The hits each pick pays for, most first: a pick of 3 pays for 3 and for 2 of its numbers drawn. */
export const KENO_TIERS: Record<number, readonly number[]> = {
  1: [1],
  2: [2],
  3: [3, 2],
  4: [4, 3, 2],
  5: [5, 4, 3],
};

/**
 * Pick `size` (选 size): every `size` chosen numbers make a single bet, paid by the row of how many
 * of them were drawn. With m of n chosen numbers drawn, C(m, k) · C(n − m, size − k) singles hit k.
 */
function pick(size: number) {
  const id = `keno_pick${size}`;
  const tiers = KENO_TIERS[size]!;
  return definePlay<number[]>({
    id,
    tab: "pick",
    rows: tiers.map((hits) => `${id}_${hits}`),
    parse: (content) => {
      const numbers = parseNumbers(content, 1, 80, 2);
      return numbers && numbers.length >= size && numbers.length <= KENO_MAX_CHOSEN ? numbers : null;
    },
    singles: (numbers) => choose(numbers.length, size),
    cost: () => 1,
    hits: (numbers, result) => {
      const drawn = new Set(ballsOf(result));
      const m = numbers.filter((number) => drawn.has(number)).length;
      return tiers.flatMap((hits): Hit[] =>
        rowHits(`${id}_${hits}`, choose(m, hits) * choose(numbers.length - m, size - hits)),
      );
    },
    odds: seriesRow(`${id}_${size}`),
  });
}

/** The total of the 20 numbers; 810 is the middle, where big and small both lose. */
export const KENO_MIDDLE_TOTAL = 810;

/** Codes of a play, each winning by its own row `<id>_<code>` when `holds(code, balls)`. */
function coded<C extends string>(
  id: string,
  tab: string,
  codes: readonly C[],
  holds: (code: C, balls: number[]) => boolean,
) {
  return definePlay<C[]>({
    id,
    tab,
    rows: codes.map((code) => `${id}_${code.toLowerCase()}`),
    parse: (content) => parseCodes(content, codes),
    singles: (chosen) => chosen.length,
    cost: () => 1,
    hits: (chosen, result) => {
      const balls = ballsOf(result);
      return chosen
        .filter((code) => holds(code, balls))
        .flatMap((code) => rowHits(`${id}_${code.toLowerCase()}`, 1));
    },
    odds: seriesRow(`${id}_${codes[0]!.toLowerCase()}`),
  });
}

const totalOf = (balls: readonly number[]) => balls.reduce((sum, ball) => sum + ball, 0);
/** More than half of one kind, the other, or ten of each. */
const majority = (count: number, code: string, more: string, fewer: string) =>
  code === more ? count > 10 : code === fewer ? count < 10 : count === 10;

export const KENO_PLAYS: readonly Play<never>[] = [
  pick(1),
  pick(2),
  pick(3),
  pick(4),
  pick(5),
  // Total big (above 810) / small (below), odd / even.
  coded("keno_sum", "sum", ["B", "S", "O", "E"] as const, (code, balls) => {
    const total = totalOf(balls);
    return code === "B"
      ? total > KENO_MIDDLE_TOTAL
      : code === "S"
        ? total < KENO_MIDDLE_TOTAL
        : (total % 2 === 1) === (code === "O");
  }),
  // Upper (more of 01–40) / lower (more of 41–80) / middle (ten each).
  coded("keno_half", "half", ["U", "L", "M"] as const, (code, balls) =>
    majority(balls.filter((ball) => ball <= 40).length, code, "U", "L"),
  ),
  // More odd numbers / more even / ten each.
  coded("keno_parity", "half", ["O", "E", "T"] as const, (code, balls) =>
    majority(balls.filter((ball) => ball % 2 === 1).length, code, "O", "E"),
  ),
] as unknown as readonly Play<never>[];

/**
 * The payout table a merchant starts with, at series 2000. Picks return about 100 % over their
 * tiers (hypergeometric: k of a pick's numbers among the 20 drawn of 80). The total is big with
 * probability 0.49780 (810 exactly 0.44 %); halves and majorities are ten each with 0.20324.
 */
export const DEFAULT_KENO_PAYOUTS: Record<string, number> = {
  keno_pick1_1: 4,
  keno_pick2_2: 16.6,
  keno_pick3_3: 50,
  keno_pick3_2: 2.2,
  keno_pick4_4: 118,
  keno_pick4_3: 8,
  keno_pick4_2: 1.35,
  keno_pick5_5: 520,
  keno_pick5_4: 30,
  keno_pick5_3: 3.5,
  keno_sum_b: 2.008,
  keno_sum_s: 2.008,
  keno_sum_o: 2,
  keno_sum_e: 2,
  keno_half_u: 2.51,
  keno_half_l: 2.51,
  keno_half_m: 4.92,
  keno_parity_o: 2.51,
  keno_parity_e: 2.51,
  keno_parity_t: 4.92,
};
