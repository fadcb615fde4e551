import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Database, Queryable } from "#app/db/database.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";

/** A member row with just what the ledger needs; accounts tests do not go through registration. */
export async function insertMember(db: Queryable, merchantCode: string, username: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO members (merchant_code, username, password_hash, referral_code)
     VALUES ($1, $2, '!', $3) RETURNING id::text`,
    [merchantCode, username, randomBytes(6).toString("hex")],
  );
  return Number(rows[0]?.id);
}

/** Money a test player starts with: a deposit through the ledger, once per key. */
export async function depositToMain(
  db: Database,
  deposit: { merchantCode: string; memberId: number; amount: bigint; key: string },
) {
  await createLedgerService(db).post({
    merchantCode: deposit.merchantCode,
    currency: "USD",
    kind: "deposit",
    idempotencyKey: deposit.key,
    postings: [
      { account: { memberId: deposit.memberId, kind: "main" }, amount: deposit.amount },
      { account: { house: "payment_clearing" }, amount: -deposit.amount },
    ],
  });
}

/** Every entry balances and every account's stored balance matches its postings. */
export async function expectLedgerSound(db: Database) {
  const check = await checkLedger(db);
  expect(check.unbalancedEntries).toEqual([]);
  expect(check.driftedAccounts).toEqual([]);
  expect(check.ok).toBe(true);
}
