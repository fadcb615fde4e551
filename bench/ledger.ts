// Ledger throughput on PostgreSQL: bets (a debit and a credit) posted through the ledger service by
// many concurrent clients, beside the raw SQL ceiling of the same writes, in the same run.
// Usage: DATABASE_URL=postgres://user@127.0.0.1:5432/db npx tsx bench/ledger.ts [seconds] [clients]
import { checkLedger } from "@banca/server/modules/ledger/invariants.ts";
import { createLedgerService, type Movement } from "@banca/server/modules/ledger/service.ts";
import { openBenchDatabase } from "./support/bench-database.ts";
import { type Drive, drive } from "./support/drive.ts";
import { rawLedgerCeiling } from "./support/raw-ceiling.ts";

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
  const raw = await rawLedgerCeiling(db, members, { seconds, clients, stretch: "ledger" });

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
