import { moneyOf } from "./bet-views.ts";
import { type DiceDirection, validDiceParams } from "./games/dice.ts";
import { SLOT_CODE } from "./games/slot.ts";
import { playDice, playSlot } from "./play.ts";
import type { BgsSessionRow } from "./repository.ts";
import { badRequest, stakeOf } from "./stake.ts";
import type { PlacedBet, WalletRounds } from "./wallet-rounds.ts";

/** A request sent again whose bet was settled the first time: the first answer, from the bet. */
function earlierAnswer(session: BgsSessionRow, placed: PlacedBet) {
  const earlier = placed.earlier!;
  return {
    betId: placed.betId,
    ...earlier.outcome,
    win: moneyOf(session, earlier.win),
    balance: earlier.balance_after === null ? null : moneyOf(session, earlier.balance_after),
  };
}

/** The one-shot games, slot and dice: debit, outcome, credit in one request. */
export function createInstantGames(rounds: WalletRounds) {
  return {
    async spin(session: BgsSessionRow, body: { bet?: unknown }, requestRef?: string) {
      const bet = stakeOf(session, body.bet);
      const placed = await rounds.placeBet(
        session,
        SLOT_CODE,
        {},
        bet,
        (seeds) => playSlot(seeds, bet),
        requestRef,
      );
      if (placed.earlier?.state === "settled") return earlierAnswer(session, placed);
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

    async roll(
      session: BgsSessionRow,
      body: { bet?: unknown; target?: unknown; direction?: unknown },
      requestRef?: string,
    ) {
      const bet = stakeOf(session, body.bet);
      const params = { target: Number(body.target), direction: body.direction as DiceDirection };
      if (typeof body.target !== "number" || !validDiceParams(params)) {
        throw badRequest("Choose a target between 0.01 and 99.98 giving a chance from 1% to 98%");
      }
      const placed = await rounds.placeBet(
        session,
        "dice",
        params,
        bet,
        (seeds) => playDice(seeds, params, bet),
        requestRef,
      );
      if (placed.earlier?.state === "settled") return earlierAnswer(session, placed);
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
