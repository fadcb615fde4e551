import type { Queryable } from "#app/db/database.ts";
import { owesBillsSql } from "#app/modules/agent-payouts/owing.ts";
import {
  type OneMemberInput,
  oneMemberMovementCtes,
  oneMemberMovementParams,
} from "#app/modules/ledger/repository.ts";
import { betRefusalSql } from "#app/modules/protection/guard-sql.ts";
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
};

export type VendorTransactionRow = {
  id: string;
  kind: "debit" | "credit" | "rollback";
  status: "done" | "rolled_back" | "tombstone" | "refused";
  member_id: string;
  round_id: string | null;
  amount: string;
  /** A debit's valid amount as the vendor sent it (NULL: the whole amount). */
  valid_bet: string | null;
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
  /** The valid amount the vendor sent with a debit or a credit; null or absent: none. */
  validBet?: bigint | null;
};

/**
 * The site session that launched the game is still on: not revoked by a logout, a password reset or
 * change, or an operator. Only its revocation counts, not its idle time: a player busy in the game
 * frame does not touch the site. Sessions issued without one (vendor tests) live by their own clock.
 */
export const SITE_SESSION_ON = `(s.site_session IS NULL OR EXISTS (
  SELECT 1 FROM sessions ws WHERE ws.token_hash = s.site_session AND ws.revoked_at IS NULL))`;

/**
 * What a session is: whose, which game, which wallet. None of it changes once the session exists
 * (vendors' wallets are set when merchants are seeded), so it may be kept; whether the session is
 * still live is read by each statement that needs it.
 */
const SESSION_COLUMNS = `s.id::text, s.merchant_code, s.vassalage, s.member_id::text, m.username, s.game_id::text,
  g.game_code, g.game_type, g.vassalage AS game_vassalage, s.language, coalesce(v.wallet, 'seamless') AS wallet`;
const SESSION_FROM = `vendor_sessions s
  JOIN members m ON m.id = s.member_id
  JOIN games g ON g.id = s.game_id
  LEFT JOIN vendors v ON v.merchant_code = s.merchant_code AND v.vassalage = g.vassalage`;

/**
 * What a debit's or credit's one statement did. `roundId` null: the round refused the call (or, for
 * a debit, the session was not live or the member owes bills: see `live` and `owes`) and nothing was
 * written. Otherwise the round, the ledger entry and the transaction's record were all written: a
 * step that could not be (the transaction id or the entry's key already taken, a balance too low)
 * fails the whole statement with `refuse_statement` (TAKEN or the ledger's insufficient balance).
 */
export type AtOnceOutcome = {
  live: boolean;
  owes: boolean;
  /** Why the player's own protection refused a debit (see protection `betRefusalSql`), or null. */
  guard: string | null;
  roundId: string | null;
  balance: bigint | null;
};

/** The reason `refuse_statement` gives when the transaction id (or its ledger key) is already taken. */
export const TAKEN = "seamless.taken";

/** The member's wallet balance, hot deltas included, as a scalar subquery (see ledger `balance`). */
const WALLET_BALANCE = (merchant: string, kind: string, currency: string, member: string) =>
  `coalesce((SELECT a.balance + coalesce((SELECT sum(d.amount) FROM ledger_hot_deltas d WHERE d.account_id = a.id), 0)
     FROM ledger_accounts a
    WHERE a.merchant_code = ${merchant} AND a.kind = ${kind} AND a.currency = ${currency} AND a.member_id = ${member}), 0)`;

/** The parts of a debit's or credit's one statement that differ (see `atOnceSql`). */
type AtOnceShape = { before?: string; round: string; balance?: string; extra: number };

/**
 * One statement for a debit or a credit, run on its own (no BEGIN, no COMMIT): `round` first (it
 * gates everything), then the ledger movement (or, for a credit that moves no money, the wallet's
 * `balance`), then the record of the vendor's transaction id with its result. `$1`..`$8` are the
 * claim's (merchant, vassalage, transaction id, member, round, amount, request hash, the vendor's
 * valid amount or NULL), `extra` parameters follow from `$9`, and the movement's come last.
 */
function atOnceSql(kind: "debit" | "credit", shape: AtOnceShape, moves: boolean): string {
  const ledger = moves
    ? oneMemberMovementCtes(9 + shape.extra, "EXISTS (SELECT 1 FROM round)")
    : `entry AS (SELECT NULL::bigint AS id FROM round), wallet AS (SELECT ${shape.balance} AS balance FROM round)`;
  return `WITH ${shape.before ? `${shape.before},` : ""}
       round AS (${shape.round}),
       ${ledger},
       claimed AS (
         INSERT INTO vendor_transactions (merchant_code, vassalage, vendor_transaction_id, kind, member_id,
                vendor_round_id, amount, request_hash, round_id, entry_id, balance_after, valid_bet)
         SELECT $1, $2, $3, '${kind}', $4, $5, $6::bigint, $7, round.id, entry.id, wallet.balance, $8::bigint
           FROM round, entry, wallet
         ON CONFLICT (merchant_code, vassalage, vendor_transaction_id) DO NOTHING RETURNING id)
       SELECT ${shape.before ? "(SELECT live FROM state) AS live, (SELECT owes FROM state) AS owes, (SELECT guard FROM state) AS guard," : "true AS live, false AS owes, NULL::text AS guard,"}
              (SELECT id::text FROM round) AS round_id, (SELECT balance::text FROM wallet) AS balance,
              CASE WHEN NOT EXISTS (SELECT 1 FROM round) THEN NULL
                   WHEN NOT EXISTS (SELECT 1 FROM entry) THEN refuse_statement('${TAKEN}')
                   WHEN NOT EXISTS (SELECT 1 FROM wallet) THEN refuse_statement('insufficient.balance')
                   WHEN NOT EXISTS (SELECT 1 FROM claimed) THEN refuse_statement('${TAKEN}') END AS refused`;
}

/**
 * A whole debit (see `atOnceSql`): while the session is live (`$9`, its id) and the member owes no
 * contract bills and its protection allows the bet, opens the round (`$10`..`$12`: game, game type,
 * currency) or adds to it while it is open and this member's, locking it.
 */
const DEBIT_SQL = atOnceSql(
  "debit",
  {
    before: `state AS (
           SELECT coalesce(s.session_expires_at > now(), false) AND ${SITE_SESSION_ON} AS live, ${owesBillsSql("$4::bigint")} AS owes,
                  ${betRefusalSql("$1", "$4::bigint", "$6::bigint", "s.site_session")} AS guard
             FROM vendor_sessions s WHERE s.id = $9)`,
    // The round's valid bet grows by the debit's valid amount: the vendor's, or the whole debit.
    round: `INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency,
                                  bet, valid_bet)
           SELECT $1, $2, $5, $4::bigint, $10::bigint, $11, $12, $6::bigint, coalesce($8::bigint, $6::bigint)
             FROM state WHERE state.live AND NOT state.owes AND state.guard IS NULL
           ON CONFLICT (merchant_code, vassalage, vendor_round_id) DO UPDATE
              SET bet = game_rounds.bet + EXCLUDED.bet, valid_bet = game_rounds.valid_bet + EXCLUDED.valid_bet,
                  updated_at = now()
            WHERE game_rounds.member_id = EXCLUDED.member_id AND game_rounds.state = 'open'
           RETURNING id`,
    extra: 4,
  },
  true,
);

/**
 * A whole credit (see `atOnceSql`): adds the win to the member's open round with a standing bet and
 * settles it (locking it). A valid amount sent with the credit (`$8`) can only lower the round's
 * valid bet: the platform takes the smaller of the vendor's figure and its own.
 *
 * The round is found by its unique (merchant, vendor, round) key alone, in a subquery: with the
 * member and the state beside the key in one condition, a generic plan on a table without fresh
 * statistics took the merchant's member or day index and walked its rounds.
 */
export const CREDIT_ROUND = `UPDATE game_rounds r SET win = r.win + $6::bigint, state = 'settled', settled_at = now(), updated_at = now(),
                   valid_bet = least(r.valid_bet, coalesce($8::bigint, r.valid_bet))
            WHERE r.id = (SELECT k.id FROM game_rounds k
                           WHERE k.merchant_code = $1 AND k.vassalage = $2 AND k.vendor_round_id = $5)
              AND r.member_id = $4::bigint AND r.state = 'open' AND r.bet > 0
           RETURNING r.id`;
/** A credit that posts its win. */
const CREDIT_WIN_SQL = atOnceSql("credit", { round: CREDIT_ROUND, extra: 0 }, true);
/** A loss moves no money: it answers the balance of the wallet of kind `$9` in currency `$10`. */
const CREDIT_LOSS_SQL = atOnceSql(
  "credit",
  { round: CREDIT_ROUND, balance: WALLET_BALANCE("$1", "$9", "$10", "$4::bigint"), extra: 2 },
  false,
);

export function createSeamlessRepository(db: Queryable) {
  /** Runs one of the statements above with the claim's parameters, then `extra`, then the movement's. */
  async function atOnce(
    sql: string,
    claim: ClaimInput,
    movement: OneMemberInput | null,
    extra: unknown[],
  ): Promise<AtOnceOutcome> {
    const [row] = await db.query<{
      live: boolean | null;
      owes: boolean | null;
      guard: string | null;
      round_id: string | null;
      balance: string | null;
    }>(sql, [
      claim.merchantCode,
      claim.vassalage,
      claim.transactionId,
      claim.memberId,
      claim.vendorRoundId,
      claim.amount.toString(),
      claim.requestHash,
      claim.validBet?.toString() ?? null,
      ...extra,
      ...(movement ? oneMemberMovementParams(movement) : []),
    ]);
    return {
      live: row?.live === true,
      owes: row?.owes === true,
      guard: row?.guard ?? null,
      roundId: row?.round_id ?? null,
      balance: row?.balance == null ? null : BigInt(row.balance),
    };
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
        `SELECT id::text, kind, status, member_id::text, round_id::text, amount::text, valid_bet::text, request_hash,
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

    /** A whole debit in one statement (see `DEBIT_SQL`). */
    debitAtOnce(
      input: ClaimInput & { sessionId: string; gameId: string; gameType: string; currency: string },
      movement: OneMemberInput,
    ) {
      return atOnce(DEBIT_SQL, input, movement, [
        input.sessionId,
        input.gameId,
        input.gameType,
        input.currency,
      ]);
    },

    /**
     * A whole credit in one statement (see `CREDIT_WIN_SQL`): posts the win (`movement`; null for a
     * loss, which moves no money and answers the balance of `wallet`) and records the transaction id
     * with its answer.
     */
    creditAtOnce(
      input: ClaimInput,
      movement: OneMemberInput | null,
      wallet: { kind: string; currency: string },
    ) {
      return movement
        ? atOnce(CREDIT_WIN_SQL, input, movement, [])
        : atOnce(CREDIT_LOSS_SQL, input, null, [wallet.kind, wallet.currency]);
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

    /**
     * Takes a cancelled bet (its amount and valid amount) out of its round; a round left without
     * bets is cancelled and counts nothing.
     */
    async removeBet(roundId: string, amount: bigint, validBet: bigint) {
      await db.query(
        `UPDATE game_rounds SET bet = bet - $2::bigint, updated_at = now(),
                valid_bet = CASE WHEN EXISTS (SELECT 1 FROM vendor_transactions t
                                               WHERE t.round_id = $1 AND t.kind = 'debit' AND t.status = 'done')
                                 THEN greatest(valid_bet - $3::bigint, 0) ELSE 0 END,
                state = CASE WHEN EXISTS (SELECT 1 FROM vendor_transactions t
                                           WHERE t.round_id = $1 AND t.kind = 'debit' AND t.status = 'done')
                             THEN state ELSE 'cancelled' END,
                settled_at = CASE WHEN EXISTS (SELECT 1 FROM vendor_transactions t
                                               WHERE t.round_id = $1 AND t.kind = 'debit' AND t.status = 'done')
                                  THEN settled_at ELSE now() END
          WHERE id = $1`,
        [roundId, amount.toString(), validBet.toString()],
      );
    },
  };
}
