import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { VnLayout } from "../src/lottery/fair-draw.ts";
import { findPlay, playsOf } from "../src/lottery/plays.ts";
import { winChance } from "../src/lottery/win-chance.ts";

const chanceOf = (group: string, play: string, content: string, layout: VnLayout | null = null) => {
  const found = findPlay(group, layout, play);
  if (!found) throw new Error(`no play ${play}`);
  const selection = found.parse(content, { layout });
  if (selection === null) throw new Error(`unreadable ${content}`);
  const { numerator, denominator } = winChance(group, found, selection, layout);
  return Number(numerator) / Number(denominator);
};
const digits = (list: number[]) => list.join(",");

describe("a lottery line's chance to win anything", () => {
  it("is a digit's share of the last position, and certain with all ten", () => {
    expect(chanceOf("SSC", "position", "||||9")).toBe(0.1);
    expect(chanceOf("SSC", "position", "||||0,1,2,3,4,5,6,7,8")).toBe(0.9);
    expect(chanceOf("SSC", "position", "||||0,1,2,3,4,5,6,7,8,9")).toBe(1);
    expect(chanceOf("SSC", "position", "5||||5")).toBeCloseTo(0.19, 10);
  });

  it("grows with the digits chosen on a position, to their share of the ten", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 10 }),
        (chosen) => {
          const line = (list: number[]) => chanceOf("SSC", "position", `||||${digits([...list].sort())}`);
          expect(line(chosen)).toBeGreaterThan(line(chosen.slice(1)));
          expect(line(chosen)).toBeCloseTo(chosen.length / 10, 12);
        },
      ),
    );
  });

  it("is certain for every option of a single market", () => {
    expect(chanceOf("SSC", "bsoe", "3|B,S")).toBe(1);
    expect(chanceOf("SSC", "sum", "O,E")).toBe(1);
    expect(chanceOf("SSC", "dragon_tiger", "D,T,X")).toBe(1);
    expect(chanceOf("SSC", "form3", "front;T,S,P,H,M")).toBe(1);
    expect(chanceOf("K3", "k3_sum", digits(Array.from({ length: 16 }, (_, i) => i + 3)))).toBe(1);
    expect(chanceOf("K3", "k3_bsoe", "O,E")).toBe(1);
    expect(chanceOf("PC28", "pc28_number", digits(Array.from({ length: 28 }, (_, i) => i)))).toBe(1);
    expect(chanceOf("PK10", "pk10_dragon_tiger", "1|D,T")).toBe(1);
    expect(chanceOf("PK10", "pk10_position", "01,02,03,04,05,06,07,08,09,10|||||||||")).toBe(1);
    expect(chanceOf("11X5", "11x5_any1", "01,02,03,04,05,06,07")).toBe(1);
    expect(chanceOf("KENO", "keno_half", "U,L,M")).toBe(1);
    expect(chanceOf("KENO", "keno_sum", "O,E")).toBe(1);
    expect(chanceOf("VN", "de_duoi", "0,1,2,3,4,5,6,7,8,9", "north")).toBe(1);
  });

  it("matches the single's own probability for a single bet", () => {
    expect(chanceOf("K3", "k3_sum", "10")).toBeCloseTo(27 / 216, 12);
    expect(chanceOf("K3", "k3_bsoe", "B")).toBeCloseTo(105 / 216, 12);
    expect(chanceOf("PK10", "pk10_top2", "01|02")).toBeCloseTo(1 / 90, 12);
    expect(chanceOf("11X5", "11x5_any5", "01,02,03,04,05")).toBeCloseTo(1 / 462, 12);
    expect(chanceOf("KENO", "keno_pick1", "07")).toBeCloseTo(0.25, 12);
    expect(chanceOf("VN", "de", "27", "south")).toBeCloseTo(0.01, 12);
    expect(chanceOf("VN", "lo2", "27", "north")).toBeCloseTo(1 - 0.99 ** 27, 12);
  });

  it("counts a lô line over every prize: 30 numbers in the North win more often than 90 %", () => {
    const thirty = digits(Array.from({ length: 30 }, (_, i) => String(i).padStart(2, "0")) as never);
    expect(chanceOf("VN", "lo2", thirty, "north")).toBeCloseTo(1 - 0.7 ** 27, 12);
    expect(chanceOf("VN", "xien2", "01,02", "north")).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 12);
    expect(chanceOf("VN", "truot4", "01,02,03,04", "north")).toBeCloseTo(0.96 ** 27, 12);
  });

  it("stays between 0 and 1 and never falls when a pick grows (11x5, keno, xiên)", () => {
    const cases: [string, string, number, number, number, VnLayout | null][] = [
      ["11X5", "11x5_any3", 1, 11, 3, null],
      ["KENO", "keno_pick3", 1, 80, 3, null],
      ["VN", "xien2", 0, 99, 2, "south"],
    ];
    for (const [group, play, min, max, least, layout] of cases) {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.integer({ min, max }), { minLength: least + 1, maxLength: 10 }),
          (picked) => {
            const text = (list: number[]) =>
              digits([...list].sort((a, b) => a - b).map((v) => String(v).padStart(2, "0")) as never);
            const more = chanceOf(group, play, text(picked), layout);
            const fewer = chanceOf(group, play, text(picked.slice(1)), layout);
            expect(more).toBeGreaterThanOrEqual(fewer);
            expect(more).toBeLessThanOrEqual(1);
          },
        ),
        { numRuns: 30 },
      );
    }
  });

  it("knows every play of every group", () => {
    for (const group of ["SSC", "K3", "PC28", "PK10", "11X5", "KENO"]) {
      for (const play of playsOf(group, null))
        expect(() => winChance(group, play, null as never, null)).not.toThrow(/no win chance/);
    }
    for (const layout of ["north", "south"] as const) {
      for (const play of playsOf("VN", layout)) {
        expect(() => winChance("VN", play, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as never, layout)).not.toThrow();
      }
    }
  });
});
