// Pays due contract bills in small batches, each in a transaction of its own, until it is killed;
// the payout crash test stops it mid-way with SIGKILL.
// Usage: payout-payer.ts <postgres-url|pglite-dir> <now, ISO>
import { openDatabase } from "#app/db/database.ts";
import { payBillBatch } from "#app/modules/agent-payouts/paying.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";

const [place = "", nowText = ""] = process.argv.slice(2);
const db = await openDatabase(place.startsWith("postgres") ? { url: place } : { dataDir: place });
const ledger = createLedgerService(db);
const now = new Date(nowText);
let paid = 0;
for (;;) {
  const taken = await db.transaction((tx) => payBillBatch(tx, ledger, now, 3));
  paid += taken;
  if (taken > 0) process.stdout.write(`paid ${paid}\n`);
  else await new Promise((resolve) => setTimeout(resolve, 50));
}
