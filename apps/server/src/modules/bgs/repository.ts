import type { Queryable } from "#app/db/database.ts";
import { SITE_SESSION_ON } from "#app/modules/seamless/repository.ts";
import type { SeedPair } from "./fairness/seed-pair.ts";

export type BgsSessionRow = {
  merchant_code: string;
  member_id: string;
  username: string;
  seamless_token: string;
  currency: string;
  decimals: number;
  language: string;
  game_code: string;
};

export type SeedPairRow = {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: string;
  revealed_at: Date | null;
};

export type BetRow = {
  id: string;
  game_code: string;
  seed_pair_id: string;
  nonce: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  currency: string;
  bet: string;
  win: string;
  state: string;
  balance_after: string | null;
  created_at: Date;
  server_seed_hash: string;
  client_seed: string;
  /** Only once the pair has been rotated. */
  server_seed: string | null;
};

export type Player = { merchantCode: string; memberId: number };

export const playerOf = (session: BgsSessionRow): Player => ({
  merchantCode: session.merchant_code,
  memberId: Number(session.member_id),
});

// Ids as text: PostgreSQL's driver answers a bigint as a string and PGlite's as a number, and a bet's
// id reaches the page and the betting record as it is read here.
const BET_COLUMNS = `b.id::text AS id, b.game_code, b.seed_pair_id, b.nonce, b.params, b.outcome, b.currency, b.bet, b.win,
  b.state, b.balance_after, b.created_at, p.server_seed_hash, p.client_seed,
  CASE WHEN p.revealed_at IS NULL THEN NULL ELSE p.server_seed END AS server_seed`;

/** A bet found by the request reference that placed it. */
export type EarlierBet = {
  id: string;
  game_code: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  bet: string;
  win: string;
  state: string;
  balance_after: string | null;
};

export function createBgsRepository(db: Queryable) {
  return {
    async insertSession(tokenHash: string, row: BgsSessionRow, seconds: number) {
      await db.query(
        `INSERT INTO bgs_sessions (token_hash, merchant_code, member_id, username, seamless_token, currency, decimals,
                                   language, game_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))`,
        [
          tokenHash,
          row.merchant_code,
          row.member_id,
          row.username,
          row.seamless_token,
          row.currency,
          row.decimals,
          row.language,
          row.game_code,
          seconds,
        ],
      );
    },

    /**
     * A live BGS session: not past its hours, and the site session that launched its game still on
     * (the wallet session's tie, decision 019). A log-out, a password change or reset, or an
     * operator's block ends the game's state, history, seeds and balance with the bets, wherever
     * the page stays open. The wallet session is found by its token's hash, as the wallet stores it.
     */
    async findSession(tokenHash: string): Promise<BgsSessionRow | null> {
      const [row] = await db.query<BgsSessionRow>(
        `SELECT b.merchant_code, b.member_id, b.username, b.seamless_token, b.currency, b.decimals, b.language,
                b.game_code
           FROM bgs_sessions b
          WHERE b.token_hash = $1 AND b.expires_at > now()
            AND EXISTS (SELECT 1 FROM vendor_sessions s
                         WHERE s.session_token_hash = encode(sha256(convert_to(b.seamless_token, 'UTF8')), 'hex')
                           AND ${SITE_SESSION_ON})`,
        [tokenHash],
      );
      return row ?? null;
    },

    async activePair(player: Player, lock = false): Promise<SeedPairRow | null> {
      const [row] = await db.query<SeedPairRow>(
        `SELECT id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at FROM bgs_seed_pairs
          WHERE merchant_code = $1 AND member_id = $2 AND revealed_at IS NULL${lock ? " FOR UPDATE" : ""}`,
        [player.merchantCode, player.memberId],
      );
      return row ?? null;
    },

    /** Adds a pair unless one is active already (a concurrent first bet made it). */
    async insertPair(player: Player, pair: SeedPair) {
      await db.query(
        `INSERT INTO bgs_seed_pairs (merchant_code, member_id, server_seed, server_seed_hash, client_seed)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (merchant_code, member_id) WHERE revealed_at IS NULL DO NOTHING`,
        [player.merchantCode, player.memberId, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
      );
    },

    async reveal(pairId: string) {
      await db.query("UPDATE bgs_seed_pairs SET revealed_at = now() WHERE id = $1 AND revealed_at IS NULL", [
        pairId,
      ]);
    },

    async takeNonce(pairId: string): Promise<number> {
      const [row] = await db.query<{ nonce: string }>(
        "UPDATE bgs_seed_pairs SET next_nonce = next_nonce + 1 WHERE id = $1 RETURNING next_nonce - 1 AS nonce",
        [pairId],
      );
      return Number(row!.nonce);
    },

    async revealedPairs(player: Player, limit: number): Promise<(SeedPairRow & { bets: string })[]> {
      return db.query(
        `SELECT id, server_seed, server_seed_hash, client_seed, next_nonce, revealed_at,
                (SELECT count(*) FROM bgs_bets b WHERE b.seed_pair_id = p.id) AS bets
           FROM bgs_seed_pairs p WHERE merchant_code = $1 AND member_id = $2 AND revealed_at IS NOT NULL
          ORDER BY id DESC LIMIT $3`,
        [player.merchantCode, player.memberId, limit],
      );
    },

    async insertBet(input: {
      player: Player;
      gameCode: string;
      pairId: string;
      nonce: number;
      params: unknown;
      outcome: unknown;
      currency: string;
      bet: bigint;
      win: bigint;
      requestRef?: string | undefined;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO bgs_bets (merchant_code, member_id, game_code, seed_pair_id, nonce, params, outcome, currency, bet, win, state, request_ref)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'placing', $11) RETURNING id::text AS id`,
        [
          input.player.merchantCode,
          input.player.memberId,
          input.gameCode,
          input.pairId,
          input.nonce,
          JSON.stringify(input.params),
          JSON.stringify(input.outcome),
          input.currency,
          input.bet.toString(),
          input.win.toString(),
          input.requestRef ?? null,
        ],
      );
      return row!.id;
    },

    /** The bet a player's earlier request with this reference placed, if any. */
    async betByRequestRef(memberId: number, requestRef: string) {
      const [row] = await db.query<EarlierBet>(
        `SELECT id::text AS id, game_code, params, outcome, bet, win, state, balance_after
           FROM bgs_bets WHERE member_id = $1 AND request_ref = $2`,
        [memberId, requestRef],
      );
      return row ?? null;
    },

    /** Moves a bet from one state to the next; false when it was no longer in `from` (a race lost). */
    async transition(
      betId: string,
      from: readonly string[],
      to: string,
      changes: { win?: bigint; outcome?: unknown; balanceAfter?: bigint } = {},
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bgs_bets SET state = $3,
                win = COALESCE($4::bigint, win),
                outcome = COALESCE($5::jsonb, outcome),
                balance_after = COALESCE($6::bigint, balance_after),
                settled_at = CASE WHEN $3 IN ('settled', 'refused', 'rolled_back') THEN now() ELSE settled_at END
          WHERE id = $1 AND state = ANY($2::text[]) RETURNING id`,
        [
          betId,
          from,
          to,
          changes.win?.toString() ?? null,
          changes.outcome === undefined ? null : JSON.stringify(changes.outcome),
          changes.balanceAfter?.toString() ?? null,
        ],
      );
      return rows.length === 1;
    },

    async bet(player: Player, betId: string, lock = false): Promise<BetRow | null> {
      const [row] = await db.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM bgs_bets b JOIN bgs_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.merchant_code = $1 AND b.member_id = $2 AND b.id = $3${lock ? " FOR UPDATE OF b" : ""}`,
        [player.merchantCode, player.memberId, betId],
      );
      return row ?? null;
    },

    async openMines(player: Player): Promise<BetRow | null> {
      const [row] = await db.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM bgs_bets b JOIN bgs_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.merchant_code = $1 AND b.member_id = $2 AND b.game_code = 'mines' AND b.state = 'open'`,
        [player.merchantCode, player.memberId],
      );
      return row ?? null;
    },

    async hasUnsettled(player: Player): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM bgs_bets WHERE merchant_code = $1 AND member_id = $2 AND state IN ('placing', 'open', 'settling') LIMIT 1`,
        [player.merchantCode, player.memberId],
      );
      return rows.length > 0;
    },

    async recentBets(player: Player, limit: number): Promise<BetRow[]> {
      return db.query<BetRow>(
        `SELECT ${BET_COLUMNS} FROM bgs_bets b JOIN bgs_seed_pairs p ON p.id = b.seed_pair_id
          WHERE b.merchant_code = $1 AND b.member_id = $2 AND b.state IN ('settled', 'open')
          ORDER BY b.id DESC LIMIT $3`,
        [player.merchantCode, player.memberId, limit],
      );
    },
  };
}
