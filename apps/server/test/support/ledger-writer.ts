// Posts deposits and bets in a loop until it is killed; the crash test stops it mid-way with SIGKILL.
// Usage: ledger-writer.ts <postgres-url|pglite-dir> <member ids, comma separated>
import { openDatabase } from "#app/db/database.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";

// Ends with the test that started it, however that ends (a timeout, a killed worker): the test holds
// the other end of this process's stdin, which closes when the test's process goes.
process.stdin.on("close", () => process.exit(1));
process.stdin.resume();

const [place = "", memberList] = process.argv.slice(2);
const db = await openDatabase(place.startsWith("postgres") ? { url: place } : { dataDir: place });
const ledger = createLedgerService(db);
const members = (memberList ?? "").split(",").map(Number);
// Committed entries so far: the test checks at least this many survive the kill.
let posted = 0;

async function writer(worker: number) {
  for (let round = 0; ; round++) {
    const memberId = members[(worker + round) % members.length]!;
    const amount = BigInt(1 + ((worker * 7919 + round * 104_729) % 5_000));
    const betting = round % 3 === 2;
    const done = await ledger
      .post({
        merchantCode: "demo",
        currency: "USD",
        kind: betting ? "bet" : "deposit",
        idempotencyKey: `crash-${process.pid}-${worker}-${round}`,
        postings: [
          { account: { memberId, kind: "main" }, amount: betting ? -amount : amount },
          {
            account: { house: betting ? "vendor_clearing" : "payment_clearing" },
            amount: betting ? amount : -amount,
          },
        ],
      })
      .then(
        () => true,
        (error: { code?: string }) => {
          if (error.code !== "insufficient.balance") throw error;
          return false;
        },
      );
    // Roll-ups run beside the postings, as the scheduled job does in production.
    if (round % 10 === 0) await ledger.rollUpHotAccounts();
    if (done && ++posted % 25 === 0) process.stdout.write(`posted ${posted}\n`);
  }
}

await Promise.all([0, 1, 2, 3].map(writer));
