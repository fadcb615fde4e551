import type { Queryable } from "#app/db/database.ts";
import type { SeamlessErrorCode } from "./seamless-error.ts";

export type VendorSessionRow = {
  id: string;
  merchant_code: string;
  vassalage: string;
  member_id: string;
  username: string;
  game_id: string;
  game_code: string;
  game_type: string;
  /** The vendor whose game it is; the demo vendor (DEMO) stands in for vendors without an adapter. */
  game_vassalage: string;
  language: string;
  /** The wallet of the game's vendor: the main wallet, or the member's wallet at that vendor. */
  wallet: "seamless" | "transfer";
  launch_live: boolean;
  exchanged: boolean;
  session_live: boolean;
  session_expires_at: string | null;
};

export type VendorTransactionRow = {
  id: string;
  kind: "debit" | "credit" | "rollback";
  status: "done" | "rolled_back" | "tombstone" | "refused";
  member_id: string;
  round_id: string | null;
  amount: string;
  request_hash: string;
  balance_after: string | null;
  refusal_code: SeamlessErrorCode | null;
  refusal_message: string | null;
};

export type RoundRow = {
  id: string;
  member_id: string;
  state: "open" | "settled" | "cancelled";
  bet: string;
};

/** What every claim of a vendor's transaction id records: whose, which round, how much, which request. */
export type ClaimInput = {
  merchantCode: string;
  vassalage: string;
  transactionId: string;
  memberId: string;
  vendorRoundId: string;
  amount: bigint;
  requestHash: string;
};

/**
 * The site session that launched the game is still on: not revoked by a logout, a password reset or
 * change, or an operator. Only its revocation counts, not its idle time: a player busy in the game
 * frame does not touch the site. Sessions issued without one (vendor tests) live by their own clock.
 */
export const SITE_SESSION_ON = `(s.site_session IS NULL OR EXISTS (
  SELECT 1 FROM sessions ws WHERE ws.token_hash = s.site_session AND ws.revoked_at IS NULL))`;

const SESSION_COLUMNS = `s.id::text, s.merchant_code, s.vassalage, s.member_id::text, m.username, s.game_id::text,
  g.game_code, g.game_type, g.vassalage AS game_vassalage, s.language, coalesce(v.wallet, 'seamless') AS wallet,
  s.launch_expires_at > now() AND ${SITE_SESSION_ON} AS launch_live, s.exchanged_at IS NOT NULL AS exchanged,
  coalesce(s.session_expires_at > now(), false) AND ${SITE_SESSION_ON} AS session_live,
  s.session_expires_at::text`;
const SESSION_FROM = `vendor_sessions s
  JOIN members m ON m.id = s.member_id
  JOIN games g ON g.id = s.game_id
  LEFT JOIN vendors v ON v.merchant_code = s.merchant_code AND v.vassalage = g.vassalage`;

export function createSeamlessRepository(db: Queryable) {
  /**
   * One statement that claims the vendor's transaction id and, reading the claim (`claimed`), writes
   * the round: `$1`..`$7` are the claim's fields (merchant, vassalage, transaction id, member, round,
   * amount, request hash), `extra` follows from `$8`.
   */
  async function claimWithRound(
    kind: "debit" | "credit",
    input: ClaimInput,
    roundStatement: string,
    extra: string[] = [],
  ): Promise<{ transactionId: string | null; roundId: string | null }> {
    const [row] = await db.query<{ transaction_id: string | null; round_id: string | null }>(
      `WITH claimed AS (
         INSERT INTO vendor_transactions (merchant_code, vassalage, vendor_transaction_id, kind, member_id,
                vendor_round_id, amount, request_hash)
         VALUES ($1, $2, $3, '${kind}', $4, $5, $6, $7)
         ON CONFLICT (merchant_code, vassalage, vendor_transaction_id) DO NOTHING RETURNING id),
       round AS (
         ${roundStatement})
       SELECT (SELECT id::text FROM claimed) AS transaction_id, (SELECT id::text FROM round) AS round_id`,
      [
        input.merchantCode,
        input.vassalage,
        input.transactionId,
        input.memberId,
        input.vendorRoundId,
        input.amount.toString(),
        input.requestHash,
        ...extra,
      ],
    );
    return { transactionId: row?.transaction_id ?? null, roundId: row?.round_id ?? null };
  }

  return {
    async sessionByLaunchToken(hash: string, vassalage: string): Promise<VendorSessionRow | null> {
      const [row] = await db.query<VendorSessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM ${SESSION_FROM}
          WHERE s.launch_token_hash = $1 AND s.vassalage = $2`,
        [hash, vassalage],
      );
      return row ?? null;
    },

    async sessionByToken(hash: string, vassalage: string): Promise<VendorSessionRow | null> {
      const [row] = await db.query<VendorSessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM ${SESSION_FROM} WHERE s.session_token_hash = $1 AND s.vassalage = $2`,
        [hash, vassalage],
      );
      return row ?? null;
    },

    async openSession(id: string, tokenHash: string, seconds: number): Promise<string> {
      const [row] = await db.query<{ expires: string }>(
        `UPDATE vendor_sessions SET session_token_hash = $2, exchanged_at = now(),
                session_expires_at = now() + make_interval(secs => $3)
          WHERE id = $1 RETURNING session_expires_at::text AS expires`,
        [id, tokenHash, seconds],
      );
      return row!.expires;
    },

    /**
     * Claims the vendor's transaction id; null when it is already taken (a retry, a tombstone or a
     * recorded refusal). A refusal is claimed with its code and message, the answer every copy gets.
     */
    async claimTransaction(
      input: ClaimInput & {
        kind: "debit" | "credit" | "rollback";
        status?: "done" | "tombstone" | "refused";
        referenceId?: string | undefined;
        refusal?: { code: SeamlessErrorCode; message: string };
      },
    ): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO vendor_transactions (merchant_code, vassalage, vendor_transaction_id, kind, status, member_id,
                vendor_round_id, amount, reference_id, request_hash, refusal_code, refusal_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (merchant_code, vassalage, vendor_transaction_id) DO NOTHING RETURNING id::text`,
        [
          input.merchantCode,
          input.vassalage,
          input.transactionId,
          input.kind,
          input.status ?? "done",
          input.memberId,
          input.vendorRoundId,
          input.amount.toString(),
          input.referenceId ?? null,
          input.requestHash,
          input.refusal?.code ?? null,
          input.refusal?.message ?? null,
        ],
      );
      return row?.id ?? null;
    },

    async transaction(merchantCode: string, vassalage: string, transactionId: string, lock = false) {
      const [row] = await db.query<VendorTransactionRow>(
        `SELECT id::text, kind, status, member_id::text, round_id::text, amount::text, request_hash,
                balance_after::text, refusal_code, refusal_message
           FROM vendor_transactions WHERE merchant_code = $1 AND vassalage = $2 AND vendor_transaction_id = $3
           ${lock ? "FOR UPDATE" : ""}`,
        [merchantCode, vassalage, transactionId],
      );
      return row ?? null;
    },

    async completeTransaction(
      id: string,
      result: { roundId: string | null; entryId: number | null; balance: bigint },
    ) {
      await db.query(
        "UPDATE vendor_transactions SET round_id = $2, entry_id = $3, balance_after = $4 WHERE id = $1",
        [id, result.roundId, result.entryId, result.balance.toString()],
      );
    },

    async markRolledBack(id: string) {
      await db.query("UPDATE vendor_transactions SET status = 'rolled_back' WHERE id = $1", [id]);
    },

    /**
     * A debit's first statement: claims the vendor's transaction id and, only when the claim is new,
     * opens the round (or adds to it while it is open and this member's), locking it. `transactionId`
     * null: the id was taken (a retry or a tombstone), nothing written; `roundId` null: the round
     * refused the bet (see `lockRound` for why).
     */
    claimDebit(input: ClaimInput & { gameId: string; gameType: string; currency: string }) {
      return claimWithRound(
        "debit",
        input,
        `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency, bet)
           SELECT $1, $2, $5, $4, $8, $9, $10, $6 FROM claimed
           ON CONFLICT (merchant_code, vassalage, vendor_round_id) DO UPDATE
              SET bet = game_rounds.bet + EXCLUDED.bet, updated_at = now()
            WHERE game_rounds.member_id = EXCLUDED.member_id AND game_rounds.state = 'open'
           RETURNING id`,
        [input.gameId, input.gameType, input.currency],
      );
    },

    /**
     * A credit's first statement: claims the vendor's transaction id and, only when the claim is
     * new, adds the win to the member's open round with a standing bet and settles it. `roundId`
     * null: no such round (see `lockRound` for why).
     */
    claimCredit(input: ClaimInput) {
      return claimWithRound(
        "credit",
        input,
        `UPDATE game_rounds r SET win = r.win + $6::bigint, state = 'settled', settled_at = now(), updated_at = now()
             FROM claimed
            WHERE r.merchant_code = $1 AND r.vassalage = $2 AND r.vendor_round_id = $5 AND r.member_id = $4
              AND r.state = 'open' AND r.bet > 0
           RETURNING r.id`,
      );
    },

    async lockRound(
      merchantCode: string,
      vassalage: string,
      vendorRoundId: string,
    ): Promise<RoundRow | null> {
      const [row] = await db.query<RoundRow>(
        `SELECT id::text, member_id::text, state, bet::text FROM game_rounds
          WHERE merchant_code = $1 AND vassalage = $2 AND vendor_round_id = $3 FOR UPDATE`,
        [merchantCode, vassalage, vendorRoundId],
      );
      return row ?? null;
    },

    async lockRoundById(id: string): Promise<RoundRow | null> {
      const [row] = await db.query<RoundRow>(
        "SELECT id::text, member_id::text, state, bet::text FROM game_rounds WHERE id = $1 FOR UPDATE",
        [id],
      );
      return row ?? null;
    },

    /** Takes a cancelled bet out of its round; a round left without bets is cancelled. */
    async removeBet(roundId: string, amount: bigint) {
      await db.query(
        `UPDATE game_rounds SET bet = bet - $2::bigint, updated_at = now(),
                state = CASE WHEN EXISTS (SELECT 1 FROM vendor_transactions t
                                           WHERE t.round_id = $1 AND t.kind = 'debit' AND t.status = 'done')
                             THEN state ELSE 'cancelled' END,
                settled_at = CASE WHEN EXISTS (SELECT 1 FROM vendor_transactions t
                                               WHERE t.round_id = $1 AND t.kind = 'debit' AND t.status = 'done')
                                  THEN settled_at ELSE now() END
          WHERE id = $1`,
        [roundId, amount.toString()],
      );
    },
  };
}
