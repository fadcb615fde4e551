import type { Queryable } from "#app/db/database.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import type { PayoutKind } from "./billing.ts";

type BillRow = {
  id: string;
  merchant_code: string;
  contract_id: string;
  kind: PayoutKind;
  member_id: string;
  payer_member_id: string | null;
  currency: string;
  period_start: Date;
  due: string;
  paid: string;
};

const BATCH = 200;
/** An upline short of money is asked again after this long (and whenever an operator retries). */
export const RETRY_MS = 60_000;

/** The ledger kind of a bill's payment; its account record shows it as "other". */
export const ledgerKindOf = (kind: PayoutKind) =>
  kind === "dividend" ? "agent.dividend" : `agent.${kind.replace("_", ".")}`;

const houseAccountOf = (kind: PayoutKind): HouseAccountKind =>
  kind === "dividend" ? "dividend_expense" : "salary_expense";

/**
 * Pays one bill as far as its payer can, inside `tx`: the house always pays in full; an upline pays
 * from its main wallet, whose row is locked first so the balance read is the balance debited. A part
 * is one ledger entry keyed `agent-contract:<contract>:<slot start>:<paid before>`, so each
 * (contract, slot) has one key per part and a replay finds the first answer. Answers the bill's new
 * state.
 */
export async function payBill(
  tx: Queryable,
  ledger: LedgerService,
  bill: BillRow,
  now: Date,
): Promise<string> {
  const due = BigInt(bill.due);
  const paidBefore = BigInt(bill.paid);
  const remaining = due - paidBefore;
  let amount = remaining;
  if (bill.payer_member_id !== null && remaining > 0n) {
    const [account] = await tx.query<{ balance: string }>(
      `SELECT balance::text FROM ledger_accounts WHERE member_id = $1 AND kind = 'main' AND currency = $2 FOR UPDATE`,
      [bill.payer_member_id, bill.currency],
    );
    const balance = BigInt(account?.balance ?? "0");
    amount = balance < remaining ? balance : remaining;
  }
  if (amount > 0n) {
    const payee = { memberId: Number(bill.member_id), kind: "main" as const };
    await ledger.postIn(tx, {
      merchantCode: bill.merchant_code,
      currency: bill.currency,
      kind: ledgerKindOf(bill.kind),
      idempotencyKey: `agent-contract:${bill.contract_id}:${bill.period_start.toISOString()}:${paidBefore}`,
      postings: [
        { account: payee, amount },
        bill.payer_member_id === null
          ? { account: { house: houseAccountOf(bill.kind) }, amount: -amount }
          : { account: { memberId: Number(bill.payer_member_id), kind: "main" }, amount: -amount },
      ],
      memo: { billId: Number(bill.id), contractId: Number(bill.contract_id), periodStart: bill.period_start },
    });
  }
  const paid = paidBefore + amount;
  const state = paid === due ? "paid" : paid > 0n ? "partly_paid" : "insufficient_balance";
  await tx.query(
    `UPDATE agent_contract_bills
        SET paid = $2, state = $3, attempts = attempts + 1,
            retry_at = CASE WHEN $3 = 'paid' THEN NULL ELSE $4::timestamptz END,
            paid_at = CASE WHEN $3 = 'paid' THEN now() ELSE paid_at END
      WHERE id = $1`,
    [bill.id, paid.toString(), state, new Date(now.getTime() + RETRY_MS)],
  );
  return state;
}

const BILL_COLUMNS = `id::text, merchant_code, contract_id::text, kind, member_id::text, payer_member_id::text, currency,
  period_start, due::text, paid::text`;

/**
 * Pays a batch of due bills no other runner holds (SKIP LOCKED), oldest slot and top of the chain
 * first, so an upline has received its own bill of a slot before it pays its downlines'. Every bill
 * of the batch is paid (or marked short) in `tx`: a crash before the commit leaves them all as they
 * were, with nothing paid. Answers how many bills it took.
 */
export async function payBillBatch(tx: Queryable, ledger: LedgerService, now: Date, limit = BATCH) {
  const bills = await tx.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM agent_contract_bills
      WHERE state IN ('awaiting_payment', 'partly_paid', 'insufficient_balance') AND retry_at <= $1
      ORDER BY period_start, level, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  for (const bill of bills) await payBill(tx, ledger, bill, now);
  return bills.length;
}

/** Pays due bills in batches, up to `maxBatches`. Answers how many it took. */
export async function payDueBills(tx: Queryable, ledger: LedgerService, now: Date, maxBatches = 25) {
  let taken = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await payBillBatch(tx, ledger, now);
    taken += count;
    if (count < BATCH) break;
  }
  return taken;
}

/** Loads one bill for paying, locked (the operator's approval pays it at once). */
export async function lockBill(tx: Queryable, id: string): Promise<BillRow | null> {
  const [bill] = await tx.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM agent_contract_bills WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return bill ?? null;
}
