import { randomBytes } from "node:crypto";
import { type DrawKind, type DrawResult, drawResult, VN_LAYOUTS } from "@banca/contract/lottery/fair-draw";
import { DEFAULT_GAMES, type GameDefinition } from "@banca/server/modules/lottery/catalogue.ts";
import type { FrequencyCheck } from "./rng-games.ts";
import { type ChiSquareResult, chiSquareTest } from "./rng-statistics.ts";

/** One game per way of drawing among the games drawn from a seed (official-result games draw nothing). */
export const SEEDED_DRAWS: GameDefinition[] = DEFAULT_GAMES.filter(
  (game) => game.results !== "official",
).filter(
  (game, index, games) =>
    games.findIndex((other) => JSON.stringify(other.draw) === JSON.stringify(game.draw)) === index,
);

const balls = (result: DrawResult) => ("balls" in result ? result.balls : []);
const counter = (size: number) => new Array<number>(size).fill(0);
/** Counts each value, numbered from `first`. */
const countEach = (counts: number[], values: readonly number[], first: number) => {
  for (const value of values) counts[value - first]! += 1;
};

/** The law of the sum of K3's three dice: the number of the 216 throws giving each sum 3..18. */
const diceSumLaw = () => {
  const ways = counter(19);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]! += 1;
  return ways.slice(3).map((w) => w / 216);
};

/**
 * The law of PC28's sum (0..27): its three digits are the last digits of the sums of the sorted
 * Keno draw's balls 1–6, 7–12 and 13–18. Counting subsets of 1..80 ball by ball, tracking how many
 * are taken and each part's sum modulo 10, gives it exactly (as a share of C(80, 20)).
 */
export function pc28SumLaw(): number[] {
  // state: taken (0..20) × three digits (1000) → share of subsets so far
  let states = new Map<number, number>([[0, 1]]);
  const key = (taken: number, digits: number) => taken * 1000 + digits;
  for (let ball = 1; ball <= 80; ball++) {
    const next = new Map<number, number>();
    const add = (k: number, w: number) => next.set(k, (next.get(k) ?? 0) + w);
    for (const [k, weight] of states) {
      const taken = Math.floor(k / 1000);
      const digits = k % 1000;
      add(k, weight);
      if (taken === 20) continue;
      const part = Math.floor(taken / 6);
      let updated = digits;
      if (part < 3) {
        const place = 10 ** (2 - part);
        const digit = Math.floor(digits / place) % 10;
        updated = digits - digit * place + ((digit + (ball % 10)) % 10) * place;
      }
      add(key(taken + 1, updated), weight);
    }
    states = next;
  }
  const law = counter(28);
  let total = 0;
  for (const [k, weight] of states) {
    if (Math.floor(k / 1000) !== 20) continue;
    const digits = k % 1000;
    law[Math.floor(digits / 100) + (Math.floor(digits / 10) % 10) + (digits % 10)]! += weight;
    total += weight;
  }
  return law.map((w) => w / total);
}

type Tally = { name: string; counts: number[]; law?: number[]; add: (result: DrawResult) => void };

function talliesFor(code: string, draw: DrawKind): Tally[] {
  const tally = (
    name: string,
    size: number,
    add: (counts: number[], result: DrawResult) => void,
    law?: number[],
  ) => {
    const counts = counter(size);
    return { name: `${code} ${name}`, counts, law, add: (result: DrawResult) => add(counts, result) };
  };
  switch (draw.kind) {
    case "vn":
      // Every prize number's last two digits, and the special prize's first digit.
      return [
        tally(`(${VN_LAYOUTS[draw.layout].length} prize rows): last two digits`, 100, (counts, result) => {
          if ("prizes" in result)
            for (const row of result.prizes) for (const n of row) counts[Number(n.slice(-2))]! += 1;
        }),
        tally("special prize: first digit", 10, (counts, result) => {
          if ("prizes" in result) counts[Number(result.prizes[0]![0]![0])]! += 1;
        }),
      ];
    case "digits":
      return [
        tally("digits", 10, (counts, result) => countEach(counts, balls(result), 0)),
        tally(
          "first two digits",
          100,
          (counts, result) => (counts[balls(result)[0]! * 10 + balls(result)[1]!]! += 1),
        ),
      ];
    case "dice":
      return [
        tally("faces", 6, (counts, result) => countEach(counts, balls(result), 1)),
        tally(
          "sum of three dice",
          16,
          (counts, result) => (counts[balls(result).reduce((a, b) => a + b, 0) - 3]! += 1),
          diceSumLaw(),
        ),
      ];
    case "permutation":
      return [
        tally("first place", draw.size, (counts, result) => (counts[balls(result)[0]! - 1]! += 1)),
        tally("last place", draw.size, (counts, result) => (counts[balls(result).at(-1)! - 1]! += 1)),
      ];
    case "pick":
      return [
        tally("first ball", draw.from, (counts, result) => (counts[balls(result)[0]! - 1]! += 1)),
        // Balls of one draw are never alike, so this cell-by-cell test is a little conservative.
        tally("every ball drawn", draw.from, (counts, result) => countEach(counts, balls(result), 1)),
      ];
    case "pc28":
      return [
        tally(
          "sum",
          28,
          (counts, result) => (counts[balls(result).reduce((a, b) => a + b, 0)]! += 1),
          pc28SumLaw(),
        ),
      ];
  }
}

/** `sample` draws of each seeded game from fresh seeds, by the very function the server draws with. */
export async function lotteryFrequencies(sample: number): Promise<FrequencyCheck[]> {
  const checks: FrequencyCheck[] = [];
  for (const { code, draw } of SEEDED_DRAWS) {
    const tallies = talliesFor(code, draw);
    for (let i = 0; i < sample; i += 1) {
      const result = await drawResult(draw, randomBytes(32).toString("hex"), code, String(20260101_0000 + i));
      for (const t of tallies) t.add(result);
    }
    for (const t of tallies) {
      const result: ChiSquareResult = chiSquareTest(t.counts, t.law);
      checks.push({ name: t.name, sample, ...result });
    }
  }
  return checks;
}
