import type { Database, Queryable } from "#app/db/database.ts";

export type LedgerCheck = {
  ok: boolean;
  entries: number;
  postings: number;
  /** Sum of every posting ever made; zero in a sound ledger. */
  total: bigint;
  /** Entries whose postings do not sum to zero, or that have fewer than two. */
  unbalancedEntries: number[];
  /** Accounts whose balance (with waiting deltas) differs from the sum of their postings. */
  driftedAccounts: { accountId: number; balance: bigint; postings: bigint }[];
};

/**
 * Checks the ledger's invariants on one consistent snapshot: every entry sums to zero, all postings
 * sum to zero, and every balance equals the sum of its postings. With `merchantCode`, only that
 * merchant's entries and accounts (what an operator of that merchant may see).
 */
export function checkLedger(db: Database, merchantCode?: string): Promise<LedgerCheck> {
  return db.transaction(async (tx) => {
    await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
    return inspectLedger(tx, merchantCode);
  });
}

/** The checks of `checkLedger` on what `tx` sees; give it a snapshot when writers run meanwhile. */
export async function inspectLedger(tx: Queryable, merchantCode?: string): Promise<LedgerCheck> {
  // $1 NULL: every merchant.
  const scope = [merchantCode ?? null];
  const [counts] = await tx.query<{ entries: string; postings: string; total: string }>(
    `SELECT (SELECT count(*) FROM journal_entries WHERE $1::text IS NULL OR merchant_code = $1)::text AS entries,
            count(p.id)::text AS postings, coalesce(sum(p.amount), 0)::text AS total
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE $1::text IS NULL OR e.merchant_code = $1`,
    scope,
  );
  const unbalanced = await tx.query<{ id: string }>(
    `SELECT e.id::text FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
        WHERE $1::text IS NULL OR e.merchant_code = $1
        GROUP BY e.id HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0
        ORDER BY e.id LIMIT 100`,
    scope,
  );
  const drifted = await tx.query<{ id: string; balance: string; postings: string }>(
    `SELECT a.id::text, (a.balance + coalesce(d.total, 0))::text AS balance, coalesce(p.total, 0)::text AS postings
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p ON p.account_id = a.id
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_hot_deltas GROUP BY account_id) d ON d.account_id = a.id
        WHERE a.balance + coalesce(d.total, 0) <> coalesce(p.total, 0)
          AND ($1::text IS NULL OR a.merchant_code = $1)
        ORDER BY a.id LIMIT 100`,
    scope,
  );
  const total = BigInt(counts?.total ?? "0");
  return {
    ok: total === 0n && unbalanced.length === 0 && drifted.length === 0,
    entries: Number(counts?.entries ?? 0),
    postings: Number(counts?.postings ?? 0),
    total,
    unbalancedEntries: unbalanced.map((row) => Number(row.id)),
    driftedAccounts: drifted.map((row) => ({
      accountId: Number(row.id),
      balance: BigInt(row.balance),
      postings: BigInt(row.postings),
    })),
  };
}
