import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";

/**
 * Refuses money leaving a member (a bet, a withdrawal, a transfer) while it owes its downlines
 * contract bills it could not pay (decision 045). Checked inside the caller's transaction, after its
 * lock on the member, so a bill that went short meanwhile is seen. One probe of a partial index.
 */
export async function assertNoUnpaidBills(tx: Queryable, memberId: number | string): Promise<void> {
  const [owed] = await tx.query<{ bills: number; amount: string | null }>(
    `SELECT count(*)::int AS bills, sum(due - paid)::text AS amount FROM agent_contract_bills
      WHERE payer_member_id = $1 AND state IN ('partly_paid', 'insufficient_balance')`,
    [memberId],
  );
  if (owed && owed.bills > 0) {
    throw new AppError(
      "agent.bills.unpaid",
      "Your downlines' salary or dividend bills are unpaid: add funds to your wallet and they are paid first",
      { bills: owed.bills, amountMinor: owed.amount },
    );
  }
}

/**
 * The condition "the member (`memberParam`, an SQL expression) owes such bills", for a statement that
 * checks it beside its own work (the seamless wallet's debit).
 */
export const owesBillsSql = (memberParam: string) =>
  `EXISTS (SELECT 1 FROM agent_contract_bills
            WHERE payer_member_id = ${memberParam} AND state IN ('partly_paid', 'insufficient_balance'))`;

/** Whether the member owes such bills (the seamless wallet answers vendors in its own codes). */
export async function owesBills(tx: Queryable, memberId: number | string): Promise<boolean> {
  const [row] = await tx.query<{ owes: boolean }>(`SELECT ${owesBillsSql("$1")} AS owes`, [memberId]);
  return row?.owes === true;
}
