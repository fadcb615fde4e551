import { PRODUCT_TYPES } from "@banca/contract/agent-products";
import { rebateRatesInputSchema, rebateRatesSchema } from "@banca/contract/calls/agent-team";
import { MISSION_KINDS } from "@banca/contract/missions";
import { pointsConfigSchema } from "@banca/contract/points-config";
import { REWARD_PARTS } from "@banca/contract/reward-budget";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createRewardRateWriters } from "./rate-writers.ts";
import { readRewardBudget } from "./service.ts";

const reason = z.string().trim().min(3).max(300).describe("Why, for the audit log");
const ppm = (what: string) => z.number().int().describe(`${what}, in parts per million of valid bet`);
const pointsShape = pointsConfigSchema.shape;
const ratiosShape = pointsShape.ratios.unwrap().shape;
const decimal = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");

const budgetValue = z.object({
  list: z.array(
    z.object({
      productType: z.enum(PRODUCT_TYPES),
      edgePpm: ppm(
        "The lowest house edge of the product type's games (the platform's, or the merchant's lower one)",
      ),
      limitPpm: ppm("The most every reward together may pay back: half the edge"),
      parts: z
        .object(Object.fromEntries(REWARD_PARTS.map((part) => [part, ppm(`What ${part} pay back`)])))
        .describe("What each reward pays back at its current rates"),
      usedPpm: ppm("All parts together"),
      remainingPpm: ppm("What is left for higher rates (negative: over budget)"),
    }),
  ),
});

const ratiosBody = z.object({
  ratios: z
    .object(Object.fromEntries(Object.entries(ratiosShape).map(([key, schema]) => [key, schema.optional()])))
    .strict()
    .describe("Points per unit of valid bet (deposit: per unit deposited); a type left out keeps its ratio"),
  conversion: pointsShape.conversion.unwrap().optional().describe("This many points convert to this amount"),
  reason,
});

/**
 * The reward budget of the back office (decision 077): what every product type's rewards pay back
 * per unit of valid bet against half its house edge, and the rates that weigh on it, each refused
 * with `reward.above_edge` when it would go over.
 */
export function rewardBudgetAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const writers = createRewardRateWriters(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/reward-budget",
      permission: "settings.read",
      summary:
        "Per product type: the house edge, the most rewards may pay back (half of it), what points, the top rebate rate, bet missions, top-level contracts, club-level and referral rewards pay back per unit of valid bet, and what is left",
      value: budgetValue,
    },
    async ({ merchant }) => ({ list: (await readRewardBudget(deps.db, merchant.code)).lines }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/points/ratios",
      permission: "points.write",
      summary:
        "Sets the points earned per unit of valid bet of product types (and of deposits) and the conversion, with a reason (reward.above_edge past the budget)",
      body: ratiosBody,
      value: z.object({ ratios: pointsShape.ratios.unwrap(), conversion: pointsShape.conversion.unwrap() }),
    },
    async ({ operator, merchant, body }) => {
      const changed = await writers.setPointsRatios(merchant, {
        ratios: body.ratios,
        conversion: body.conversion,
        reason: body.reason,
        actor: operatorActor(operator),
      });
      deps.merchants.forget(merchant.code);
      return changed;
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/missions/reward",
      permission: "missions.write",
      summary:
        "Sets a mission's target and reward by key, with a reason (reward.above_edge when a bet mission would pass the budget)",
      body: z.object({
        key: z.string().trim().min(1).max(40),
        target: decimal.describe(
          "Money for bet and deposit missions, a whole count of rounds or days otherwise",
        ),
        reward: decimal.describe("Paid to the main wallet on claim"),
        reason,
      }),
      value: z.object({
        key: z.string(),
        kind: z.enum(MISSION_KINDS),
        target: z.string(),
        reward: z.string(),
      }),
    },
    ({ operator, merchant, body }) =>
      writers.setMissionReward(merchant, { ...body, actor: operatorActor(operator) }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/rebate-rates",
      permission: "agents.write",
      summary:
        "Sets a top-level agent's rebate rates (basis points of valid bet), the top of its chain, with a reason (reward.above_edge past the budget; rebate.rate.below.downline under a direct downline's)",
      body: z.object({ username: z.string().trim().min(1).max(64), rates: rebateRatesInputSchema, reason }),
      value: z.object({ username: z.string(), rates: rebateRatesSchema }),
    },
    ({ operator, merchant, body }) =>
      writers.setTopRebateRates(merchant, { ...body, actor: operatorActor(operator) }),
  );
}
