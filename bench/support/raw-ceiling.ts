import type { Database } from "@banca/server/db/database.ts";
import { createLedgerRepository } from "@banca/server/modules/ledger/repository.ts";
import { type Drive, type DriveOptions, driveLatencies, summarize } from "./drive.ts";

type CeilingStretch = Omit<DriveOptions, "perSecond"> & { stretch: string };

/**
 * The ceiling a ledger path cannot pass: the same rows a bet and a win write (entry, wallet balance,
 * house delta, postings), by one hand-tuned statement per movement with no checks at all, driven by
 * the same number of clients over each client's member wallet.
 */
export async function rawLedgerCeiling(
  db: Database,
  memberIds: readonly number[],
  options: CeilingStretch,
): Promise<Drive> {
  const ceiling = await prepareRawLedgerCeiling(db, memberIds);
  return summarize(await ceiling(options), options.seconds);
}

/**
 * The ceiling's accounts looked up once, for several stretches: each call drives one and answers
 * each bet's time in milliseconds. `stretch` names the stretch's bets, so stretches never collide.
 */
export async function prepareRawLedgerCeiling(
  db: Database,
  memberIds: readonly number[],
): Promise<(options: CeilingStretch) => Promise<number[]>> {
  // The house's side of the vendors' bets, should no bet have been placed yet (the ceiling first).
  await createLedgerRepository(db).accountId("demo", { house: "vendor_clearing" }, "USD");
  const accounts = await db.query<{ id: string; member_id: string | null }>(
    "SELECT id::text, member_id::text FROM ledger_accounts WHERE kind IN ('main', 'vendor_clearing')",
  );
  const walletOf = new Map(accounts.filter((a) => a.member_id).map((a) => [Number(a.member_id), a.id]));
  const clearing = accounts.find((a) => a.member_id === null)!.id;
  const rawMovement = (wallet: string, amount: number, key: string) =>
    db.query(
      `WITH entry AS (
         INSERT INTO journal_entries (merchant_code, kind, idempotency_key, request_hash)
         VALUES ('demo', 'bet', $3, '') RETURNING id),
       wallet AS (UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance),
       delta AS (INSERT INTO ledger_hot_deltas (account_id, amount) VALUES ($4, -$2))
       INSERT INTO postings (entry_id, account_id, amount, balance_after)
       SELECT entry.id, $1, $2, wallet.balance FROM entry, wallet
       UNION ALL SELECT entry.id, $4, -$2, NULL FROM entry`,
      [wallet, amount, key, clearing],
    );
  return ({ seconds, clients, stretch }) =>
    driveLatencies({ seconds, clients }, async (client, round) => {
      const wallet = walletOf.get(memberIds[client]!)!;
      await rawMovement(wallet, -100, `raw-${stretch}-${client}-${round}-bet`);
      await rawMovement(wallet, 50, `raw-${stretch}-${client}-${round}-win`);
    });
}
