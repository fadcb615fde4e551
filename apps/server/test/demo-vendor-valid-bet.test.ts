import { DEFAULT_VALID_BETS } from "@banca/contract/valid-bets";
import { describe, expect, it } from "vitest";
import { demoValidBet } from "#app/providers/vendors/demo-vendor-games/valid-bet.ts";

const rule = DEFAULT_VALID_BETS;

describe("the demo vendor's valid bet", () => {
  it("counts roulette's opposite bets in one round only by their difference", () => {
    expect(
      demoValidBet(
        "roulette",
        [
          { choice: "red", stake: 1000n },
          { choice: "black", stake: 1000n },
        ],
        rule,
      ),
    ).toBe(0n);
    expect(
      demoValidBet(
        "roulette",
        [
          { choice: "odd", stake: 1000n },
          { choice: "even", stake: 400n },
          { choice: "n17", stake: 100n },
        ],
        rule,
      ),
    ).toBe(700n);
    expect(
      demoValidBet(
        "roulette",
        [
          { choice: "dozen-1", stake: 500n },
          { choice: "dozen-2", stake: 500n },
          { choice: "dozen-3", stake: 800n },
        ],
        rule,
      ),
    ).toBe(300n);
    // Two dozens of three still leave a real risk.
    expect(
      demoValidBet(
        "roulette",
        [
          { choice: "dozen-1", stake: 500n },
          { choice: "dozen-2", stake: 500n },
        ],
        rule,
      ),
    ).toBe(1000n);
    expect(demoValidBet("roulette", [{ choice: "red", stake: 1000n }], rule)).toBe(1000n);
  });

  it("counts baccarat's player and banker only by their difference", () => {
    expect(
      demoValidBet(
        "baccarat",
        [
          { choice: "player", stake: 2000n },
          { choice: "banker", stake: 500n },
        ],
        rule,
      ),
    ).toBe(1500n);
  });

  it("counts nothing for a crash cash-out below the minimum odds or above the win chance", () => {
    expect(demoValidBet("crash", [{ choice: "1.05", stake: 1000n }], rule)).toBe(0n);
    expect(demoValidBet("crash", [{ choice: "1.10", stake: 1000n }], rule)).toBe(1000n);
    expect(demoValidBet("crash", [{ choice: "2.00", stake: 1000n }], rule)).toBe(1000n);
    expect(
      // 1.01 is reached 96 % of the time: above a 95 % maximum even where 1.01 odds are allowed.
      demoValidBet("crash", [{ choice: "1.01", stake: 1000n }], { maxWinChance: "0.95", minOdds: "1.01" }),
    ).toBe(0n);
    expect(
      demoValidBet("crash", [{ choice: "1.05", stake: 1000n }], { maxWinChance: "0.95", minOdds: "1.01" }),
    ).toBe(1000n);
  });
});
