import { createHash } from "node:crypto";
import type { Queryable } from "#app/db/database.ts";
import type { HouseAccountKind } from "#app/modules/ledger/accounts.ts";
import { createLedgerRepository } from "#app/modules/ledger/repository.ts";

export type Credit = {
  /** The ledger's idempotency key: one per bet and purpose. */
  key: string;
  memberId: number;
  house: HouseAccountKind;
  amount: bigint;
  memo: Record<string, unknown>;
};

/** The same request hash the ledger writes for a one-member movement, so a replay compares alike. */
function requestHash(kind: string, currency: string, credit: Credit): string {
  const canonical = JSON.stringify({
    kind,
    currency,
    postings: [
      [`member:${credit.memberId}:main`, credit.amount.toString()],
      [`house:${credit.house}`, (-credit.amount).toString()],
    ],
  });
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * Pays many members at once, each credit its own journal entry (member main +amount, house
 * −amount) as the ledger writes them, but in a handful of statements instead of a few per credit:
 * the entries (a key already used is skipped), one balance update per member locked in account
 * order, the postings with each member's balance after it, and one delta per house account.
 * Runs in the caller's transaction, so a crash leaves none of it.
 */
export async function postCredits(
  tx: Queryable,
  input: { merchantCode: string; currency: string; kind: string; credits: Credit[] },
): Promise<void> {
  const credits = input.credits.filter((credit) => credit.amount > 0n);
  if (credits.length === 0) return;
  const ledger = createLedgerRepository(tx);
  const houseIds = new Map<string, number>();
  for (const house of new Set(credits.map((credit) => credit.house))) {
    houseIds.set(house, (await ledger.accountId(input.merchantCode, { house }, input.currency)).id);
  }
  const memberIds = [...new Set(credits.map((credit) => credit.memberId))];
  const accounts = new Map<number, number>();
  const found = await tx.query<{ id: string; member_id: string }>(
    `SELECT id::text, member_id::text FROM ledger_accounts
      WHERE merchant_code = $1 AND kind = 'main' AND currency = $2 AND member_id = ANY($3::bigint[])`,
    [input.merchantCode, input.currency, memberIds],
  );
  for (const row of found) accounts.set(Number(row.member_id), Number(row.id));
  for (const memberId of memberIds.filter((id) => !accounts.has(id))) {
    const { id } = await ledger.accountId(input.merchantCode, { memberId, kind: "main" }, input.currency);
    accounts.set(memberId, id);
  }

  const entries = await tx.query<{ id: string; idempotency_key: string }>(
    `INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash, memo)
     SELECT $1, $2, e.key, e.hash, e.memo::jsonb FROM unnest($3::text[], $4::text[], $5::text[]) AS e (key, hash, memo)
     ON CONFLICT DO NOTHING RETURNING id::text, idempotency_key`,
    [
      input.merchantCode,
      input.kind,
      credits.map((credit) => credit.key),
      credits.map((credit) => requestHash(input.kind, input.currency, credit)),
      credits.map((credit) => JSON.stringify(credit.memo)),
    ],
  );
  const entryOf = new Map(entries.map((entry) => [entry.idempotency_key, Number(entry.id)]));
  const fresh = credits
    .filter((credit) => entryOf.has(credit.key))
    .map((credit) => ({
      ...credit,
      entryId: entryOf.get(credit.key)!,
      accountId: accounts.get(credit.memberId)!,
    }))
    .sort((a, b) => a.entryId - b.entryId);
  if (fresh.length === 0) return;

  const totals = new Map<number, bigint>();
  for (const credit of fresh)
    totals.set(credit.accountId, (totals.get(credit.accountId) ?? 0n) + credit.amount);
  const ids = [...totals.keys()].sort((a, b) => a - b);
  // Locked in id order, as every ledger movement locks, so two settlements never wait in a cycle.
  await tx.query("SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE", [ids]);
  const updated = await tx.query<{ id: string; balance: string }>(
    `UPDATE ledger_accounts a SET balance = a.balance + d.amount
       FROM unnest($1::bigint[], $2::bigint[]) AS d (id, amount)
      WHERE a.id = d.id RETURNING a.id::text, a.balance::text`,
    [ids, ids.map((id) => totals.get(id)!.toString())],
  );
  // Each posting's balance after it: the final balance less what the later credits added.
  const running = new Map(updated.map((row) => [Number(row.id), BigInt(row.balance)]));
  const balanceAfter = new Array<bigint>(fresh.length);
  for (let i = fresh.length - 1; i >= 0; i -= 1) {
    const credit = fresh[i]!;
    const balance = running.get(credit.accountId)!;
    balanceAfter[i] = balance;
    running.set(credit.accountId, balance - credit.amount);
  }
  await tx.query(
    `INSERT INTO postings (entry_id, account_id, amount, balance_after)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[])`,
    [
      fresh.flatMap((credit) => [credit.entryId, credit.entryId]),
      fresh.flatMap((credit) => [credit.accountId, houseIds.get(credit.house)!]),
      fresh.flatMap((credit) => [credit.amount.toString(), (-credit.amount).toString()]),
      fresh.flatMap((_, i) => [balanceAfter[i]!.toString(), null]),
    ],
  );
  const houseTotals = new Map<number, bigint>();
  for (const credit of fresh) {
    const id = houseIds.get(credit.house)!;
    houseTotals.set(id, (houseTotals.get(id) ?? 0n) - credit.amount);
  }
  await ledger.insertHotDeltas([...houseTotals].map(([accountId, amount]) => ({ accountId, amount })));
}
