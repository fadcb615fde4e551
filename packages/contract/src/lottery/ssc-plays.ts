// SSC (five digits 0–9) plays of the lottery notes. Every single bet has a probability; the odds
// are 1/probability × series/2000 (the prize-group model). Positions are separated by "|", choices
// within a position by ","; a section ("front", "middle", "last") comes first, then ";".
import {
  ballsOf,
  choose,
  definePlay,
  type Hit,
  type Play,
  parseCodes,
  parseNumbers,
  parseRows,
} from "./play-types.ts";

type Probability = readonly [number, number];
const won = (probability: Probability, times: number): Hit[] =>
  times > 0 ? [{ odds: { probability }, times }] : [];

const SECTIONS3 = { front: 0, middle: 1, last: 2 } as const;
const SECTIONS2 = { front: 0, last: 3 } as const;

function splitSection<S extends Record<string, number>>(content: string, sections: S) {
  const [name, rest] = content.split(";");
  if (rest === undefined || !name || !Object.hasOwn(sections, name)) return null;
  return { start: sections[name as keyof S] as number, rest };
}

/** "1,2|3|..." with exactly `positions` positions of digits; empty positions allowed when `sparse`. */
const parsePositions = (text: string, positions: number, sparse: boolean) =>
  parseRows(text, positions, { min: 0, max: 9, width: 1 }, sparse);

/** Straight: one digit per position of a run of `width` positions, in order. */
function straight(id: string, width: number, sections?: Record<string, number>) {
  return definePlay<{ start: number; digits: number[][] }>({
    id,
    tab: `star${width}`,
    parse: (content) => {
      const split = sections ? splitSection(content, sections) : { start: 5 - width, rest: content };
      if (!split) return null;
      const digits = parsePositions(split.rest, width, false);
      return digits ? { start: split.start, digits } : null;
    },
    singles: ({ digits }) => digits.reduce((product, list) => product * list.length, 1),
    cost: () => 1,
    hits: ({ start, digits }, result) => {
      const balls = ballsOf(result);
      const all = digits.every((list, i) => list.includes(balls[start + i]!));
      return won([1, 10 ** width], all ? 1 : 0);
    },
    odds: { probability: [1, 10 ** width] },
  });
}

/**
 * Group: `size` distinct digits in any order over a run of `size` positions (5, 4, 3 or 2 star); a
 * single bet is one set of `size` chosen digits.
 */
function group(id: string, size: number, sections?: Record<string, number>) {
  const orders = [1, 1, 2, 6, 24, 120][size]!;
  const probability: Probability = [orders, 10 ** size];
  return definePlay<{ start: number; digits: number[] }>({
    id,
    tab: `star${size}`,
    parse: (content) => {
      const split = sections ? splitSection(content, sections) : { start: 5 - size, rest: content };
      if (!split) return null;
      const digits = parseNumbers(split.rest, 0, 9, 1);
      return digits && digits.length >= size ? { start: split.start, digits } : null;
    },
    singles: ({ digits }) => choose(digits.length, size),
    cost: () => 1,
    hits: ({ start, digits }, result) => {
      const drawn = ballsOf(result).slice(start, start + size);
      const distinct = new Set(drawn);
      const all = distinct.size === size && drawn.every((digit) => digits.includes(digit));
      return won(probability, all ? 1 : 0);
    },
    odds: { probability },
  });
}

/** Group three (组三): a pair and one other digit of the chosen ones, in any order. */
const groupThreePair = definePlay<{ start: number; digits: number[] }>({
  id: "group3_pair",
  tab: "star3",
  parse: (content) => {
    const split = splitSection(content, SECTIONS3);
    const digits = split ? parseNumbers(split.rest, 0, 9, 1) : null;
    return split && digits && digits.length >= 2 ? { start: split.start, digits } : null;
  },
  singles: ({ digits }) => digits.length * (digits.length - 1),
  cost: () => 1,
  hits: ({ start, digits }, result) => {
    const drawn = ballsOf(result).slice(start, start + 3);
    const distinct = [...new Set(drawn)];
    const pair = distinct.length === 2 && distinct.every((digit) => digits.includes(digit));
    return won([3, 1000], pair ? 1 : 0);
  },
  odds: { probability: [3, 1000] },
});

/** Three digits' form, graded: triple > straight > pair > half-straight > mixed (0 and 9 adjoin). */
export type Form = "triple" | "straight" | "pair" | "half" | "mixed";
const adjoining = (a: number, b: number) => Math.abs(a - b) === 1 || Math.abs(a - b) === 9;
export function formOf(three: readonly number[]): Form {
  const [a, b, c] = three as [number, number, number];
  if (a === b && b === c) return "triple";
  if (a === b || b === c || a === c) return "pair";
  const sorted = [a, b, c].sort((x, y) => x - y) as [number, number, number];
  const run = sorted[1] - sorted[0] === 1 && sorted[2] - sorted[1] === 1;
  const wraps = sorted[0] === 0 && sorted[2] === 9 && (sorted[1] === 1 || sorted[1] === 8);
  if (run || wraps) return "straight";
  if (adjoining(a, b) || adjoining(b, c) || adjoining(a, c)) return "half";
  return "mixed";
}
const FORMS: Record<string, Form> = { T: "triple", S: "straight", P: "pair", H: "half", M: "mixed" };
/** How many of the 1,000 three-digit outcomes have each form. */
const FORM_COUNTS = (() => {
  const counts: Record<Form, number> = { triple: 0, straight: 0, pair: 0, half: 0, mixed: 0 };
  for (let n = 0; n < 1000; n += 1)
    counts[formOf([Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10])] += 1;
  return counts;
})();

const form3 = definePlay<{ start: number; forms: Form[] }>({
  id: "form3",
  tab: "form",
  parse: (content) => {
    const split = splitSection(content, SECTIONS3);
    if (!split) return null;
    const codes = split.rest.split(",");
    if (codes.some((code) => !FORMS[code]) || new Set(codes).size !== codes.length) return null;
    return { start: split.start, forms: codes.map((code) => FORMS[code]!) };
  },
  singles: ({ forms }) => forms.length,
  cost: () => 1,
  hits: ({ start, forms }, result) => {
    const form = formOf(ballsOf(result).slice(start, start + 3));
    return forms.includes(form) ? won([FORM_COUNTS[form], 1000], 1) : [];
  },
  odds: { probability: [FORM_COUNTS.pair, 1000] },
});

/** One digit per position (定位胆): any digits on any of the five positions. */
const position = definePlay<number[][]>({
  id: "position",
  tab: "position",
  parse: (content) => parsePositions(content, 5, true),
  singles: (digits) => digits.reduce((sum, list) => sum + list.length, 0),
  cost: () => 1,
  hits: (digits, result) => {
    const balls = ballsOf(result);
    return won([1, 10], digits.filter((list, i) => list.includes(balls[i]!)).length);
  },
  odds: { probability: [1, 10] },
});

/** Big (≥5) / small, odd / even of one position: "<1–5>|B,S,O,E". */
const TRAITS = ["B", "S", "O", "E"] as const;
const hasTrait = (trait: string, value: number, bigFrom: number) =>
  trait === "B"
    ? value >= bigFrom
    : trait === "S"
      ? value < bigFrom
      : trait === "O"
        ? value % 2 === 1
        : value % 2 === 0;
const parseTraits = (text: string): string[] | null => parseCodes(text, TRAITS);

const positionTraits = definePlay<{ position: number; traits: string[] }>({
  id: "bsoe",
  tab: "bsoe",
  parse: (content) => {
    const [place, rest] = content.split("|");
    const index = Number(place);
    const traits = rest === undefined ? null : parseTraits(rest);
    return Number.isInteger(index) && index >= 1 && index <= 5 && traits
      ? { position: index - 1, traits }
      : null;
  },
  singles: ({ traits }) => traits.length,
  cost: () => 1,
  hits: ({ position: place, traits }, result) => {
    const value = ballsOf(result)[place]!;
    return won([1, 2], traits.filter((trait) => hasTrait(trait, value, 5)).length);
  },
  odds: { probability: [1, 2] },
});

/** The sum of the five digits: big (≥23) / small, odd / even. */
const sumTraits = definePlay<string[]>({
  id: "sum",
  tab: "bsoe",
  parse: (content) => parseTraits(content),
  singles: (traits) => traits.length,
  cost: () => 1,
  hits: (traits, result) => {
    const sum = ballsOf(result).reduce((total, ball) => total + ball, 0);
    return won([1, 2], traits.filter((trait) => hasTrait(trait, sum, 23)).length);
  },
  odds: { probability: [1, 2] },
});

/** Dragon (1st digit higher) or tiger (5th higher); a tie loses both and pays the tie bet. */
const dragonTiger = definePlay<string[]>({
  id: "dragon_tiger",
  tab: "dragon_tiger",
  parse: (content) => {
    const sides = content.split(",");
    const valid =
      sides.every((side) => ["D", "T", "X"].includes(side)) && new Set(sides).size === sides.length;
    return valid ? sides : null;
  },
  singles: (sides) => sides.length,
  cost: () => 1,
  hits: (sides, result) => {
    const balls = ballsOf(result);
    const side = balls[0]! > balls[4]! ? "D" : balls[0]! < balls[4]! ? "T" : "X";
    if (!sides.includes(side)) return [];
    return won(side === "X" ? [1, 10] : [45, 100], 1);
  },
  odds: { probability: [45, 100] },
});

export const SSC_PLAYS: readonly Play<never>[] = [
  position,
  positionTraits,
  sumTraits,
  dragonTiger,
  form3,
  straight("star5", 5),
  group("group5", 5),
  straight("star4", 4),
  group("group4", 4),
  straight("star3", 3, SECTIONS3),
  group("group3", 3, SECTIONS3),
  groupThreePair,
  straight("star2", 2, SECTIONS2),
  group("group2", 2, SECTIONS2),
] as unknown as readonly Play<never>[];
