import { overBudget, overBudgetMessage } from "@banca/contract/reward-budget";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { readRewardBudget } from "#app/modules/reward-budget/service.ts";

/**
 * Refuses a demo team whose seeded rebate rates and top-level contracts put a product type over the
 * reward budget (decision 077). The seed is no write path of the back office, so nothing else would
 * stop its figures drifting over; it asks the same budget in its own transaction, and a refusal
 * rolls the whole team back with the writers' `reward.above_edge` message.
 */
export async function assertDemoTeamWithinBudget(tx: Queryable, merchantCode: string): Promise<void> {
  const { lines } = await readRewardBudget(tx, merchantCode);
  const worst = overBudget(lines).sort((a, b) => b.usedPpm - b.limitPpm - (a.usedPpm - a.limitPpm))[0];
  if (!worst) return;
  // The part the team brings that weighs most on the product type furthest over.
  const part = worst.parts.rebate >= worst.parts.contracts ? "rebate" : "contracts";
  throw new AppError("reward.above_edge", overBudgetMessage(worst, part, "seeded for the demo agent team"), {
    part,
    over: overBudget(lines).map((line) => line.productType),
  });
}
