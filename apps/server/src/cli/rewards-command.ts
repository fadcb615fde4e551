import { PRODUCT_TYPES } from "@banca/contract/agent-products";
import { POINT_SOURCES } from "@banca/contract/points";
import { ppmPercent } from "@banca/contract/reward-budget";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import { createRewardRateWriters } from "#app/modules/reward-budget/rate-writers.ts";
import { readRewardBudget } from "#app/modules/reward-budget/service.ts";
import { cliActor } from "./balance-command.ts";

export const REWARDS_USAGE = `  rewards budget <merchant>      per product type: house edge, what rewards pay back per unit of valid bet, what is left
  rewards points <merchant> <type>=<ratio>... <reason...>   points per unit of valid bet (types: ${POINT_SOURCES.join(", ")})
  rewards mission <merchant> <key> <target> <reward> <reason...>   a mission's target and reward
  rewards rebate <merchant> <username> <product>=<bp>... <reason...>   a top-level agent's rebate rates`;

const USAGE_EXAMPLE = "Usage: npm run ops -- rewards rebate demo demoagent slots=20 live=15 spring rates";

/** Splits `name=value` pairs off the front of the words; the rest is the reason. */
function pairsAndReason(words: readonly string[], names: readonly string[], value: RegExp) {
  const pairs: Record<string, string> = {};
  let index = 0;
  for (; index < words.length && words[index]!.includes("="); index += 1) {
    const [name = "", text = ""] = words[index]!.split("=");
    if (!names.includes(name) || !value.test(text)) throw new Error(`${words[index]}: ${USAGE_EXAMPLE}`);
    pairs[name] = text;
  }
  const reason = words.slice(index).join(" ").trim();
  if (Object.keys(pairs).length === 0 || reason.length < 3) throw new Error(USAGE_EXAMPLE);
  return { pairs, reason };
}

/**
 * `rewards`: the reward budget (decision 077) and the rates that weigh on it. A refused change
 * prints its code and the message naming the product type, the rate asked and the most allowed.
 */
export async function rewardsCommand(db: Database, args: readonly string[]): Promise<string[]> {
  const [action, merchantCode, ...words] = args;
  if (!merchantCode) throw new Error(USAGE_EXAMPLE);
  const merchant = await createMerchantRepository(db).findByCode(merchantCode);
  if (!merchant) throw new Error(`No merchant "${merchantCode}"`);
  const writers = createRewardRateWriters(db);
  const actor = cliActor();
  try {
    switch (action) {
      case "budget": {
        const { lines } = await readRewardBudget(db, merchant.code);
        return lines.map(
          (line) =>
            `${line.productType}\tedge ${ppmPercent(line.edgePpm)}\tat most ${ppmPercent(line.limitPpm)}\tused ${ppmPercent(line.usedPpm)}\tleft ${ppmPercent(line.remainingPpm)}`,
        );
      }
      case "points": {
        const { pairs, reason } = pairsAndReason(words, POINT_SOURCES, /^\d{1,9}(\.\d{1,4})?$/);
        const changed = await writers.setPointsRatios(merchant, { ratios: pairs, reason, actor });
        return POINT_SOURCES.map((source) => `${source}\t${changed.ratios[source]} points per unit`);
      }
      case "mission": {
        const [key, target, reward, ...reasonWords] = words;
        const reason = reasonWords.join(" ").trim();
        if (!key || !target || !reward || reason.length < 3) throw new Error(USAGE_EXAMPLE);
        const changed = await writers.setMissionReward(merchant, { key, target, reward, reason, actor });
        return [`${changed.key}\t${changed.kind}\treward ${changed.reward} for ${changed.target}`];
      }
      case "rebate": {
        const [username, ...rest] = words;
        if (!username) throw new Error(USAGE_EXAMPLE);
        const { pairs, reason } = pairsAndReason(rest, PRODUCT_TYPES, /^\d{1,4}$/);
        const rates = Object.fromEntries(Object.entries(pairs).map(([product, bp]) => [product, Number(bp)]));
        const changed = await writers.setTopRebateRates(merchant, { username, rates, reason, actor });
        return PRODUCT_TYPES.map(
          (product) => `${changed.username}\t${product}\t${changed.rates[product]} bp`,
        );
      }
      default:
        throw new Error(USAGE_EXAMPLE);
    }
  } catch (error) {
    if (error instanceof AppError) throw new Error(`${error.code}: ${error.message}`);
    throw error;
  }
}
