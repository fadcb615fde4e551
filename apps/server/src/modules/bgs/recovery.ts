import { decimalToMinor } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { createBgsRepository } from "./repository.ts";
import { createSeedService } from "./seed-service.ts";
import { type BgsWallet, isDefiniteRefusal } from "./wallet.ts";
import { CREDITED_COLUMNS, createWalletRounds, creditedBet, type WalletSeat } from "./wallet-rounds.ts";

/** A bet still 'placing' or 'settling' this long after it was placed lost its request (a crash). */
export const STUCK_AFTER_MS = 60_000;
const BATCH = 100;

type StuckBet = WalletSeat &
  Parameters<typeof creditedBet>[0] & { id: string; game_code: string; state: string; win: string };
type Logger = { warn(details: object, message: string): void };

export type RecoveryReport = { settled: string[]; rolledBack: string[]; left: string[] };

/**
 * Finishes bets whose request died between the debit and the credit. The seeds fixed each outcome
 * before the debit, so a slot or dice bet is credited exactly as they decided when the wallet holds
 * its debit; when it does not (the credit answers DEBIT_NOT_FOUND) the debit is rolled back, which
 * also makes the wallet refuse it should it still arrive. A mines round still 'placing' never
 * reached the player (no tile was picked): it is rolled back. A mines round 'settling' is credited
 * its recorded result. Every call reuses the bet's transaction ids, so a sweep on several servers at
 * once, or a sweep racing the player's own retry, moves money once.
 */
export function createBgsRecovery(db: Database, wallet: BgsWallet, logger?: Logger) {
  const repo = createBgsRepository(db);
  const rounds = createWalletRounds(db, wallet, createSeedService(db));

  const stuckBets = (before: Date) =>
    db.query<StuckBet>(
      `SELECT ${CREDITED_COLUMNS}, b.state, b.merchant_code, s.seamless_token, s.decimals
         FROM bgs_bets b
         JOIN LATERAL (
           SELECT seamless_token, decimals FROM bgs_sessions s
            WHERE s.merchant_code = b.merchant_code AND s.member_id = b.member_id
            ORDER BY (s.game_code = b.game_code) DESC, s.created_at DESC LIMIT 1) s ON true
        WHERE b.state IN ('placing', 'settling') AND b.created_at < $1
        ORDER BY b.id LIMIT $2`,
      [before, BATCH],
    );

  async function creditFixedOutcome(bet: StuckBet, from: "placing" | "settling") {
    const answer = await rounds.credit(bet, creditedBet(bet));
    await repo.transition(bet.id, [from], "settled", {
      balanceAfter: decimalToMinor(answer.balance, bet.decimals) ?? undefined,
    });
    return "settled" as const;
  }

  async function rollBack(bet: StuckBet) {
    await rounds.rollback(bet, bet.id);
    await repo.transition(bet.id, ["placing"], "rolled_back");
    return "rolledBack" as const;
  }

  async function recoverOne(bet: StuckBet): Promise<keyof RecoveryReport> {
    if (bet.state === "settling") return creditFixedOutcome(bet, "settling");
    if (bet.game_code === "mines") return rollBack(bet);
    try {
      return await creditFixedOutcome(bet, "placing");
    } catch (error) {
      // The wallet holds no debit for this round: the bet never took the stake, so it is cancelled.
      if (isDefiniteRefusal(error) && error.code === "DEBIT_NOT_FOUND") return rollBack(bet);
      throw error;
    }
  }

  return {
    /** Settles every bet stuck since before `now` − one minute; a failure leaves it for the next sweep. */
    async recoverStuckBets(now: Date = new Date()): Promise<RecoveryReport> {
      const report: RecoveryReport = { settled: [], rolledBack: [], left: [] };
      for (const bet of await stuckBets(new Date(now.getTime() - STUCK_AFTER_MS))) {
        try {
          report[await recoverOne(bet)].push(bet.id);
        } catch (error) {
          report.left.push(bet.id);
          logger?.warn({ betId: bet.id, error: String(error) }, "BGS bet not recovered yet");
        }
      }
      return report;
    },
  };
}
export type BgsRecovery = ReturnType<typeof createBgsRecovery>;
