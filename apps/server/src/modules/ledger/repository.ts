import type { Queryable } from "#app/db/database.ts";
import { type AccountRef, isMemberAccount } from "./accounts.ts";

type EntryRow = { id: string; request_hash: string };
type PostingRow = {
  account_id: string;
  member_id: string | null;
  kind: string;
  balance_after: string | null;
};

/** Queries of the ledger; amounts travel as text and are BigInt on our side, never a JS float. */
export function createLedgerRepository(db: Queryable) {
  return {
    /** The id of the account, created on first use; `existed` tells whether it was there before. */
    async accountId(
      merchantCode: string,
      ref: AccountRef,
      currency: string,
    ): Promise<{ id: number; existed: boolean }> {
      const member = isMemberAccount(ref);
      const kind = member ? ref.kind : ref.house;
      const memberId = member ? ref.memberId : null;
      const find = () =>
        db.query<{ id: string }>(
          `SELECT id::text FROM ledger_accounts
            WHERE merchant_code = $1 AND kind = $2 AND currency = $3 AND member_id IS NOT DISTINCT FROM $4`,
          [merchantCode, kind, currency, memberId],
        );
      const found = await find();
      if (found[0]) return { id: Number(found[0].id), existed: true };
      await db.query(
        `INSERT INTO ledger_accounts (merchant_code, member_id, kind, currency, hot, allow_negative)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING`,
        [merchantCode, memberId, kind, currency, !member],
      );
      const created = await find();
      if (!created[0]) throw new Error(`ledger account ${kind} could not be created`);
      return { id: Number(created[0].id), existed: false };
    },

    /** Inserts the entry, or answers the one already holding this key (waiting for it to commit). */
    async claimEntry(entry: {
      merchantCode: string;
      kind: string;
      idempotencyKey: string;
      requestHash: string;
      memo: Record<string, unknown>;
    }): Promise<{ id: number; created: boolean; requestHash: string }> {
      const inserted = await db.query<EntryRow>(
        `INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id::text, request_hash`,
        [entry.merchantCode, entry.kind, entry.idempotencyKey, entry.requestHash, JSON.stringify(entry.memo)],
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
    ): Promise<void> {
      await db.query(
        `INSERT INTO postings (entry_id, account_id, amount, balance_after)
         SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::bigint[])`,
        [
          entryId,
          postings.map((posting) => posting.accountId),
          postings.map((posting) => posting.amount.toString()),
          postings.map((posting) => posting.balanceAfter?.toString() ?? null),
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
