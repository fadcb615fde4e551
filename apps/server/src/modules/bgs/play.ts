import { OutcomeStream, type RoundSeeds } from "./fairness/outcome-stream.ts";
import { type DiceParams, diceWin, rollDice } from "./games/dice.ts";
import { MINES_TILES, minesCashout, placeMines } from "./games/mines.ts";
import { SLOT_CODE, type SlotOutcome, slotWin, spinSlot } from "./games/slot.ts";

export const BGS_GAME_CODES = [SLOT_CODE, "dice", "mines"] as const;
export type BgsGameCode = (typeof BGS_GAME_CODES)[number];
export const isBgsGame = (code: string): code is BgsGameCode =>
  (BGS_GAME_CODES as readonly string[]).includes(code);

export type SlotRound = { outcome: SlotOutcome; win: bigint };
export type DiceRound = { outcome: { roll: number; won: boolean }; win: bigint };
export type MinesLayout = { mines: number[] };

/** Everything a round decides, from its seeds and nonce alone: the verifier recomputes exactly this. */
export const playSlot = (seeds: RoundSeeds, bet: bigint): SlotRound => {
  const outcome = spinSlot(new OutcomeStream(seeds));
  return { outcome, win: slotWin(bet, outcome) };
};

export const playDice = (seeds: RoundSeeds, params: DiceParams, bet: bigint): DiceRound => {
  const outcome = rollDice(new OutcomeStream(seeds), params);
  return { outcome, win: diceWin(bet, params, outcome.won) };
};

export const minesLayout = (seeds: RoundSeeds, mines: number): MinesLayout => ({
  mines: placeMines(new OutcomeStream(seeds), mines),
});

/** A mines round after the given picks: lost on the first mine, otherwise worth the cash-out. */
export function minesProgress(layout: MinesLayout, picks: number[], bet: bigint) {
  const mineSet = new Set(layout.mines);
  const hit = picks.find((tile) => mineSet.has(tile));
  const safe = picks.filter((tile) => !mineSet.has(tile)).length;
  return {
    lost: hit !== undefined,
    safe,
    cleared: hit === undefined && safe === MINES_TILES - layout.mines.length,
    cashout: hit === undefined ? minesCashout(bet, layout.mines.length, safe) : 0n,
  };
}
