import type { Queryable } from "#app/db/database.ts";

export type ReplayRow = {
  id: string;
  member_id: string;
  username: string;
  game_code: string;
  nonce: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  bet: string;
  win: string;
  currency: string;
  state: string;
  created_at: Date;
  server_seed: string;
  client_seed: string;
  revealed_at: Date | null;
};

const COLUMNS = `b.id, b.member_id, m.username, b.game_code, b.nonce, b.params, b.outcome, b.bet, b.win, b.currency,
  b.state, b.created_at, p.server_seed, p.client_seed, p.revealed_at`;
const FROM = `FROM bgs_bets b JOIN bgs_seed_pairs p ON p.id = b.seed_pair_id JOIN members m ON m.id = b.member_id`;

/**
 * The stored rounds a replay recomputes. The server seed is read here for the recomputation only;
 * the replay shows it once the pair is revealed.
 */
export function createReplayRepository(db: Queryable) {
  return {
    /** A member's last rounds that reached the wallet, newest first. */
    lastRounds(merchantCode: string, username: string, limit: number) {
      return db.query<ReplayRow>(
        `SELECT ${COLUMNS} ${FROM}
          WHERE b.merchant_code = $1 AND m.username = $2 AND b.state IN ('open', 'settling', 'settled')
          ORDER BY b.id DESC LIMIT $3`,
        [merchantCode, username, limit],
      );
    },

    /** One round of the merchant's, or only of this member's when `memberId` is given. */
    async round(merchantCode: string, betId: string, memberId?: number): Promise<ReplayRow | null> {
      const rows = await db.query<ReplayRow>(
        `SELECT ${COLUMNS} ${FROM}
          WHERE b.merchant_code = $1 AND b.id = $2 AND ($3::bigint IS NULL OR b.member_id = $3)`,
        [merchantCode, betId, memberId ?? null],
      );
      return rows[0] ?? null;
    },
  };
}
