import { z } from "zod";
import { defineJob } from "#app/modules/jobs/job.ts";
import { createLedgerRepository } from "./repository.ts";

/**
 * Folds the house accounts' waiting deltas into their balances every ten seconds, so reading a
 * house balance stays cheap however many bets arrive. One run per slot across all servers.
 */
export const rollUpHotAccountsJob = defineJob({
  name: "ledger.roll-up-hot-accounts",
  payload: z.object({}),
  everyMs: 10_000,
  handler: async (tx) => {
    await createLedgerRepository(tx).rollUpHotAccounts();
  },
});
