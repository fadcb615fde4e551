import type { Database } from "#app/db/database.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";

export const LEDGER_USAGE =
  "  ledger check                   verify the money ledger's invariants (fails when broken)";

/** `ledger check`: the invariant checker, for the operator; a broken ledger makes the command fail. */
export async function ledgerCommand(db: Database, args: readonly string[]): Promise<string[]> {
  if (args[0] !== "check") throw new Error(`Usage: npm run ops -- ledger check`);
  const check = await checkLedger(db);
  const summary = `${check.entries} entries, ${check.postings} postings, sum of postings ${check.total}`;
  if (check.ok) return [`ledger sound: ${summary}`];
  const lines = [
    `LEDGER BROKEN: ${summary}`,
    ...check.unbalancedEntries.map((id) => `  entry ${id} does not balance`),
    ...check.driftedAccounts.map(
      (account) =>
        `  account ${account.accountId}: balance ${account.balance}, postings sum ${account.postings}`,
    ),
  ];
  throw new Error(lines.join("\n"));
}
