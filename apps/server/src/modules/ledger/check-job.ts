import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { checkLedger, inspectLedger } from "./invariants.ts";

/**
 * Checks the ledger's invariants once an hour on one server, the way `npm run ops -- ledger check`
 * does. A broken ledger fails the run for good (no retry: the next hour checks again) with what is
 * wrong in the job's last error; the metrics read the latest run (banca_ledger_check_ok).
 */
export function createLedgerCheckJob(db: Database) {
  return defineJob({
    name: "ledger.check",
    payload: z.object({}),
    everyMs: 3600_000,
    maxAttempts: 1,
    // On PostgreSQL the check reads on a snapshot of its own (the job's transaction has already
    // taken a lock, too late to choose its isolation); PGlite runs one transaction at a time, so the
    // job's own sees no writer meanwhile (and a second one would wait for it forever).
    handler: async (tx) => {
      const check = db.kind === "pglite" ? await inspectLedger(tx) : await checkLedger(db);
      if (check.ok) return;
      const drifted = check.driftedAccounts.map((account) => account.accountId);
      throw new Error(
        `ledger broken: total ${check.total}, unbalanced entries [${check.unbalancedEntries.slice(0, 20).join(", ")}], drifted accounts [${drifted.slice(0, 20).join(", ")}]`,
      );
    },
  });
}
