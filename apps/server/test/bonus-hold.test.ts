import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdOf, type UnfinishedBonus } from "#app/modules/bonus/withdrawable.ts";

const bonus = (amount: bigint, required: bigint, met: bigint): UnfinishedBonus => ({
  entryId: 1,
  reason: "Welcome bonus",
  amount,
  required,
  met,
  grantedAt: new Date(0),
});

describe("the hold unfinished bonuses put on the main wallet", () => {
  it("locks each unfinished bonus whole, releases a finished one, and never locks more than the balance", () => {
    // 10.00 bonus, 50.00 to bet: none of a 10.00 balance can go.
    expect(holdOf(1_000n, [bonus(1_000n, 5_000n, 0n)])).toMatchObject({
      locked: 1_000n,
      withdrawable: 0n,
      wageringLeft: 5_000n,
    });
    // Part of the turnover bet: still locked whole, the wagering left shrinks.
    expect(holdOf(11_000n, [bonus(1_000n, 5_000n, 4_999n)])).toMatchObject({
      locked: 1_000n,
      withdrawable: 10_000n,
      wageringLeft: 1n,
    });
    // The turnover met: the bonus is cash.
    expect(holdOf(11_000n, [bonus(1_000n, 5_000n, 5_000n)])).toMatchObject({
      locked: 0n,
      withdrawable: 11_000n,
      wageringLeft: 0n,
      unfinished: [],
    });
    // Lost at the tables down to 4.00: the whole balance is locked.
    expect(holdOf(400n, [bonus(1_000n, 5_000n, 600n)])).toMatchObject({ locked: 400n, withdrawable: 0n });
  });

  it("keeps withdrawable + locked equal to the balance, locked at most what the bonuses owe", () => {
    const bonuses = fc.array(
      fc
        .record({
          amount: fc.bigInt({ min: 1n, max: 1_000_000n }),
          required: fc.bigInt({ min: 1n, max: 1_000_000n }),
          share: fc.bigInt({ min: 0n, max: 100n }),
        })
        .map(({ amount, required, share }) => bonus(amount, required, (required * share) / 100n)),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5_000_000n }), bonuses, (balance, list) => {
        const hold = holdOf(balance, list);
        const owed = list.filter((b) => b.met < b.required).reduce((sum, b) => sum + b.amount, 0n);
        expect(hold.withdrawable >= 0n && hold.locked >= 0n).toBe(true);
        expect(hold.withdrawable + hold.locked).toBe(balance);
        expect(hold.locked).toBe(owed < balance ? owed : balance);
        expect(hold.wageringLeft === 0n).toBe(hold.unfinished.length === 0);
      }),
    );
  });
});
