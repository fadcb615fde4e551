// Ledger throughput on PostgreSQL: bets (a debit and a credit) posted through the ledger service by
// many concurrent clients, beside the raw SQL ceiling of the same writes, in the same run.
// Usage: DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx bench/ledger.ts [seconds] [clients]
import { checkLedger } from "@banca/server/modules/ledger/invariants.ts";
import { createLedgerService, type Movement } from "@banca/server/modules/ledger/service.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { type Drive, drive } from "./support/drive.ts";

const seconds = Number(process.argv[2] ?? 10);
const clients = Number(process.argv[3] ?? 50);
const db = await openBenchDatabase();
try {
  const members: number[] = [];
  for (let client = 0; client < clients; client++) {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO members (merchant_code, username, password_hash, referral_code)
       VALUES ('demo', $1, '!', $1) RETURNING id::text`,
      [`bench-${client}`],
    );
    members.push(Number(rows[0]?.id));
  }
  const ledger = createLedgerService(db);
  const movement = (memberId: number, kind: "bet" | "win", amount: bigint, key: string): Movement => ({
    merchantCode: "demo",
    currency: "USD",
    kind,
    idempotencyKey: key,
    postings: [
      { account: { memberId, kind: "main" }, amount: kind === "bet" ? -amount : amount },
      { account: { house: "vendor_clearing" }, amount: kind === "bet" ? amount : -amount },
    ],
  });
  for (const memberId of members) {
    await ledger.post({
      ...movement(memberId, "win", 1_000_000_000n, `fund-${memberId}`),
      kind: "deposit",
    });
  }

  // The service: idempotency claim, guarded balance update, hot-account delta, postings.
  const service = await drive({ seconds, clients }, async (client, round) => {
    const memberId = members[client]!;
    await ledger.post(movement(memberId, "bet", 100n, `svc-${client}-${round}-bet`));
    await ledger.post(movement(memberId, "win", 50n, `svc-${client}-${round}-win`));
  });

  // The ceiling: the same rows written by hand-tuned SQL, one statement per movement, no checks.
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
  const raw = await drive({ seconds, clients }, async (client, round) => {
    const wallet = walletOf.get(members[client]!)!;
    await rawMovement(wallet, -100, `raw-${client}-${round}-bet`);
    await rawMovement(wallet, 50, `raw-${client}-${round}-win`);
  });

  await ledger.rollUpHotAccounts();
  const check = await checkLedger(db);
  console.log(
    `${clients} concurrent clients, ${seconds} s each; one bet = a debit and a credit (two entries)`,
  );
  const line = (name: string, r: Drive) =>
    `${name}: ${r.perSecond.toFixed(0)} bets/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;
  console.log(line("raw SQL ceiling     ", raw));
  console.log(line("ledger service      ", service));
  console.log(`service / raw throughput: ${((service.perSecond / raw.perSecond) * 100).toFixed(0)}%`);
  console.log(`invariants after the run: ${check.ok ? "hold" : "BROKEN"} (${check.entries} entries)`);
} finally {
  await db.drop();
}
