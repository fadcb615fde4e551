// PC28 plays (lottery notes): the draw is three digits (each the last digit of a sum of six Keno
// balls), and every play reads their total 0–27. Odds are rows of the group's payout table at series
// 2000, paid scaled by the bet's series; the default table takes the three digits as independent.
import {
  ballsOf,
  definePlay,
  fairOdds,
  type Play,
  parseCodes,
  parseNumbers,
  range,
  rowHits,
  seriesRow,
} from "./play-types.ts";

const totalOf = (result: Parameters<typeof ballsOf>[0]) =>
  ballsOf(result).reduce((sum, digit) => sum + digit, 0);

/** How many of the 1,000 three-digit draws make each total 0–27. */
export const PC28_WAYS: Record<number, number> = (() => {
  const ways: Record<number, number> = {};
  for (let n = 0; n < 1000; n += 1) {
    const total = Math.floor(n / 100) + (Math.floor(n / 10) % 10) + (n % 10);
    ways[total] = (ways[total] ?? 0) + 1;
  }
  return ways;
})();

/** The colour (wave) of a total; 0, 13, 14 and 27 have none and every colour bet loses on them. */
export const PC28_COLOURS = {
  R: [3, 6, 9, 12, 15, 18, 21, 24],
  G: [1, 4, 7, 10, 16, 19, 22, 25],
  B: [2, 5, 8, 11, 17, 20, 23, 26],
} as const;
type Colour = keyof typeof PC28_COLOURS;

/** Big 14–27 / small 0–13, odd / even, and the four pairs of both. */
const TRAITS = ["B", "S", "O", "E", "BO", "BE", "SO", "SE"] as const;
type Trait = (typeof TRAITS)[number];
const traitHolds = (trait: Trait, total: number): boolean =>
  [...trait].every((part) =>
    part === "B" ? total >= 14 : part === "S" ? total <= 13 : (total % 2 === 1) === (part === "O"),
  );

/** Extremes: very big 22–27, very small 0–5. */
const EXTREMES = { XB: (total: number) => total >= 22, XS: (total: number) => total <= 5 } as const;

/** Codes of a play, each winning by its own row `<id>_<code>` when `holds(code, total)`. */
function coded<C extends string>(
  id: string,
  tab: string,
  codes: readonly C[],
  holds: (code: C, total: number) => boolean,
) {
  return definePlay<C[]>({
    id,
    tab,
    rows: codes.map((code) => `${id}_${code.toLowerCase()}`),
    parse: (content) => parseCodes(content, codes),
    singles: (chosen) => chosen.length,
    cost: () => 1,
    hits: (chosen, result) => {
      const total = totalOf(result);
      return chosen
        .filter((code) => holds(code, total))
        .flatMap((code) => rowHits(`${id}_${code.toLowerCase()}`, 1));
    },
    odds: seriesRow(`${id}_${codes[0]!.toLowerCase()}`),
  });
}

/** The exact total: any of 0–27, each its own row. */
const number = definePlay<number[]>({
  id: "pc28_number",
  tab: "number",
  rows: range(0, 27).map((total) => `pc28_number_${total}`),
  parse: (content) => {
    const totals = parseNumbers(content, 0, 27);
    return totals && totals.length > 0 ? totals : null;
  },
  singles: (totals) => totals.length,
  cost: () => 1,
  hits: (totals, result) => {
    const total = totalOf(result);
    return totals.includes(total) ? rowHits(`pc28_number_${total}`, 1) : [];
  },
  odds: seriesRow("pc28_number_13"),
});

export const PC28_PLAYS: readonly Play<never>[] = [
  number,
  coded("pc28_bsoe", "bsoe", TRAITS, traitHolds),
  coded("pc28_extreme", "bsoe", ["XB", "XS"] as const, (code, total) => EXTREMES[code](total)),
  coded("pc28_colour", "colour", ["R", "G", "B"] as const, (code: Colour, total) =>
    (PC28_COLOURS[code] as readonly number[]).includes(total),
  ),
] as unknown as readonly Play<never>[];

const waysOf = (totals: readonly number[]) => totals.reduce((sum, total) => sum + PC28_WAYS[total]!, 0);
const totalsWhere = (holds: (total: number) => boolean) => range(0, 27).filter(holds);

/** The payout table a merchant starts with: each row's fair odds (1 / probability) at series 2000. */
export const DEFAULT_PC28_PAYOUTS: Record<string, number> = {
  ...Object.fromEntries(
    range(0, 27).map((total) => [`pc28_number_${total}`, fairOdds(PC28_WAYS[total]!, 1000)]),
  ),
  ...Object.fromEntries(
    TRAITS.map((trait) => [
      `pc28_bsoe_${trait.toLowerCase()}`,
      fairOdds(waysOf(totalsWhere((total) => traitHolds(trait, total))), 1000),
    ]),
  ),
  pc28_extreme_xb: fairOdds(waysOf(totalsWhere(EXTREMES.XB)), 1000),
  pc28_extreme_xs: fairOdds(waysOf(totalsWhere(EXTREMES.XS)), 1000),
  ...Object.fromEntries(
    (Object.keys(PC28_COLOURS) as Colour[]).map((colour) => [
      `pc28_colour_${colour.toLowerCase()}`,
      fairOdds(waysOf(PC28_COLOURS[colour]), 1000),
    ]),
  ),
};
