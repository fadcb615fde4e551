import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forfeitedAmount } from "#app/modules/bonus/forfeit.ts";

describe("what a bonus forfeit takes back", () => {
  it("takes the bonus and what its play won, what is left of it after a loss, nothing after losing it all", () => {
    // 50.00 bonus, 50.00 won since, 200.00 in the wallet: 100.00 goes back.
    expect(forfeitedAmount(20_000n, 5_000n, 5_000n)).toBe(10_000n);
    // 50.00 bonus, 40.00 lost since, 110.00 in the wallet after a deposit: only 10.00 is left of it.
    expect(forfeitedAmount(11_000n, 5_000n, -4_000n)).toBe(1_000n);
    expect(forfeitedAmount(3_000n, 2_000n, -2_000n)).toBe(0n);
    // Won, then withdrawn as cash: nothing beyond the balance is taken.
    expect(forfeitedAmount(3_000n, 5_000n, 10_000n)).toBe(3_000n);
  });

  it("never takes less than nothing nor more than the balance, and the member keeps the rest", () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        (balance, bonus, play) => {
          const taken = forfeitedAmount(balance, bonus, play);
          expect(taken >= 0n && taken <= balance).toBe(true);
          const owed = bonus + play;
          expect(taken).toBe(owed <= 0n ? 0n : owed < balance ? owed : balance);
        },
      ),
    );
  });
});
