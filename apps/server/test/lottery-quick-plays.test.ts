import { DEFAULT_11X5_PAYOUTS } from "@banca/contract/lottery/11x5-plays";
import { DEFAULT_K3_PAYOUTS } from "@banca/contract/lottery/k3-plays";
import { DEFAULT_KENO_PAYOUTS } from "@banca/contract/lottery/keno-plays";
import { DEFAULT_PC28_PAYOUTS } from "@banca/contract/lottery/pc28-plays";
import { DEFAULT_PK10_PAYOUTS } from "@banca/contract/lottery/pk10-plays";
import { findPlay, payoutOf, playRows, playsOf, readSelection } from "@banca/contract/lottery/plays";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUICK_FAMILIES } from "./support/lottery-selections.ts";
import { expandSingles, type QuickFamily, winningMilli } from "./support/lottery-singles.ts";

const TABLES: Record<QuickFamily, Record<string, number>> = {
  PK10: DEFAULT_PK10_PAYOUTS,
  K3: DEFAULT_K3_PAYOUTS,
  "11X5": DEFAULT_11X5_PAYOUTS,
  PC28: DEFAULT_PC28_PAYOUTS,
  KENO: DEFAULT_KENO_PAYOUTS,
};

/** What the bet pays at price 1.00 (100 minor units), multiple 1, series 1800 (odds × 0.9). */
const pays = (group: QuickFamily, play: string, content: string, balls: number[]) =>
  payoutOf(
    { groupCode: group, layout: null, play, content, price: 100n, multiple: 1, series: 1800 },
    { balls },
    TABLES[group],
  );

// Each case: a selection, the draw, and its payout worked out by hand from the default table's
// odds at series 2000 times 0.9, per winning single, times 100, rounded down once per bet.
describe("quick-draw bets at series 1800 against hand-computed draws (price 1.00)", () => {
  const PK10 = [3, 7, 1, 10, 5, 2, 9, 4, 8, 6];
  const K3 = [2, 2, 5];
  const X5 = [3, 8, 1, 11, 6];
  const KENO = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each([
    // PK10: place 1 is car 3, place 2 car 7, …, place 10 car 6.
    ["PK10", "pk10_position", "03,07|07||||||||", PK10, 1_800n], // 2 hits × 9
    ["PK10", "pk10_position", "01,02,04,05,06,07,08,09,10|||||||||", PK10, 0n],
    ["PK10", "pk10_bsoe", "1|B,S,O,E", PK10, 360n], // car 3: small and odd, 2 × 1.8
    ["PK10", "pk10_bsoe", "4|B,E", PK10, 360n], // car 10: big and even
    ["PK10", "pk10_dragon_tiger", "1|D", PK10, 0n], // 3 against 6: tiger
    ["PK10", "pk10_dragon_tiger", "1|T", PK10, 180n],
    ["PK10", "pk10_dragon_tiger", "4|D,T", PK10, 180n], // 10 against 9: dragon
    ["PK10", "pk10_sum2", "10,11", PK10, 1_012n], // 3 + 7 = 10: 90/8 × 0.9 = 10.125
    ["PK10", "pk10_sum2_bsoe", "B,S,O,E", PK10, 364n], // 10 is small (1.62) and even (2.025)
    ["PK10", "pk10_top1", "03", PK10, 900n],
    ["PK10", "pk10_top2", "03,07|03,07", PK10, 8_100n], // 2 singles, 3-7 wins 90 × 0.9
    ["PK10", "pk10_top2", "07|03", PK10, 0n],
    ["PK10", "pk10_top3", "03|07|01", PK10, 64_800n],
    // K3: dice 2, 2, 5 (sum 9).
    ["K3", "k3_sum", "9,10", K3, 777n], // 216/25 × 0.9 = 7.776
    ["K3", "k3_bsoe", "B,S,O,E", K3, 365n], // small 2.057 × 0.9 = 1.8513 and odd 1.8
    ["K3", "k3_bsoe", "B,E", [4, 4, 4], 180n], // a triple: big loses, even wins
    ["K3", "k3_any_triple", "T", K3, 0n],
    ["K3", "k3_any_triple", "T", [4, 4, 4], 3_240n],
    ["K3", "k3_triple", "4,5", [4, 4, 4], 19_440n],
    ["K3", "k3_pair", "2,5", K3, 1_215n], // 13.5 × 0.9
    ["K3", "k3_pair_single", "2|5", K3, 6_480n],
    ["K3", "k3_pair_single", "5|2", K3, 0n],
    ["K3", "k3_diff3", "1,2,5", K3, 0n],
    ["K3", "k3_diff3", "1,2,5", [5, 1, 2], 3_240n],
    ["K3", "k3_diff2", "2,5,6", K3, 648n], // the pair 2-5 of three
    ["K3", "k3_run", "R", [3, 1, 2], 810n],
    ["K3", "k3_run", "R", [6, 1, 2], 0n],
    // 11x5: 03, 08, 01, 11, 06 in that order.
    ["11X5", "11x5_any1", "03,04", X5, 198n],
    ["11X5", "11x5_any2", "03,08,09", X5, 495n],
    ["11X5", "11x5_any3", "01,03,08", X5, 1_485n],
    ["11X5", "11x5_any4", "01,03,06,08,11", X5, 29_700n], // all 5 of 5 chosen drawn: 5 winning fours
    ["11X5", "11x5_any5", "01,03,06,08,11", X5, 41_580n],
    ["11X5", "11x5_front3", "03|08|01", X5, 89_100n],
    ["11X5", "11x5_front3_group", "01,03,08,09", X5, 14_850n],
    ["11X5", "11x5_front2", "03|08", X5, 9_900n],
    ["11X5", "11x5_front2", "08|03", X5, 0n],
    ["11X5", "11x5_front2_group", "03,08", X5, 4_950n],
    ["11X5", "11x5_position", "03||01|11|", X5, 2_970n],
    // PC28: 3 + 5 + 8 = 16 (big, even, green); 9 + 9 + 9 = 27 (very big, no colour).
    ["PC28", "pc28_number", "16", [3, 5, 8], 1_304n], // 69 of 1000 draws: 14.492 × 0.9
    ["PC28", "pc28_bsoe", "B,E,BE,SO", [3, 5, 8], 694n], // 1.8 + 1.8 + 3.717 × 0.9
    ["PC28", "pc28_extreme", "XB,XS", [3, 5, 8], 0n],
    ["PC28", "pc28_extreme", "XB,XS", [9, 9, 9], 1_607n], // 1000/56 = 17.857, × 0.9
    ["PC28", "pc28_colour", "R,G,B", [3, 5, 8], 348n], // green: 1000/258 = 3.875, × 0.9
    ["PC28", "pc28_colour", "R,G,B", [9, 9, 9], 0n],
    ["PC28", "pc28_colour", "R,G,B", [4, 5, 5], 0n], // 14 has no colour
    // Keno: 01–20 drawn (total 210, all in the upper half, ten odd).
    ["KENO", "keno_pick1", "01,41", KENO, 360n],
    ["KENO", "keno_pick3", "01,02,03", KENO, 4_500n],
    ["KENO", "keno_pick3", "01,02,41", KENO, 198n], // two of three: 2.2 × 0.9
    ["KENO", "keno_pick3", "01,02,41,42", KENO, 396n], // two singles hit two
    ["KENO", "keno_pick4", "01,02,03,41,42", KENO, 1_804n], // 2 singles hit 3 (7.2), 3 hit 2 (1.215)
    ["KENO", "keno_pick5", "01,02,03,04,05,06", KENO, 280_800n], // six fives, each 520 × 0.9
    ["KENO", "keno_sum", "B,S,O,E", KENO, 360n], // small 2.008 × 0.9 = 1.8072 and even 1.8
    ["KENO", "keno_half", "U,L,M", KENO, 225n],
    ["KENO", "keno_parity", "T", KENO, 442n],
  ] as const)("%s %s %s on %j pays %s", (group, play, content, balls, expected) => {
    expect(pays(group, play, content, [...balls])).toBe(expected);
  });

  it.each([
    ["PK10", "pk10_position", "3||||||||||"], // cars are written with two digits
    ["PK10", "pk10_position", "11|||||||||"],
    ["PK10", "pk10_position", "01|02"],
    ["PK10", "pk10_bsoe", "11|B"],
    ["PK10", "pk10_dragon_tiger", "6|D"],
    ["PK10", "pk10_sum2", "2"],
    ["PK10", "pk10_top3", "01,02|01,02|01,02"], // no three different cars
    ["K3", "k3_sum", "19"],
    ["K3", "k3_triple", "7"],
    ["K3", "k3_pair_single", "2|2"],
    ["K3", "k3_diff3", "1,2"],
    ["K3", "k3_any_triple", "X"],
    ["11X5", "11x5_any5", "01,02,03,04"],
    ["11X5", "11x5_any1", "12"],
    ["11X5", "11x5_front2", "01|01"],
    ["PC28", "pc28_number", "28"],
    ["PC28", "pc28_colour", "R,R"],
    ["KENO", "keno_pick5", "01,02,03,04"],
    ["KENO", "keno_pick1", "81"],
    ["KENO", "keno_pick2", "01,02,03,04,05,06,07,08,09,10,11"], // more than ten numbers
  ] as const)("%s %s refuses %s", (group, play, content) => {
    expect(readSelection(findPlay(group, null, play)!, content, { layout: null })).toBeNull();
  });

  it("counts single bets as the players' boards do", () => {
    const count = (group: QuickFamily, play: string, content: string) =>
      readSelection(findPlay(group, null, play)!, content, { layout: null })?.singles;
    expect(count("PK10", "pk10_top3", "01,02|01,02|03")).toBe(2);
    expect(count("11X5", "11x5_any5", "01,02,03,04,05,06,07")).toBe(21);
    // 1-2-3, 1-2-4, 1-3-4, 2-3-4: a number never stands on two places.
    expect(count("11X5", "11x5_front3", "01,02|02,03|03,04")).toBe(4);
    expect(count("K3", "k3_pair_single", "1,2|3,4,5")).toBe(6);
    expect(count("KENO", "keno_pick4", "01,02,03,04,05,06,07,08,09,10")).toBe(210);
  });
});

describe("payouts are the sum of the winning single bets' odds times the unit", () => {
  const families = QUICK_FAMILIES.map((family) => [family.group, family] as const);
  it.each(families)("%s: any selection, any draw, any series and multiple", (_, family) => {
    const table = TABLES[family.group];
    fc.assert(
      fc.property(
        family.result,
        fc.oneof(...family.selections),
        fc.integer({ min: 1700, max: 1950 }),
        fc.integer({ min: 1, max: 20 }),
        (balls, { play, content }, series, multiple) => {
          const singles = expandSingles(play, content);
          const read = readSelection(findPlay(family.group, null, play)!, content, { layout: null });
          expect(read?.singles, `${play} ${content}`).toBe(singles.length);
          const milli = winningMilli(singles, balls, table, series);
          const price = 100n;
          const paid = payoutOf(
            { groupCode: family.group, layout: null, play, content, price, multiple, series },
            { balls },
            table,
          );
          expect(paid, `${play} ${content} on ${balls}`).toBe((milli * price * BigInt(multiple)) / 1000n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each(families)("%s: the default table prices every row of every play", (_, family) => {
    for (const play of playsOf(family.group, null)) {
      for (const row of playRows(play)) expect(TABLES[family.group][row], row).toBeGreaterThan(0);
    }
    // The generators cover every play of the family.
    expect(new Set(family.plays)).toEqual(new Set(playsOf(family.group, null).map((play) => play.id)));
  });
});
