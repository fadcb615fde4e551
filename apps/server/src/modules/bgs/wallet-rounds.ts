import { decimalToMinor } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { SeamlessCallError } from "#app/providers/vendors/seamless-client.ts";
import { moneyOf } from "./bet-views.ts";
import type { RoundSeeds } from "./fairness/outcome-stream.ts";
import type { BgsGameCode } from "./play.ts";
import { type BgsSessionRow, createBgsRepository, type EarlierBet, playerOf } from "./repository.ts";
import type { SeedService } from "./seed-service.ts";
import { bgsValidBet, type SettledBet } from "./valid-bet.ts";
import { type BgsWallet, isDefiniteRefusal, refusalToAppError } from "./wallet.ts";

export type Round = { outcome: unknown; win: bigint };

/** What placing a bet gives: the bet, its round, and the earlier bet when its reference was seen before. */
export type PlacedBet = { betId: string; round: Round; earlier: EarlierBet | null };

const NOT_PLACED = "This bet was not placed: nothing was taken, or its stake was returned. Place it again.";

/** The same bet sent again: the same game, stake and choices as the one its reference placed. */
function sameBet(earlier: EarlierBet, gameCode: string, params: Record<string, unknown>, bet: bigint) {
  const keys = new Set([...Object.keys(earlier.params), ...Object.keys(params)]);
  return (
    earlier.game_code === gameCode &&
    BigInt(earlier.bet) === bet &&
    [...keys].every((key) => earlier.params[key] === params[key])
  );
}

/** A round ready to be credited: its result, and what its valid bet is computed from. */
export type CreditedBet = SettledBet & { id: string; win: bigint };
/** The columns of bgs_bets a credit needs (see `creditedBet`). */
export const CREDITED_COLUMNS = "b.id::text, b.game_code, b.params, b.outcome, b.bet::text, b.win::text";
export const creditedBet = (row: {
  id: string;
  game_code: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  bet: string;
  win: string;
}): CreditedBet => ({ ...row, bet: BigInt(row.bet), win: BigInt(row.win) });

/** What the wallet needs to know of a player's session to move their money. */
export type WalletSeat = Pick<BgsSessionRow, "merchant_code" | "seamless_token" | "decimals">;

/** The message when neither the round nor its refund could be confirmed: recovery finishes it. */
const SETTLED_LATER =
  "The wallet did not answer; this bet will be settled automatically within a few minutes";

/**
 * Moves a round's money through the seamless wallet. Transaction ids are `bgs-<bet id>-debit|credit|rollback`,
 * so every retry (here or by the recovery sweep) is idempotent at the wallet.
 */
export function createWalletRounds(db: Database, wallet: BgsWallet, seeds: SeedService) {
  const repo = createBgsRepository(db);

  async function balanceOf(session: BgsSessionRow) {
    const client = await wallet.clientFor(session.merchant_code);
    try {
      return (await client.balance(session.seamless_token)).balance;
    } catch (error) {
      if (isDefiniteRefusal(error)) throw refusalToAppError(error);
      throw error;
    }
  }

  /**
   * Pays a round's result (zero for a loss) with its valid bet under the merchant's rule; retried
   * rounds reuse the same transaction id (and send the same valid bet: the round decides it).
   */
  async function credit(seat: WalletSeat, bet: CreditedBet) {
    const client = await wallet.clientFor(seat.merchant_code);
    const validBet = bgsValidBet(await wallet.validBetsOf(seat.merchant_code), bet);
    return client.credit({
      sessionToken: seat.seamless_token,
      transactionId: `bgs-${bet.id}-credit`,
      roundId: `bgs-${bet.id}`,
      amount: moneyOf(seat, bet.win),
      validBet: moneyOf(seat, validBet),
    });
  }

  /** Cancels the round's debit: refunds it, or (not seen yet) makes the wallet refuse it if it arrives. */
  async function rollback(seat: WalletSeat, betId: string) {
    const client = await wallet.clientFor(seat.merchant_code);
    await client.rollback({
      sessionToken: seat.seamless_token,
      transactionId: `bgs-${betId}-rollback`,
      debitTransactionId: `bgs-${betId}-debit`,
      roundId: `bgs-${betId}`,
    });
  }

  /** True once the wallet confirmed the rollback; false when that too is unknown. */
  const rolledBack = (seat: WalletSeat, betId: string) =>
    rollback(seat, betId).then(
      () => true,
      () => false,
    );

  /**
   * A bet: the nonce is taken and the outcome fixed and recorded first (so the seeds, not the
   * wallet's answer, decide it), then the stake is debited through the seamless API. A refused
   * debit leaves the bet 'refused'; a debit whose fate is unknown is rolled back, and only a
   * confirmed rollback closes the bet: otherwise it stays 'placing' for the recovery sweep.
   */
  async function placeBet(
    session: BgsSessionRow,
    gameCode: BgsGameCode,
    params: Record<string, unknown>,
    bet: bigint,
    decide: (seeds: RoundSeeds) => Round,
    requestRef?: string,
  ): Promise<PlacedBet> {
    const player = playerOf(session);
    await seeds.activePair(player);
    const placed = await db.transaction(async (tx): Promise<PlacedBet> => {
      const txRepo = createBgsRepository(tx);
      const pair = (await txRepo.activePair(player, true))!;
      // The pair's row lock orders one player's bets, so a request sent twice at once finds the first.
      const earlier = requestRef ? await txRepo.betByRequestRef(player.memberId, requestRef) : null;
      if (earlier) {
        if (!sameBet(earlier, gameCode, params, bet)) {
          throw new AppError("request_param_err", "This Idempotency-Key was used for another bet");
        }
        return { betId: earlier.id, round: { outcome: earlier.outcome, win: BigInt(earlier.win) }, earlier };
      }
      const nonce = await txRepo.takeNonce(pair.id);
      const round = decide({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce });
      const betId = await txRepo.insertBet({
        player,
        gameCode,
        pairId: pair.id,
        nonce,
        params,
        outcome: round.outcome,
        currency: session.currency,
        bet,
        win: round.win,
        requestRef,
      });
      return { betId, round, earlier: null };
    });
    if (placed.earlier?.state === "settled") return placed;
    // A bet still 'placing' lost its first request between its steps: its debit and credit are sent
    // again under the same transaction ids, which the wallet answers once.
    if (placed.earlier && placed.earlier.state !== "placing")
      throw new AppError("function.not.available", NOT_PLACED);
    const client = await wallet.clientFor(session.merchant_code);
    try {
      await client.debit({
        sessionToken: session.seamless_token,
        transactionId: `bgs-${placed.betId}-debit`,
        roundId: `bgs-${placed.betId}`,
        amount: moneyOf(session, bet),
      });
    } catch (error) {
      if (isDefiniteRefusal(error)) {
        await repo.transition(placed.betId, ["placing"], "refused");
        throw refusalToAppError(error);
      }
      if (!(await rolledBack(session, placed.betId)))
        throw new AppError("function.not.available", SETTLED_LATER);
      await repo.transition(placed.betId, ["placing"], "rolled_back");
      throw new AppError("function.not.available", "The wallet did not answer; your stake was returned");
    }
    return placed;
  }

  /**
   * Credits a one-shot round (slot, dice) right after its debit. A failed credit refunds the stake
   * (the player was never shown the round); when the refund is not confirmed either, the bet stays
   * 'placing' and the recovery sweep settles it.
   */
  async function settleNow(session: BgsSessionRow, bet: CreditedBet) {
    const betId = bet.id;
    try {
      const answer = await credit(session, bet);
      await repo.transition(betId, ["placing"], "settled", {
        balanceAfter: decimalToMinor(answer.balance, session.decimals) ?? undefined,
      });
      return answer.balance;
    } catch (error) {
      if (!(await rolledBack(session, betId))) throw new AppError("function.not.available", SETTLED_LATER);
      await repo.transition(betId, ["placing"], "rolled_back");
      if (error instanceof SeamlessCallError && isDefiniteRefusal(error)) throw refusalToAppError(error);
      throw new AppError("function.not.available", "The round could not be settled; your stake was returned");
    }
  }

  /** Finishes mines rounds whose credit did not get through (the wallet was unreachable). */
  async function settlePending(session: BgsSessionRow) {
    const rows = await db.query<Parameters<typeof creditedBet>[0]>(
      `SELECT ${CREDITED_COLUMNS} FROM bgs_bets b
        WHERE b.merchant_code = $1 AND b.member_id = $2 AND b.state = 'settling'`,
      [session.merchant_code, session.member_id],
    );
    for (const row of rows) {
      const answer = await credit(session, creditedBet(row));
      await repo.transition(row.id, ["settling"], "settled", {
        balanceAfter: decimalToMinor(answer.balance, session.decimals) ?? undefined,
      });
    }
  }

  return { balanceOf, credit, rollback, placeBet, settleNow, settlePending };
}
export type WalletRounds = ReturnType<typeof createWalletRounds>;
