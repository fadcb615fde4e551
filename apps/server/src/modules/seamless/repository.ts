import type { Queryable } from "#app/db/database.ts";
import {
  type GroupCounts,
  type InputColumn,
  type StatementGroups,
  sizeFor,
  statementGroups,
  valuesInput,
} from "#app/db/statement-groups.ts";
import { owesBillsSql } from "#app/modules/agent-payouts/owing.ts";
import {
  groupedMovementCtes,
  MOVEMENT_COLUMNS,
  movementArrays,
  movementValues,
} from "#app/modules/ledger/grouped-movement.ts";
import { INSUFFICIENT, type OneMemberInput } from "#app/modules/ledger/repository.ts";
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
 * What a debit's or credit's statement did for one call. `roundId` null: the round refused the call
 * (or, for a debit, the session was not live, the member owes bills or its protection refused: see
 * `live`, `owes` and `guard`) and nothing of it was written. Otherwise the round, the ledger entry and
 * the transaction's record were all written: a step that could not be (the transaction id or the
 * entry's key already taken, a balance too low) fails the whole statement with `refuse_statement`
 * (TAKEN or the ledger's insufficient balance).
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

/** What every debit and credit passes: the claim (see `ClaimInput`), one row of the statement's `input`. */
export const CLAIM_COLUMNS: readonly InputColumn[] = [
  ["merchant", "text"],
  ["vassalage", "text"],
  ["txid", "text"],
  ["member", "bigint"],
  ["vround", "text"],
  ["amount", "bigint"],
  ["hash", "text"],
  ["valid_bet", "bigint"],
];

/** The parts of a debit's or credit's statement that differ (see `atOnceSql`). */
type AtOnceShape = {
  kind: "debit" | "credit";
  /** The call's columns after the claim's (and before the movement's). */
  extra: readonly InputColumn[];
  /** A `state` expression (n, live, owes, guard) the round waits for; without it every call is live. */
  state?: string;
  /** Common table expressions ending with `round` (n, id): the calls whose round took them. */
  round: string;
  /** Without a movement: the wallet's balance, over `input i`. */
  balance?: string;
};

/**
 * A debit's or credit's statement, its text for each size of group (see `sizeFor`): calls beyond the
 * group's own are rows of nulls, which match no session and no round and so write nothing.
 */
type AtOnceStatement = { textFor(size: number): string; columns: readonly InputColumn[] };

/**
 * One statement for the debits or the credits of different members (one call, or a group: decision
 * 110), run on its own (no BEGIN, no COMMIT): `round` first (it gates everything), then the ledger
 * movement (or, for a credit that moves no money, the wallet's `balance`), then the record of each
 * vendor transaction id with its result. One row per call in its order: whether its session was live,
 * it owes bills, its protection refused it, and its round and balance when it posted. Should any
 * call's transaction id or ledger key be taken already, or any balance be too low, the whole statement
 * is refused (`refuse_statement`, TAKEN or the ledger's insufficient balance) and writes nothing; the
 * calls of a group then run alone, each for its own answer (`statementGroups`).
 */
function atOnceSql(shape: AtOnceShape): AtOnceStatement {
  const moves = shape.balance === undefined;
  const columns = [...CLAIM_COLUMNS, ...shape.extra, ...(moves ? MOVEMENT_COLUMNS : [])];
  const ledger = moves
    ? (size: number) => groupedMovementCtes(columns.length * size + 1, "round")
    : () => `entries AS (SELECT n, NULL::bigint AS id FROM round),
       wallet AS (SELECT i.n, ${shape.balance} AS balance FROM input i WHERE i.n IN (SELECT n FROM round))`;
  const body = (size: number) => `WITH input AS (${valuesInput(columns, size)}),
       ${shape.state ? `state AS (${shape.state}),` : ""}
       ${shape.round},
       ${ledger(size)},
       claimed AS (
         INSERT INTO vendor_transactions (merchant_code, vassalage, vendor_transaction_id, kind, member_id,
                vendor_round_id, amount, request_hash, round_id, entry_id, balance_after, valid_bet)
         SELECT i.merchant, i.vassalage, i.txid, '${shape.kind}', i.member, i.vround, i.amount, i.hash, round.id,
                entries.id, wallet.balance, i.valid_bet
           FROM input i JOIN round ON round.n = i.n JOIN entries ON entries.n = i.n JOIN wallet ON wallet.n = i.n
         ON CONFLICT (merchant_code, vassalage, vendor_transaction_id) DO NOTHING RETURNING id)
       SELECT ${shape.state ? "state.live, state.owes, state.guard" : "true AS live, false AS owes, NULL::text AS guard"},
              round.id::text AS round_id, wallet.balance::text AS balance,
              CASE WHEN (SELECT count(*) FROM entries) < (SELECT count(*) FROM round) THEN refuse_statement('${TAKEN}')
                   WHEN (SELECT count(*) FROM wallet) < (SELECT count(*) FROM entries) THEN refuse_statement('${INSUFFICIENT}')
                   WHEN (SELECT count(*) FROM claimed) < (SELECT count(*) FROM wallet) THEN refuse_statement('${TAKEN}')
              END AS refused
         FROM input i ${shape.state ? "LEFT JOIN state ON state.n = i.n" : ""}
              LEFT JOIN round ON round.n = i.n LEFT JOIN wallet ON wallet.n = i.n
        ORDER BY i.n`;
  const texts = new Map<number, string>();
  return {
    columns,
    textFor(size) {
      let text = texts.get(size);
      if (text === undefined) {
        text = body(size);
        texts.set(size, text);
      }
      return text;
    },
  };
}

/**
 * Debits: while the session is live and the member owes no contract bills and its protection allows
 * the bet, opens the round or adds to it while it is open and this member's, locking it.
 */
const DEBIT = atOnceSql({
  kind: "debit",
  extra: [
    ["session", "bigint"],
    ["game", "bigint"],
    ["game_type", "text"],
    ["currency", "text"],
  ],
  state: `SELECT i.n, coalesce(s.session_expires_at > now(), false) AND ${SITE_SESSION_ON} AS live,
                 ${owesBillsSql("i.member")} AS owes,
                 ${betRefusalSql("i.merchant", "i.member", "i.amount", "s.site_session")} AS guard
            FROM input i JOIN vendor_sessions s ON s.id = i.session`,
  // The round's valid bet grows by the debit's valid amount: the vendor's, or the whole debit. Two
  // calls of one round in a statement fail it (a row may not be updated twice), and run alone.
  round: `opened AS (
           INSERT INTO game_rounds (merchant_code, vassalage, vendor_round_id, member_id, game_id, game_type, currency,
                                    bet, valid_bet)
           SELECT i.merchant, i.vassalage, i.vround, i.member, i.game, i.game_type, i.currency, i.amount,
                  coalesce(i.valid_bet, i.amount)
             FROM input i JOIN state ON state.n = i.n WHERE state.live AND NOT state.owes AND state.guard IS NULL
           ON CONFLICT (merchant_code, vassalage, vendor_round_id) DO UPDATE
              SET bet = game_rounds.bet + EXCLUDED.bet, valid_bet = game_rounds.valid_bet + EXCLUDED.valid_bet,
                  updated_at = now()
            WHERE game_rounds.member_id = EXCLUDED.member_id AND game_rounds.state = 'open'
           RETURNING id, merchant_code, vassalage, vendor_round_id),
         round AS (
           SELECT i.n, opened.id FROM opened
             JOIN input i ON i.merchant = opened.merchant_code AND i.vassalage = opened.vassalage
                         AND i.vround = opened.vendor_round_id)`,
});

/**
 * Credits: each adds its win to the member's open round with a standing bet and settles it (locking
 * it). A valid amount sent with the credit can only lower the round's valid bet: the platform takes
 * the smaller of the vendor's figure and its own.
 *
 * Each call's round is found by its unique (merchant, vendor, round) key alone: with the member and
 * the state beside the key in one condition, a generic plan on a table without fresh statistics took
 * the merchant's member or day index and walked its rounds. The rows are then read by their primary
 * keys as one array: joined to the calls instead, a plan made while the table was young scanned
 * every round.
 */
export const CREDIT_ROUND = `keyed AS (
           SELECT i.*, (SELECT k.id FROM game_rounds k
                         WHERE k.merchant_code = i.merchant AND k.vassalage = i.vassalage AND k.vendor_round_id = i.vround)
                       AS round_id
             FROM input i),
         round AS (
           UPDATE game_rounds r SET win = r.win + i.amount, state = 'settled', settled_at = now(), updated_at = now(),
                  valid_bet = least(r.valid_bet, coalesce(i.valid_bet, r.valid_bet))
             FROM keyed i
            WHERE r.id = ANY (ARRAY(SELECT round_id FROM keyed)) AND r.id = i.round_id
              AND r.member_id = i.member AND r.state = 'open' AND r.bet > 0
           RETURNING i.n, r.id)`;
/** Credits that post their wins. */
const CREDIT_WIN = atOnceSql({ kind: "credit", extra: [], round: CREDIT_ROUND });
/** Losses move no money: each answers the balance of its wallet of kind and currency. */
const CREDIT_LOSS = atOnceSql({
  kind: "credit",
  extra: [
    ["wallet_kind", "text"],
    ["wallet_currency", "text"],
  ],
  round: CREDIT_ROUND,
  balance: WALLET_BALANCE("i.merchant", "i.wallet_kind", "i.wallet_currency", "i.member"),
});

/** One call of a debit's or credit's statement: its claim, its extra columns and its movement. */
type AtOnceCall = { claim: ClaimInput; extra: unknown[]; movement: OneMemberInput | null };
type AtOnceRow = {
  live: boolean | null;
  owes: boolean | null;
  guard: string | null;
  round_id: string | null;
  balance: string | null;
};

/** Runs one statement for `calls` (see `atOnceSql`); their outcomes in their order. */
async function atOnce(
  db: Queryable,
  statement: AtOnceStatement,
  calls: AtOnceCall[],
): Promise<AtOnceOutcome[]> {
  const rows = calls.map(({ claim, extra, movement }) => [
    claim.merchantCode,
    claim.vassalage,
    claim.transactionId,
    claim.memberId,
    claim.vendorRoundId,
    claim.amount.toString(),
    claim.requestHash,
    claim.validBet?.toString() ?? null,
    ...extra,
    ...(movement ? movementValues(movement) : []),
  ]);
  const moves = calls.some((call) => call.movement);
  const size = sizeFor(calls.length);
  const params: unknown[] = rows.flat();
  params.length = statement.columns.length * size;
  params.fill(null, rows.length * statement.columns.length);
  const answered = await db.query<AtOnceRow>(statement.textFor(size), [
    ...params,
    ...(moves ? movementArrays(calls.map((call) => call.movement)) : []),
  ]);
  return answered.slice(0, calls.length).map((row) => ({
    live: row.live === true,
    owes: row.owes === true,
    guard: row.guard ?? null,
    roundId: row.round_id ?? null,
    balance: row.balance == null ? null : BigInt(row.balance),
  }));
}

/**
 * Statements of one kind in flight at once per instance, the fewest calls a second one takes, and the
 * most calls in one (decisions 110 and 124). One statement a kind runs whatever waits; a second runs
 * beside it only once 16 calls wait, so groups stay large and the per-statement cost stays shared.
 * Two lanes open to any group halved the groups and cost a two-core machine 15 % of its bets; a
 * second lane kept for large groups fills the cores a slow statement leaves idle without that cost.
 * Instances add lanes of their own.
 */
const GROUP_LANES = 2;
const GROUP_FEWEST_BESIDE = 16;
const GROUP_MOST = 64;

/**
 * The debits' and credits' groups, per database (its pool): calls of different members go together,
 * and one member's calls, of any kind, one after the other.
 */
const groupsByDatabase = new WeakMap<
  Queryable,
  StatementGroups<AtOnceStatement, AtOnceCall, AtOnceOutcome>
>();

function grouped(db: Queryable) {
  let groups = groupsByDatabase.get(db);
  if (!groups) {
    groups = statementGroups({
      statement: (statement: AtOnceStatement, calls: AtOnceCall[]) => atOnce(db, statement, calls),
      keyOf: (call) => call.claim.memberId,
      lanes: GROUP_LANES,
      fewestBeside: GROUP_FEWEST_BESIDE,
      most: GROUP_MOST,
    });
    groupsByDatabase.set(db, groups);
  }
  return groups;
}

/** Statements run and calls served by the grouped debits and credits on `db` (for tests and the bench). */
export function seamlessGroupCounts(db: Queryable): GroupCounts {
  return { ...(groupsByDatabase.get(db)?.counts ?? { statements: 0, calls: 0, groupsRunAgain: 0 }) };
}

export function createSeamlessRepository(db: Queryable) {
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

    /** A whole debit in one statement, with the other members' debits that arrive meanwhile (see `DEBIT`). */
    debitAtOnce(
      input: ClaimInput & { sessionId: string; gameId: string; gameType: string; currency: string },
      movement: OneMemberInput,
    ) {
      return grouped(db).run(DEBIT, {
        claim: input,
        extra: [input.sessionId, input.gameId, input.gameType, input.currency],
        movement,
      });
    },

    /**
     * A whole credit in one statement (see `CREDIT_WIN`), with the other members' credits that arrive
     * meanwhile: posts the win (`movement`; null for a loss, which moves no money and answers the
     * balance of `wallet`) and records the transaction id with its answer.
     */
    creditAtOnce(
      input: ClaimInput,
      movement: OneMemberInput | null,
      wallet: { kind: string; currency: string },
    ) {
      return movement
        ? grouped(db).run(CREDIT_WIN, { claim: input, extra: [], movement })
        : grouped(db).run(CREDIT_LOSS, {
            claim: input,
            extra: [wallet.kind, wallet.currency],
            movement: null,
          });
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
