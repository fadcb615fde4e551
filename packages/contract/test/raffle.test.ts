import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawRaffle, firstTickets } from "../src/raffle.ts";

/** A 32-byte seed per test case (the draw hashes it with HMAC-SHA256, so any bytes do). */
const seedOf = (n: number) => `${n.toString(16).padStart(8, "0")}`.repeat(8);

describe("the raffle draw", () => {
  it("numbers tickets holder after holder", () => {
    expect(firstTickets([5, 10, 15, 20])).toEqual([1, 6, 16, 31]);
  });

  it("gives each holder one place at most, a ticket of its own range, as many places as it can", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (holders, places, n) => {
          const picks = await drawRaffle({
            seed: seedOf(n),
            promotionId: 7,
            holders,
            places,
            repeatWins: false,
          });
          expect(picks).toHaveLength(Math.min(places, holders.length));
          expect(new Set(picks.map((pick) => pick.holder)).size).toBe(picks.length);
          const firsts = firstTickets(holders);
          for (const [index, pick] of picks.entries()) {
            expect(pick.place).toBe(index + 1);
            expect(pick.ticket).toBeGreaterThanOrEqual(firsts[pick.holder]!);
            expect(pick.ticket).toBeLessThan(firsts[pick.holder]! + holders[pick.holder]!);
          }
          // The same seed, raffle and tickets give the same places: anyone can recompute them.
          expect(
            await drawRaffle({ seed: seedOf(n), promotionId: 7, holders, places, repeatWins: false }),
          ).toEqual(picks);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws distinct tickets when one member may win several places", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (holders, places, n) => {
          const total = holders.reduce((sum, tickets) => sum + tickets, 0);
          const picks = await drawRaffle({
            seed: seedOf(n),
            promotionId: 9,
            holders,
            places,
            repeatWins: true,
          });
          expect(picks).toHaveLength(Math.min(places, total));
          expect(new Set(picks.map((pick) => pick.ticket)).size).toBe(picks.length);
          const firsts = firstTickets(holders);
          for (const pick of picks) {
            expect(pick.ticket).toBeGreaterThanOrEqual(firsts[pick.holder]!);
            expect(pick.ticket).toBeLessThan(firsts[pick.holder]! + holders[pick.holder]!);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("differs per raffle for the same seed, and weighs each holder by its tickets", async () => {
    const holders = [1, 3];
    const a = await drawRaffle({
      seed: seedOf(1),
      promotionId: 1,
      holders: [50, 50],
      places: 2,
      repeatWins: true,
    });
    const b = await drawRaffle({
      seed: seedOf(1),
      promotionId: 2,
      holders: [50, 50],
      places: 2,
      repeatWins: true,
    });
    expect(a).not.toEqual(b);
    let second = 0;
    const draws = 1000;
    for (let n = 0; n < draws; n += 1) {
      const [first] = await drawRaffle({
        seed: seedOf(n),
        promotionId: 3,
        holders,
        places: 1,
        repeatWins: false,
      });
      if (first!.holder === 1) second += 1;
    }
    // Three tickets of four: about 75 % of first places (750 ± 5 standard deviations of 13.7).
    expect(second).toBeGreaterThan(750 - 68);
    expect(second).toBeLessThan(750 + 68);
  }, 60_000);
});
