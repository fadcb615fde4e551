import type { Database, Queryable } from "#app/db/database.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import type { LedgerService, Movement } from "#app/modules/ledger/service.ts";
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
/** An upline short of money is asked again after this long. */
export const RETRY_MS = 60_000;

/** The ledger kind of a bill's payment; reports and account records show it as salary or dividend (decision 051). */
export const ledgerKindOf = (kind: PayoutKind) =>
  kind === "dividend" ? "agent.dividend" : `agent.${kind.replace("_", ".")}`;

const houseAccountOf = (kind: PayoutKind): HouseAccountKind =>
  kind === "dividend" ? "dividend_expense" : "salary_expense";

/** The payers' main-wallet balances, their rows locked (in id order) for the rest of the transaction. */
async function lockPayers(tx: Queryable, bills: readonly BillRow[]): Promise<Map<string, bigint>> {
  const payers = [...new Set(bills.flatMap((bill) => (bill.payer_member_id ? [bill.payer_member_id] : [])))];
  const balances = new Map<string, bigint>(payers.map((payer) => [payer, 0n]));
  if (payers.length === 0) return balances;
  const rows = await tx.query<{ member_id: string; currency: string; balance: string }>(
    `SELECT member_id::text, currency, balance::text FROM ledger_accounts
      WHERE member_id = ANY($1::bigint[]) AND kind = 'main' ORDER BY id FOR UPDATE`,
    [payers],
  );
  const currency = bills[0]!.currency;
  for (const row of rows) if (row.currency === currency) balances.set(row.member_id, BigInt(row.balance));
  return balances;
}

type Outcome = { id: string; paid: bigint; state: "paid" | "partly_paid" | "insufficient_balance" };

/** Moves `amount` from `from` to `to` in the batch's view of the payers' balances. */
function track(balances: Map<string, bigint>, from: string | null, to: string, amount: bigint) {
  if (from !== null) balances.set(from, (balances.get(from) ?? 0n) - amount);
  if (balances.has(to)) balances.set(to, balances.get(to)! + amount);
}

/**
 * Pays one bill as far as its payer can: the house always pays in full; an upline pays from its
 * main wallet (`balances`, read under the row lock and kept up to date as the batch pays). A part
 * is one ledger entry keyed `agent-contract:<contract>:<slot start>:<paid before>`, so each
 * (contract, slot) has one key per part and a replay finds the first answer.
 */
function payOne(bill: BillRow, balances: Map<string, bigint>, movements: Movement[]): Outcome {
  const due = BigInt(bill.due);
  const paidBefore = BigInt(bill.paid);
  const remaining = due - paidBefore;
  let amount = remaining;
  if (bill.payer_member_id !== null) {
    const balance = balances.get(bill.payer_member_id) ?? 0n;
    amount = balance < remaining ? balance : remaining;
  }
  if (amount > 0n) {
    movements.push({
      merchantCode: bill.merchant_code,
      currency: bill.currency,
      kind: ledgerKindOf(bill.kind),
      idempotencyKey: `agent-contract:${bill.contract_id}:${bill.period_start.toISOString()}:${paidBefore}`,
      postings: [
        { account: { memberId: Number(bill.member_id), kind: "main" }, amount },
        bill.payer_member_id === null
          ? { account: { house: houseAccountOf(bill.kind) }, amount: -amount }
          : { account: { memberId: Number(bill.payer_member_id), kind: "main" }, amount: -amount },
      ],
      memo: { billId: Number(bill.id), contractId: Number(bill.contract_id), periodStart: bill.period_start },
    });
    track(balances, bill.payer_member_id, bill.member_id, amount);
  }
  const paid = paidBefore + amount;
  const state = paid === due ? "paid" : paid > 0n ? "partly_paid" : "insufficient_balance";
  return { id: bill.id, paid, state };
}

async function recordOutcomes(tx: Queryable, outcomes: readonly Outcome[], now: Date) {
  if (outcomes.length === 0) return;
  await tx.query(
    `UPDATE agent_contract_bills b
        SET paid = u.paid, state = u.state, attempts = b.attempts + 1,
            retry_at = CASE WHEN u.state = 'paid' THEN NULL ELSE $4::timestamptz END,
            paid_at = CASE WHEN u.state = 'paid' THEN now() ELSE b.paid_at END
       FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS u (id, paid, state)
      WHERE b.id = u.id`,
    [
      outcomes.map((outcome) => outcome.id),
      outcomes.map((outcome) => outcome.paid.toString()),
      outcomes.map((outcome) => outcome.state),
      new Date(now.getTime() + RETRY_MS),
    ],
  );
}

/**
 * An upline that can pay all of its downlines' bills of a slot in the batch pays them in one ledger
 * entry (its wallet once, each downline's once), keyed by the payer, the slot and the group's first
 * bill — a bill of the group is never in another group once paid, so the key never comes back.
 * A single bill, or a payer short of money, goes bill by bill (partial payments, keyed per
 * contract and slot).
 */
function payGroup(
  group: readonly BillRow[],
  balances: Map<string, bigint>,
  movements: Movement[],
): Outcome[] | null {
  const first = group[0]!;
  if (group.length < 2 || first.payer_member_id === null) return null;
  const total = group.reduce((sum, bill) => sum + BigInt(bill.due) - BigInt(bill.paid), 0n);
  if (total <= 0n || (balances.get(first.payer_member_id) ?? 0n) < total) return null;
  const lines = group.flatMap((bill) => {
    const amount = BigInt(bill.due) - BigInt(bill.paid);
    return amount > 0n
      ? [{ account: { memberId: Number(bill.member_id), kind: "main" as const }, amount }]
      : [];
  });
  movements.push({
    merchantCode: first.merchant_code,
    currency: first.currency,
    kind: ledgerKindOf(first.kind),
    idempotencyKey: `agent-contract:payer:${first.payer_member_id}:${first.kind}:${first.period_start.toISOString()}:${first.id}`,
    postings: [
      ...lines,
      { account: { memberId: Number(first.payer_member_id), kind: "main" }, amount: -total },
    ],
    memo: { billIds: group.map((bill) => Number(bill.id)), periodStart: first.period_start },
  });
  for (const bill of group)
    track(balances, first.payer_member_id, bill.member_id, BigInt(bill.due) - BigInt(bill.paid));
  return group.map((bill) => ({ id: bill.id, paid: BigInt(bill.due), state: "paid" }));
}

/**
 * Pays bills already locked by the caller, in the order given, and answers each bill's new state.
 * What each bill gets is decided first, from the payers' balances read under their locks and
 * followed through the batch (an upline paid earlier in the batch pays on with it); then every
 * payment of the batch goes to the ledger at once (`postManyIn`: a few statements, not a few per
 * bill), and the outcomes are written in one statement.
 */
export async function payBills(tx: Queryable, ledger: LedgerService, bills: readonly BillRow[], now: Date) {
  if (bills.length === 0) return [];
  const balances = await lockPayers(tx, bills);
  // Bills of one payer, slot and kind together, in the order their first bill comes.
  const groups = new Map<string, BillRow[]>();
  for (const bill of bills) {
    const key = `${bill.payer_member_id ?? `house:${bill.id}`}|${bill.kind}|${bill.period_start.toISOString()}`;
    const group = groups.get(key) ?? [];
    group.push(bill);
    groups.set(key, group);
  }
  const outcomes: Outcome[] = [];
  const movements: Movement[] = [];
  for (const group of groups.values()) {
    const together = payGroup(group, balances, movements);
    if (together) outcomes.push(...together);
    else for (const bill of group) outcomes.push(payOne(bill, balances, movements));
  }
  await ledger.postManyIn(tx, movements);
  await recordOutcomes(tx, outcomes, now);
  return outcomes;
}

const BILL_COLUMNS = `b.id::text, b.merchant_code, b.contract_id::text, b.kind, b.member_id::text,
  b.payer_member_id::text, b.currency, b.period_start, b.due::text, b.paid::text`;

/**
 * Pays a batch of due bills no other runner holds (SKIP LOCKED), oldest slot and top of the chain
 * first. A bill is taken only once its payer's own bill of the slot has been tried (paid, or found
 * short), so an upline has received what it is owed before it pays its downlines, even with several
 * runners paying at once. Every bill of the batch is paid (or marked short) in `tx`: a crash before
 * the commit leaves them all as they were, with nothing paid. Answers how many bills it took.
 */
export async function payBillBatch(tx: Queryable, ledger: LedgerService, now: Date, limit = BATCH) {
  const bills = await tx.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM agent_contract_bills b
      WHERE b.state IN ('awaiting_payment', 'partly_paid', 'insufficient_balance') AND b.retry_at <= $1
        AND (b.parent_bill_id IS NULL OR NOT EXISTS (
              SELECT 1 FROM agent_contract_bills p WHERE p.id = b.parent_bill_id AND p.state = 'awaiting_payment'))
      ORDER BY b.period_start, b.level, b.id LIMIT $2 FOR UPDATE OF b SKIP LOCKED`,
    [now, limit],
  );
  await payBills(tx, ledger, bills, now);
  return bills.length;
}

/** Pays due bills in batches inside `tx`, up to `maxBatches`. Answers how many it took. */
export async function payDueBills(tx: Queryable, ledger: LedgerService, now: Date, maxBatches = 25) {
  let taken = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await payBillBatch(tx, ledger, now);
    taken += count;
    if (count === 0) break;
  }
  return taken;
}

/**
 * Pays due bills with `workers` runners at once, each batch in a transaction of its own, until none
 * is left or `budgetMs` has passed: a slot of 10,000 bills is paid in seconds, and no upline's
 * wallet stays locked longer than one batch. Safe with any number of servers doing the same.
 */
export async function payDueBillsConcurrently(
  db: Database,
  ledger: LedgerService,
  now: Date,
  options: { workers?: number; budgetMs?: number } = {},
) {
  const deadline = performance.now() + (options.budgetMs ?? 4_000);
  let taken = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      let count: number;
      try {
        count = await db.transaction((tx) => payBillBatch(tx, ledger, now));
      } catch (error) {
        // Two batches crediting and debiting the same wallets in opposite orders (bills of several
        // slots at once): the database breaks the cycle by failing one, which changed nothing.
        if ((error as { code?: string }).code === "40P01") continue;
        throw error;
      }
      taken += count;
      if (count === 0) return;
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 3 }, worker));
  return taken;
}

/** Loads one bill for paying, locked (the operator's approval pays it at once). */
export async function lockBill(tx: Queryable, id: string): Promise<BillRow | null> {
  const [bill] = await tx.query<BillRow>(
    `SELECT ${BILL_COLUMNS} FROM agent_contract_bills b WHERE b.id = $1 FOR UPDATE`,
    [id],
  );
  return bill ?? null;
}
