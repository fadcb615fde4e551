import type { DrawResult } from "@banca/contract/lottery/fair-draw";
import { findPlay, payoutOf, readSelection } from "@banca/contract/lottery/plays";
import { DEFAULT_VN_PAYOUTS } from "@banca/contract/lottery/vn-plays";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// Hand-made result tables (special prize first) and what each bet must pay, worked out by hand.
const NORTH: DrawResult = {
  prizes: [
    ["12345"],
    ["67890"],
    ["11122", "33344"],
    ["55566", "77788", "99900", "12312", "45645", "78978"],
    ["1234", "5678", "9012", "3456"],
    ["7890", "1111", "2222", "3333", "4444", "5555"],
    ["666", "777", "888"],
    ["45", "45", "09", "10"],
  ],
};
const SOUTH: DrawResult = {
  prizes: [
    ["123456"],
    ["11111"],
    ["22222"],
    ["33333", "44444"],
    ["55555", "66666", "77777", "88888", "99999", "12121", "34343"],
    ["5656"],
    ["7878", "9090", "1212"],
    ["345"],
    ["56"],
  ],
};

const vn = (layout: "north" | "south", play: string, content: string, result: DrawResult) =>
  payoutOf(
    { groupCode: "VN", layout, play, content, price: 100n, multiple: 1, series: null },
    result,
    DEFAULT_VN_PAYOUTS[layout]!,
  );
const ssc = (play: string, content: string, balls: number[]) =>
  payoutOf(
    { groupCode: "SSC", layout: null, play, content, price: 100n, multiple: 1, series: 1800 },
    { balls },
    null,
  );

describe("Vietnamese bets against hand-computed result tables (price 1.00, North / South tables)", () => {
  it.each([
    // "45" ends the special, the 3rd prize 45645 and two 7th prizes: 4 appearances × 80
    ["north", "lo2", "45", 32_000n],
    ["north", "lo2", "45,99", 32_000n],
    ["north", "lo3", "345", 60_000n],
    ["north", "lo4", "2345", 400_000n],
    ["north", "bao8", "45", 24_000n],
    ["north", "de", "45", 9_500n],
    ["north", "de", "46", 0n],
    ["north", "de_dau", "4", 900n],
    ["north", "de_duoi", "5", 900n],
    ["north", "de_duoi", "4", 0n],
    ["north", "de_nhat", "90", 9_500n],
    ["north", "de_tail", "45", 4_000n],
    ["north", "ba_cang", "345", 65_000n],
    ["north", "bon_so", "2345", 450_000n],
    ["north", "xien2", "45,12", 1_000n],
    ["north", "xien2", "12,45,78", 3_000n],
    ["north", "xien3", "12,45,99", 0n],
    ["north", "xien4", "12,45,78,90", 15_000n],
    ["north", "da", "09,10", 1_000n],
    ["north", "truot4", "01,02,03,04", 200n],
    ["north", "truot4", "01,02,03,45", 0n],
    ["south", "lo2", "56", 21_000n],
    ["south", "bao7", "56", 21_000n],
    ["south", "de_tail", "56", 1_800n],
    ["south", "de", "56", 9_000n],
    ["south", "ba_cang", "456", 60_000n],
  ] as const)("%s %s %s pays %s", (layout, play, content, expected) => {
    expect(vn(layout, play, content, layout === "north" ? NORTH : SOUTH)).toBe(expected);
  });

  it("charges a lô point for every prize row: 27 in the North, 18 in the South", () => {
    const lo = findPlay("VN", "north", "lo2")!;
    expect(readSelection(lo, "05,06", { layout: "north" })).toMatchObject({ singles: 2, cost: 27 });
    expect(readSelection(findPlay("VN", "south", "lo2")!, "05", { layout: "south" })?.cost).toBe(18);
    expect(readSelection(findPlay("VN", "north", "lo3")!, "005", { layout: "north" })?.cost).toBe(23);
    expect(readSelection(findPlay("VN", "south", "lo4")!, "0005", { layout: "south" })?.cost).toBe(16);
    expect(findPlay("VN", "north", "bao7")).toBeNull();
    expect(readSelection(lo, "5", { layout: "north" })).toBeNull();
    expect(readSelection(lo, "100", { layout: "north" })).toBeNull();
  });
});

describe("SSC bets at series 1800 against hand-computed draws (price 1.00)", () => {
  it.each([
    ["position", "1,2||3||", [1, 2, 3, 4, 5], 1_800n],
    ["bsoe", "1|B,S,O,E", [1, 2, 3, 4, 5], 360n],
    ["sum", "B,S,O,E", [1, 2, 3, 4, 5], 360n],
    ["dragon_tiger", "D,T", [1, 2, 3, 4, 5], 200n],
    ["dragon_tiger", "X", [5, 2, 3, 4, 5], 900n],
    ["form3", "front;S", [1, 2, 3, 4, 5], 1_500n],
    ["form3", "front;P", [1, 1, 2, 0, 9], 333n],
    // 0 and 9 adjoin: a half straight; 60 three-digit sets of 720 orders have one adjoining pair
    // and are no straight, so p = 360/1000 and the odds 1000/360 × 0.9 = 2.5
    ["form3", "last;H", [1, 1, 2, 0, 9], 250n],
    ["star5", "1|2|3|4|5", [1, 2, 3, 4, 5], 9_000_000n],
    ["star5", "1|2|3|4|6", [1, 2, 3, 4, 5], 0n],
    ["star3", "last;3|4|5", [1, 2, 3, 4, 5], 90_000n],
    ["group3", "front;1,2,3,7", [1, 2, 3, 4, 5], 15_000n],
    ["group3_pair", "front;1,2", [1, 1, 2, 0, 9], 30_000n],
    ["group2", "last;4,5,6", [1, 2, 3, 4, 5], 4_500n],
    // 120 orders of 100,000: odds 100000/120 × 0.9 = 750
    ["group5", "1,2,3,4,5", [5, 4, 3, 2, 1], 75_000n],
  ] as const)("%s %s on %j pays %s", (play, content, balls, expected) => {
    expect(ssc(play, content, [...balls])).toBe(expected);
  });

  it("pays in proportion to price and multiple, and never more than 1/p × series/2000 per winning single", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1700, max: 1950 }),
        (balls, positions, multiple, series) => {
          fc.pre(positions.some((list) => list.length > 0));
          const content = positions.map((list) => list.join(",")).join("|");
          const bet = { groupCode: "SSC", layout: null, play: "position", content, price: 100n, series };
          const one = payoutOf({ ...bet, multiple: 1 }, { balls }, null);
          const many = payoutOf({ ...bet, multiple }, { balls }, null);
          const hits = positions.filter((list, i) => list.includes(balls[i]!)).length;
          expect(one).toBe((BigInt(hits) * ((1000n * BigInt(series) * 10n) / 2000n) * 100n) / 1000n);
          expect(many).toBe(
            (BigInt(hits * multiple) * ((1000n * BigInt(series) * 10n) / 2000n) * 100n) / 1000n,
          );
        },
      ),
    );
  });

  it("pays a lô once per appearance of each chosen number, whatever the table", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 27, maxLength: 27 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 1, maxLength: 10 }),
        (numbers, chosen) => {
          const flat = numbers.map((n) => String(n).padStart(5, "0"));
          const result = { prizes: [flat.slice(0, 1), flat.slice(1, 27)] };
          const content = chosen.map((n) => String(n).padStart(2, "0")).join(",");
          const appearances = flat.filter((n) => chosen.includes(Number(n.slice(-2)))).length;
          expect(vn("north", "lo2", content, result)).toBe(BigInt(appearances) * 8_000n);
        },
      ),
    );
  });
});
