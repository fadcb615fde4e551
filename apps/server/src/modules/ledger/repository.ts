import type { Queryable } from "#app/db/database.ts";
import { type AccountRef, isMemberAccount } from "./accounts.ts";

type EntryRow = { id: string; request_hash: string };
type PostingRow = {
  account_id: string;
  member_id: string | null;
  kind: string;
  balance_after: string | null;
};

/** A movement of one member account against house accounts, its account ids resolved. */
export type OneMemberInput = {
  entry: {
    merchantCode: string;
    kind: string;
    idempotencyKey: string;
    requestHash: string;
    memo: Record<string, unknown>;
    /** Null: now (see Movement.at). */
    at?: Date | null;
  };
  member: { accountId: number; amount: bigint };
  house: { accountId: number; amount: bigint }[];
  postings: { accountId: number; amount: bigint }[];
};

/** The message of a statement refused because a balance would go below zero (see `refuse_statement`). */
export const INSUFFICIENT = "insufficient.balance";
/** The SQLSTATE `refuse_statement` raises (migration 0053). */
export const STATEMENT_REFUSED = "BR001";

const movementCtes = new Map<string, string>();

/**
 * The common movement as common table expressions named `entry`, `wallet`, `deltas` and `posted`,
 * its parameters numbered from `$first`, for one statement of the ledger's (the seamless wallet
 * writes its movements with `groupedMovementCtes`, grouped-movement.ts). The key is claimed
 * only when `gate` (an SQL condition over earlier expressions) holds; the guarded update runs only
 * once the key is claimed, and deltas and postings only once the update passed.
 *
 * Built once per (first parameter, gate), as the statements around it are (see `POST_ONE_MEMBER`):
 * the same string object on every call is found by identity in the statement names and the driver's
 * prepared statements, where a text built per call was hashed and compared, kilobytes of it, each time.
 */
export function oneMemberMovementCtes(first: number, gate: string): string {
  const key = `${first}|${gate}`;
  let ctes = movementCtes.get(key);
  if (ctes !== undefined) return ctes;
  const p = (n: number) => `$${first + n - 1}`;
  ctes = `entry AS (
     INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo, created_at)
     SELECT ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}::jsonb, coalesce(${p(12)}::timestamptz, now())
      WHERE ${gate}
     ON CONFLICT DO NOTHING RETURNING id),
   wallet AS (
     UPDATE ledger_accounts SET balance = balance + ${p(7)}::bigint
      WHERE id = ${p(6)} AND (allow_negative OR balance + ${p(7)}::bigint >= 0) AND EXISTS (SELECT 1 FROM entry)
      RETURNING balance),
   deltas AS (
     INSERT INTO ledger_hot_deltas (account_id, amount)
     SELECT d.account_id, d.amount FROM wallet, unnest(${p(8)}::bigint[], ${p(9)}::bigint[]) AS d (account_id, amount)),
   posted AS (
     INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
     SELECT entry.id, p.account_id, p.amount, CASE WHEN p.account_id = ${p(6)} THEN wallet.balance END,
            coalesce(${p(12)}::timestamptz, now())
       FROM entry, wallet, unnest(${p(10)}::bigint[], ${p(11)}::bigint[]) WITH ORDINALITY AS p (account_id, amount, n)
      ORDER BY p.n)`;
  movementCtes.set(key, ctes);
  return ctes;
}

/** The entry's and the member account's values of a movement: the first parameters of its statements. */
export function entryAndMemberValues(input: OneMemberInput): unknown[] {
  return [
    input.entry.merchantCode,
    input.entry.kind,
    input.entry.idempotencyKey,
    input.entry.requestHash,
    JSON.stringify(input.entry.memo),
    input.member.accountId,
    input.member.amount.toString(),
  ];
}

/** The parameters of `oneMemberMovementCtes`, in its order. */
export function oneMemberMovementParams(input: OneMemberInput): unknown[] {
  return [
    ...entryAndMemberValues(input),
    input.house.map((delta) => delta.accountId),
    input.house.map((delta) => delta.amount.toString()),
    input.postings.map((posting) => posting.accountId),
    input.postings.map((posting) => posting.amount.toString()),
    input.entry.at ?? null,
  ];
}

/** The ledger's own one-member statement, with and without the refusal of a balance too low. */
const POST_ONE_MEMBER_SQL = (alone: boolean) =>
  `WITH ${oneMemberMovementCtes(1, "true")}
   SELECT (SELECT id::text FROM entry) AS entry_id, (SELECT balance::text FROM wallet) AS balance${
     alone
       ? `, CASE WHEN EXISTS (SELECT 1 FROM entry) AND NOT EXISTS (SELECT 1 FROM wallet)
                  THEN refuse_statement('${INSUFFICIENT}') END AS refused`
       : ""
   }`;
const POST_ONE_MEMBER = POST_ONE_MEMBER_SQL(false);
const POST_ONE_MEMBER_ALONE = POST_ONE_MEMBER_SQL(true);

/** Queries of the ledger; amounts travel as text and are BigInt on our side, never a JS float. */
export function createLedgerRepository(db: Queryable) {
  return {
    /** The id of the account, created on first use; `existed` tells whether it was there before. */
    async accountId(
      merchantCode: string,
      ref: AccountRef,
      currency: string,
    ): Promise<{ id: number; committed: boolean }> {
      const member = isMemberAccount(ref);
      const kind = member ? ref.kind : ref.house;
      const memberId = member ? ref.memberId : null;
      // A row this transaction wrote carries its start time (now()); any other row we can see was
      // committed by another transaction, and only such an id outlives a rollback of this one.
      const find = () =>
        db.query<{ id: string; committed: boolean }>(
          `SELECT id::text, created_at <> now() AS committed FROM ledger_accounts
            WHERE merchant_code = $1 AND kind = $2 AND currency = $3 AND member_id IS NOT DISTINCT FROM $4`,
          [merchantCode, kind, currency, memberId],
        );
      const found = await find();
      if (found[0]) return { id: Number(found[0].id), committed: found[0].committed };
      await db.query(
        `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, hot, allow_negative)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING`,
        [merchantCode, memberId, kind, currency, !member],
      );
      const created = await find();
      if (!created[0]) throw new Error(`ledger account ${kind} could not be created`);
      return { id: Number(created[0].id), committed: false };
    },

    /**
     * The ids of the member accounts of `refs` that exist and that other transactions committed
     * (see `accountId`), in one statement: a movement or a batch of them resolves its wallets at once.
     */
    async committedMemberAccounts(
      merchantCode: string,
      refs: readonly { memberId: number; kind: string }[],
      currency: string,
    ): Promise<{ id: number; memberId: number; kind: string }[]> {
      if (refs.length === 0) return [];
      const rows = await db.query<{ id: string; member_id: string; kind: string }>(
        `SELECT a.id::text, a.member_id::text, a.kind
           FROM unnest($2::bigint[], $3::text[]) AS r (member_id, kind)
           JOIN ledger_accounts a ON a.member_id = r.member_id AND a.kind = r.kind AND a.currency = $4
          WHERE a.merchant_code = $1 AND a.created_at <> now()`,
        [merchantCode, refs.map((ref) => ref.memberId), refs.map((ref) => ref.kind), currency],
      );
      return rows.map((row) => ({ id: Number(row.id), memberId: Number(row.member_id), kind: row.kind }));
    },

    /**
     * Claims many entries' keys in one insert (a key another transaction holds waits for it to
     * commit); answers the ids of those claimed, by `merchant|key`. Keys already taken are absent.
     */
    async claimEntries(
      entries: readonly {
        merchantCode: string;
        kind: string;
        idempotencyKey: string;
        requestHash: string;
        memo: Record<string, unknown>;
        /** Null: now (see Movement.at). */
        at: Date | null;
      }[],
    ): Promise<Map<string, number>> {
      const rows = await db.query<{ id: string; merchant_code: string; idempotency_key: string }>(
        `INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo, created_at)
         SELECT e.merchant_code, e.kind, e.idempotency_key, e.request_hash, e.memo, coalesce(e.at, now())
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::timestamptz[])
                WITH ORDINALITY AS e (merchant_code, kind, idempotency_key, request_hash, memo, at, n)
          ORDER BY n
         ON CONFLICT DO NOTHING RETURNING id::text, merchant_code, idempotency_key`,
        [
          entries.map((entry) => entry.merchantCode),
          entries.map((entry) => entry.kind),
          entries.map((entry) => entry.idempotencyKey),
          entries.map((entry) => entry.requestHash),
          entries.map((entry) => JSON.stringify(entry.memo)),
          entries.map((entry) => entry.at),
        ],
      );
      return new Map(rows.map((row) => [`${row.merchant_code}|${row.idempotency_key}`, Number(row.id)]));
    },

    /**
     * Adds each account's net change (distinct accounts), locking the rows in id order first; null
     * when one would end below zero where that is not allowed (nothing changed then). Answers each
     * account's new balance and whether it may go negative.
     */
    async applyNetChanges(
      changes: readonly { accountId: number; amount: bigint }[],
    ): Promise<Map<number, { balance: bigint; allowNegative: boolean }> | null> {
      if (changes.length === 0) return new Map();
      const ids = changes.map((change) => change.accountId);
      await db.query("SELECT 1 FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE", [
        ids,
      ]);
      const rows = await db.query<{ id: string; balance: string; allow_negative: boolean }>(
        `UPDATE ledger_accounts a SET balance = a.balance + u.amount
           FROM unnest($1::bigint[], $2::bigint[]) AS u (id, amount)
          WHERE a.id = u.id AND (a.allow_negative OR a.balance + u.amount >= 0)
          RETURNING a.id::text, a.balance::text, a.allow_negative`,
        [ids, changes.map((change) => change.amount.toString())],
      );
      if (rows.length < changes.length) return null;
      return new Map(
        rows.map((row) => [
          Number(row.id),
          { balance: BigInt(row.balance), allowNegative: row.allow_negative },
        ]),
      );
    },

    /** The postings of many entries in one insert, in the order given. */
    async insertEntriesPostings(
      postings: readonly {
        entryId: number;
        accountId: number;
        amount: bigint;
        balanceAfter: bigint | null;
        /** Null: now (see Movement.at). */
        at: Date | null;
      }[],
    ): Promise<void> {
      if (postings.length === 0) return;
      await db.query(
        `INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
         SELECT p.entry_id, p.account_id, p.amount, p.balance_after, coalesce(p.at, now())
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::timestamptz[])
                WITH ORDINALITY AS p (entry_id, account_id, amount, balance_after, at, n)
          ORDER BY p.n`,
        [
          postings.map((posting) => posting.entryId),
          postings.map((posting) => posting.accountId),
          postings.map((posting) => posting.amount.toString()),
          postings.map((posting) => posting.balanceAfter?.toString() ?? null),
          postings.map((posting) => posting.at),
        ],
      );
    },

    /** Inserts the entry, or answers the one already holding this key (waiting for it to commit). */
    async claimEntry(entry: {
      merchantCode: string;
      kind: string;
      idempotencyKey: string;
      requestHash: string;
      memo: Record<string, unknown>;
      /** Null: now (see Movement.at). */
      at?: Date | null;
    }): Promise<{ id: number; created: boolean; requestHash: string }> {
      const inserted = await db.query<EntryRow>(
        `INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo, created_at)
         VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
         ON CONFLICT DO NOTHING RETURNING id::text, request_hash`,
        [
          entry.merchantCode,
          entry.kind,
          entry.idempotencyKey,
          entry.requestHash,
          JSON.stringify(entry.memo),
          entry.at ?? null,
        ],
      );
      if (inserted[0]) return { id: Number(inserted[0].id), created: true, requestHash: entry.requestHash };
      const existing = await db.query<EntryRow>(
        "SELECT id::text, request_hash FROM journal_entries WHERE merchant_code = $1 AND idempotency_key = $2",
        [entry.merchantCode, entry.idempotencyKey],
      );
      const row = existing[0];
      if (!row) throw new Error("journal entry vanished while claiming its key");
      return { id: Number(row.id), created: false, requestHash: row.request_hash };
    },

    /**
     * A movement with one member-side posting, in one statement: claims the key, applies the member
     * amount by the guarded conditional update, queues the house side as deltas and writes the
     * postings. The update runs only once the key is claimed, and deltas and postings only once the
     * update passed. `entryId` null: the key was taken (nothing written); `balance` null: the
     * balance would go below zero (the entry row is written, so the caller must roll back).
     *
     * `alone`: the statement is not inside a transaction, so it must be one by itself: a balance
     * that would go below zero then fails the whole statement (`LEDGER_REFUSED`), which undoes the
     * entry row as a rollback would, and no BEGIN or COMMIT is needed around it.
     */
    async postOneMember(
      input: OneMemberInput,
      options: { alone?: boolean } = {},
    ): Promise<{ entryId: number | null; balance: bigint | null }> {
      const [row] = await db.query<{ entry_id: string | null; balance: string | null }>(
        options.alone ? POST_ONE_MEMBER_ALONE : POST_ONE_MEMBER,
        oneMemberMovementParams(input),
      );
      return {
        entryId: row?.entry_id ? Number(row.entry_id) : null,
        balance: row?.balance ? BigInt(row.balance) : null,
      };
    },

    /** The entry holding an idempotency key, once a claim found it taken (and waited for it to commit). */
    async entryByKey(
      merchantCode: string,
      idempotencyKey: string,
    ): Promise<{ id: number; requestHash: string }> {
      const [row] = await db.query<EntryRow>(
        "SELECT id::text, request_hash FROM journal_entries WHERE merchant_code = $1 AND idempotency_key = $2",
        [merchantCode, idempotencyKey],
      );
      if (!row) throw new Error("journal entry vanished while claiming its key");
      return { id: Number(row.id), requestHash: row.request_hash };
    },

    /** Adds `amount` unless the balance would go below zero where that is not allowed; null then. */
    async applyToBalance(accountId: number, amount: bigint): Promise<bigint | null> {
      const rows = await db.query<{ balance: string }>(
        `UPDATE ledger_accounts SET balance = balance + $2::bigint
          WHERE id = $1 AND (allow_negative OR balance + $2::bigint >= 0)
          RETURNING balance::text`,
        [accountId, amount.toString()],
      );
      return rows[0] ? BigInt(rows[0].balance) : null;
    },

    async insertHotDeltas(deltas: { accountId: number; amount: bigint }[]): Promise<void> {
      if (deltas.length === 0) return;
      await db.query(
        "INSERT INTO ledger_hot_deltas (account_id, amount) SELECT * FROM unnest($1::bigint[], $2::bigint[])",
        [deltas.map((delta) => delta.accountId), deltas.map((delta) => delta.amount.toString())],
      );
    },

    async insertPostings(
      entryId: number,
      postings: { accountId: number; amount: bigint; balanceAfter: bigint | null }[],
      at: Date | null = null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
         SELECT $1, p.*, coalesce($5::timestamptz, now())
           FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS p`,
        [
          entryId,
          postings.map((posting) => posting.accountId),
          postings.map((posting) => posting.amount.toString()),
          postings.map((posting) => posting.balanceAfter?.toString() ?? null),
          at,
        ],
      );
    },

    /** The member balances an entry left behind, as its first answer reported them. */
    async entryPostings(entryId: number): Promise<PostingRow[]> {
      return db.query<PostingRow>(
        `SELECT p.account_id::text, a.member_id::text, a.kind, p.balance_after::text
           FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE p.entry_id = $1 ORDER BY p.id`,
        [entryId],
      );
    },

    async balance(merchantCode: string, ref: AccountRef, currency: string): Promise<bigint> {
      const member = isMemberAccount(ref);
      const rows = await db.query<{ balance: string }>(
        `SELECT (a.balance + coalesce((SELECT sum(d.amount) FROM ledger_hot_deltas d WHERE d.account_id = a.id), 0))::text AS balance
           FROM ledger_accounts a
          WHERE a.merchant_code = $1 AND a.kind = $2 AND a.currency = $3 AND a.member_id IS NOT DISTINCT FROM $4`,
        [merchantCode, member ? ref.kind : ref.house, currency, member ? ref.memberId : null],
      );
      return rows[0] ? BigInt(rows[0].balance) : 0n;
    },

    /** Folds waiting deltas into the hot accounts' balances; answers how many accounts moved. */
    async rollUpHotAccounts(): Promise<number> {
      const accounts = await db.query<{ account_id: string }>(
        "SELECT DISTINCT account_id::text FROM ledger_hot_deltas",
      );
      for (const { account_id } of accounts) {
        await db.query(
          `WITH moved AS (DELETE FROM ledger_hot_deltas WHERE account_id = $1 RETURNING amount)
           UPDATE ledger_accounts SET balance = balance + (SELECT coalesce(sum(amount), 0) FROM moved)
            WHERE id = $1`,
          [account_id],
        );
      }
      return accounts.length;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
