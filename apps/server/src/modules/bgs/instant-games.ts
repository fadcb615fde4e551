import { moneyOf } from "./bet-views.ts";
import { type DiceDirection, validDiceParams } from "./games/dice.ts";
import { SLOT_CODE } from "./games/slot.ts";
import { playDice, playSlot } from "./play.ts";
import type { BgsSessionRow } from "./repository.ts";
import { badRequest, stakeOf } from "./stake.ts";
import type { WalletRounds } from "./wallet-rounds.ts";

/** The one-shot games, slot and dice: debit, outcome, credit in one request. */
export function createInstantGames(rounds: WalletRounds) {
  return {
    async spin(session: BgsSessionRow, body: { bet?: unknown }) {
      const bet = stakeOf(session, body.bet);
      const placed = await rounds.placeBet(session, SLOT_CODE, {}, bet, (seeds) => playSlot(seeds, bet));
      const balance = await rounds.settleNow(session, {
        id: placed.betId,
        game_code: SLOT_CODE,
        params: {},
        outcome: placed.round.outcome as unknown as Record<string, unknown>,
        bet,
        win: placed.round.win,
      });
      return {
        betId: placed.betId,
        ...(placed.round.outcome as object),
        win: moneyOf(session, placed.round.win),
        balance,
      };
    },

    async roll(session: BgsSessionRow, body: { bet?: unknown; target?: unknown; direction?: unknown }) {
      const bet = stakeOf(session, body.bet);
      const params = { target: Number(body.target), direction: body.direction as DiceDirection };
      if (typeof body.target !== "number" || !validDiceParams(params)) {
        throw badRequest("Choose a target between 0.01 and 99.98 giving a chance from 1% to 98%");
      }
      const placed = await rounds.placeBet(session, "dice", params, bet, (seeds) =>
        playDice(seeds, params, bet),
      );
      const balance = await rounds.settleNow(session, {
        id: placed.betId,
        game_code: "dice",
        params,
        outcome: placed.round.outcome as unknown as Record<string, unknown>,
        bet,
        win: placed.round.win,
      });
      return {
        betId: placed.betId,
        ...(placed.round.outcome as object),
        win: moneyOf(session, placed.round.win),
        balance,
      };
    },
  };
}
