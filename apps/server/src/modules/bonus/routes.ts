import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { decimalAmount } from "#app/modules/admin/answer-schemas.ts";
import { createBonusService, MAX_TURNOVER_MULTIPLIER } from "./service.ts";

const grantBody = z.object({
  username: z.string().trim().min(1).max(64),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d+)?$/, "a positive decimal such as 25.00"),
  reason: z.string().trim().min(3).max(200),
  /** Sending the same reference again grants the bonus once. */
  reference: z.string().trim().min(1).max(100).optional(),
  turnoverMultiplier: z.number().min(0).max(MAX_TURNOVER_MULTIPLIER).optional(),
});

/** The back office's bonus routes. */
export function bonusAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const bonuses = createBonusService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/bonus/grant",
      permission: "bonus.grant",
      summary: "Credits a bonus to a member's main wallet from the bonus expense, with a reason",
      body: grantBody,
      value: z.object({
        entryId: z.number().int(),
        reference: z.string(),
        replayed: z.boolean().describe("true when the reference had granted it already: nothing moved again"),
        balance: decimalAmount.describe("The main wallet's balance after the grant"),
        requiredTurnover: decimalAmount.describe("Turnover the member must wager before withdrawing it"),
      }),
    },
    ({ operator, merchant, body }) =>
      bonuses.grantByOperator(merchant, {
        ...body,
        ...(body.reference === undefined ? {} : { reference: `operator:${body.reference}` }),
        actor: operatorActor(operator),
      }),
  );
}
