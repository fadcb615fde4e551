import type { Queryable } from "#app/db/database.ts";

/**
 * Wagering: a bonus with a turnover requirement counts as cash once the member has bet that much.
 * Money an agent transfers to its downline with a turnover requirement (`transfer.downline`, decision
 * 036) is held the same way on the recipient: the credit side of its entry, never the sender's debit.
 * The turnover is the valid bet of settled game rounds (the betting record's "valid bet") started
 * after the bonus was credited; a round started before it, still open, or cancelled does not count.
 * When several bonuses wait at once, turnover fills the oldest first, so each bet counts once.
 * A bonus the member forfeited (`forfeit.ts`) is left out: its requirement is cleared with it.
 *
 * Progress is computed when asked, from the rounds and the bonus entries themselves: there is no
 * counter to keep in step with every settlement, and a late settlement or a rollback is reflected
 * on the next read.
 */

/** A bonus with a requirement, oldest first, and the turnover played between it and the next one. */
export type WageringSegment = { required: bigint; turnoverUntilNext: bigint };

/** How much of each bonus's requirement is met, in the segments' order (never above `required`). */
export function allocateTurnover(segments: readonly WageringSegment[]): bigint[] {
  const met = segments.map(() => 0n);
  let oldestOpen = 0;
  segments.forEach((segment, index) => {
    // Turnover played after bonus `index` counts for it and for every older bonus still open.
    let pool = segment.turnoverUntilNext;
    while (pool > 0n && oldestOpen <= index) {
      const missing = (segments[oldestOpen]?.required ?? 0n) - (met[oldestOpen] ?? 0n);
      const taken = missing < pool ? missing : pool;
      met[oldestOpen] = (met[oldestOpen] ?? 0n) + taken;
      pool -= taken;
      if (met[oldestOpen] === segments[oldestOpen]?.required) oldestOpen++;
    }
  });
  return met;
}

export type WageringLine = {
  /** The bonus credited to the main wallet, minor units. */
  amount: bigint;
  required: bigint;
  met: bigint;
  grantedAt: Date;
  reason: string;
};

/** The member's bonuses with a requirement and the turnover met for each, by journal entry id, oldest first. */
export async function wageringProgress(
  db: Queryable,
  merchantCode: string,
  memberId: number,
): Promise<Map<string, WageringLine>> {
  const rows = await db.query<{
    entry_id: string;
    amount: string;
    required: string;
    turnover: string;
    created_at: Date | string;
    reason: string | null;
  }>(
    `WITH bonuses AS (
       SELECT e.id, e.created_at, p.amount, e.memo->>'remark' AS reason,
              (e.memo->>'requiredTurnover')::bigint AS required,
              lead(e.created_at) OVER (ORDER BY e.created_at, e.id) AS next_at
         FROM ledger_accounts a
         JOIN postings p ON p.account_id = a.id AND p.balance_after IS NOT NULL
         JOIN journal_entries e ON e.id = p.entry_id
        WHERE a.member_id = $2 AND a.merchant_code = $1 AND a.kind = 'main'
          AND (e.kind LIKE 'bonus.%' OR e.kind = 'transfer.downline') AND p.amount > 0
          AND (e.memo->>'requiredTurnover')::bigint > 0
          -- A forfeited bonus is gone: nothing is left to wager on it (decision 079).
          AND NOT EXISTS (SELECT 1 FROM bonus_forfeited_entries f WHERE f.bonus_entry_id = e.id)
     )
     SELECT b.id::text AS entry_id, b.amount::text AS amount, b.required::text AS required,
            b.created_at, b.reason,
            (SELECT coalesce(sum(r.valid_bet), 0) FROM game_rounds r
              WHERE r.merchant_code = $1 AND r.member_id = $2 AND r.state = 'settled'
                AND r.started_at >= b.created_at
                AND (b.next_at IS NULL OR r.started_at < b.next_at))::text AS turnover
       FROM bonuses b
      ORDER BY b.created_at, b.id`,
    [merchantCode, memberId],
  );
  const segments = rows.map((row) => ({
    required: BigInt(row.required),
    turnoverUntilNext: BigInt(row.turnover),
  }));
  const met = allocateTurnover(segments);
  return new Map(
    rows.map((row, index) => [
      row.entry_id,
      {
        amount: BigInt(row.amount),
        required: segments[index]!.required,
        met: met[index]!,
        grantedAt: new Date(row.created_at),
        reason: row.reason ?? "",
      },
    ]),
  );
}
