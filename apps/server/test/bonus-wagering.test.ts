import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateTurnover, type WageringSegment } from "#app/modules/bonus/wagering.ts";

const segment = (required: number, turnoverUntilNext: number): WageringSegment => ({
  required: BigInt(required),
  turnoverUntilNext: BigInt(turnoverUntilNext),
});

describe("allocating turnover to bonuses", () => {
  it("fills the oldest bonus first and never lends turnover to a bonus credited later", () => {
    // 3.00 before the second bonus goes to the first only; 30.00 after it completes the first
    // (17.00 more) and puts 13.00 on the second; the third gets nothing yet.
    expect(allocateTurnover([segment(2000, 300), segment(1500, 3000), segment(500, 0)])).toEqual([
      2000n,
      1300n,
      0n,
    ]);
    // Turnover before a bonus never counts for it: the first is done, the rest waits for bets.
    expect(allocateTurnover([segment(100, 10_000), segment(100, 0)])).toEqual([100n, 0n]);
  });

  it("never counts more than was bet, nor more than a bonus requires, and wastes nothing it could use", () => {
    const segments = fc.array(
      fc.record({
        required: fc.bigInt({ min: 1n, max: 1_000_000n }),
        turnoverUntilNext: fc.bigInt({ min: 0n, max: 1_000_000n }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(segments, (list) => {
        const met = allocateTurnover(list);
        const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
        list.forEach((bonus, index) => {
          expect(met[index]! >= 0n && met[index]! <= bonus.required).toBe(true);
          // Bonuses from here on hold only turnover played after this one was credited.
          const playedSince = sum(list.slice(index).map((item) => item.turnoverUntilNext));
          expect(sum(met.slice(index)) <= playedSince).toBe(true);
          // A bonus left short means no turnover it could have used went unused.
          if (met[index]! < bonus.required) expect(sum(met) >= playedSince).toBe(true);
        });
        // FIFO: a bonus holds turnover only once every older bonus is complete.
        met.forEach((value, index) => {
          if (value > 0n)
            for (let older = 0; older < index; older++) expect(met[older]).toBe(list[older]!.required);
        });
      }),
    );
  });
});
