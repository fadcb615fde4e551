import { DEFAULT_VALID_BETS } from "@banca/contract/valid-bets";
import { describe, expect, it } from "vitest";
import { bgsValidBet } from "#app/modules/bgs/valid-bet.ts";

const rule = DEFAULT_VALID_BETS;
const dice = (target: number) =>
  bgsValidBet(rule, { game_code: "dice", params: { target, direction: "under" }, outcome: {}, bet: 500n });
const mines = (layout: { mines: number[]; picks: number[] }) =>
  bgsValidBet(rule, {
    game_code: "mines",
    params: { mines: layout.mines.length },
    outcome: layout,
    bet: 500n,
  });

describe("the valid bet of an in-house round", () => {
  it("dice: counts up to 90 % (paying 1.10), nothing above", () => {
    expect(dice(5_000)).toBe(500n);
    expect(dice(9_000)).toBe(500n);
    expect(dice(9_001)).toBe(0n);
    expect(dice(9_800)).toBe(0n);
  });

  it("mines: judges the tiles the player chose to open, won or lost", () => {
    // One mine, one tile: 96 % to survive, at 1.03.
    expect(mines({ mines: [0], picks: [5] })).toBe(0n);
    expect(mines({ mines: [0], picks: [0] })).toBe(0n);
    // One mine, three tiles: 88 % at 1.125.
    expect(mines({ mines: [0], picks: [5, 6, 7] })).toBe(500n);
    // Three mines, a bust on the second tile: it risked 1 − C(22,2)/C(25,2) of its stake.
    expect(mines({ mines: [0, 1, 2], picks: [5, 1] })).toBe(500n);
  });

  it("slot: counts its stake", () => {
    expect(bgsValidBet(rule, { game_code: "slot-fortune-5x3", params: {}, outcome: {}, bet: 500n })).toBe(
      500n,
    );
  });
});
