import type { ProductType } from "@banca/contract/agent-products";
import {
  type BudgetLine,
  overBudget,
  overBudgetMessage,
  type RewardPart,
  rewardBudget,
} from "@banca/contract/reward-budget";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { loadRewardState } from "./rates.ts";

/** The merchant's budget as it stands: each product type's edge, limit, parts and what is left. */
export async function readRewardBudget(tx: Queryable, merchantCode: string) {
  const { rates, edgesBp } = await loadRewardState(tx, merchantCode);
  return { edgesBp, lines: rewardBudget(edgesBp, rates) };
}

const mostFor = (line: BudgetLine, part: RewardPart) =>
  Math.max(0, line.limitPpm - (line.usedPpm - line.parts[part]));

/**
 * Runs `write` (a change of one part of the rewards) in the caller's transaction and refuses it
 * with `reward.above_edge` when it leaves a product type paying back more than its limit and more
 * than before: an operator of a merchant already over budget may still lower a rate. Throwing
 * rolls the change back, so nothing of a refused write is kept. The merchant's row is locked first,
 * so two writers never both pass on the same room.
 */
export async function withinRewardBudget<T>(
  tx: Queryable,
  merchantCode: string,
  change: { part: RewardPart; asked: string },
  write: () => Promise<T>,
): Promise<T> {
  const before = await readRewardBudget(tx, merchantCode);
  const result = await write();
  const after = await readRewardBudget(tx, merchantCode);
  const usedBefore = new Map<ProductType, number>(
    before.lines.map((line) => [line.productType, line.usedPpm]),
  );
  // The product type furthest over leads the message: a part shared by all names the one it hurts most.
  const worse = overBudget(after.lines)
    .filter((line) => line.usedPpm > (usedBefore.get(line.productType) ?? 0))
    .sort((a, b) => b.usedPpm - b.limitPpm - (a.usedPpm - a.limitPpm));
  const first = worse[0];
  if (first) {
    throw new AppError("reward.above_edge", overBudgetMessage(first, change.part, change.asked), {
      part: change.part,
      over: worse.map((line) => ({
        productType: line.productType,
        askedPpm: line.parts[change.part],
        mostPpm: mostFor(line, change.part),
        limitPpm: line.limitPpm,
        edgePpm: line.edgePpm,
      })),
    });
  }
  return result;
}
