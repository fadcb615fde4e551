import type { Database, Queryable } from "#app/db/database.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { earnQueued, type LoyaltyConsumer } from "#app/modules/points/earn-job.ts";

/**
 * A game of the merchant, of this game type when it has one (the demo has no lottery game of the
 * catalogue; the round's own game type is what earning reads), for rounds written into game_rounds.
 */
export async function gameOfType(db: Queryable, merchantCode: string, gameType: string) {
  const [game] = await db.query<{ id: string; vassalage: string }>(
    `SELECT id::text, vassalage FROM games WHERE merchant_code = $1 AND is_game = 'GAME'
      ORDER BY game_type = $2 DESC, id LIMIT 1`,
    [merchantCode, gameType],
  );
  if (!game) throw new Error(`no ${gameType} game at ${merchantCode}`);
  return { id: Number(game.id), vassalage: game.vassalage };
}

let roundCounter = 0;

/**
 * An open round as a vendor's debit leaves it; `settle` then marks it settled as the credit does,
 * which is what queues its loyalty event. The money side is the seamless wallet's, tested elsewhere.
 */
export async function openRound(
  db: Queryable,
  round: { merchantCode: string; memberId: number; gameType: string; bet: bigint; win?: bigint },
) {
  const game = await gameOfType(db, round.merchantCode, round.gameType);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency, bet)
     VALUES ($1, $2, $3, $4, $5, $6, 'USD', $7) RETURNING id::text`,
    [
      round.merchantCode,
      game.vassalage,
      `loyalty-${process.pid}-${++roundCounter}-${Date.now()}`,
      round.memberId,
      game.id,
      round.gameType,
      round.bet.toString(),
    ],
  );
  const id = Number(row!.id);
  return {
    id,
    settle: () =>
      // As a credit without a vendor's valid amount: the whole stake counts.
      db.query(
        "UPDATE game_rounds SET state = 'settled', win = $2, valid_bet = bet, settled_at = now() WHERE id = $1",
        [id, (round.win ?? 0n).toString()],
      ),
  };
}

/** Runs the loyalty job's work now, in one transaction, as a job run does. */
export function runLoyalty(db: Database, consumers: readonly LoyaltyConsumer[] = [], now = new Date()) {
  return db.transaction((tx) => earnQueued(tx, createLedgerService(db), consumers, now));
}

/** A member's points (hundredths) as the ledger holds them. */
export async function pointsOf(db: Queryable, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    "SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'points' AND currency = 'PTS'",
    [memberId],
  );
  return BigInt(row?.balance ?? "0");
}
