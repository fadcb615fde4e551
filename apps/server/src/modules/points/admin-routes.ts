import { REDEEM_STATUSES, REWARD_KINDS } from "@banca/contract/points";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createPointsOperatorService } from "./operator-service.ts";

const redemptionView = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  username: z.string(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  type: z.enum(REWARD_KINDS),
  quantity: z.number().int(),
  points: z.string().describe("Exact decimal of points"),
  cashAmount: z
    .string()
    .describe("Exact decimal in the merchant's currency; paid on approval of a cash reward"),
  status: z.enum(REDEEM_STATUSES),
  remark: z.string(),
  paidAccount: z.string(),
  receivingAddress: z.string(),
  appliedAt: z.string().describe("ISO 8601"),
  decidedAt: z.string().nullable().describe("ISO 8601"),
});

const decisionBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  remark: z.string().trim().max(300).default(""),
});

/** The points mall's redeem desk: redeems by status, approve, reject (the points go back). */
export function pointsAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const desk = createPointsOperatorService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/points/redemptions",
      permission: "points.read",
      summary: "Redeems of points, oldest first, by status (In Process ones wait for a decision)",
      query: z.object({ status: z.enum(REDEEM_STATUSES).optional() }),
      value: z.object({ list: z.array(redemptionView) }),
      personalData: { shows: "paid accounts and receiving addresses" },
    },
    ({ merchant, query }) => desk.list(merchant, query.status ?? null),
  );

  for (const [action, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    registerAdminRoute(
      app,
      deps,
      {
        method: "POST",
        url: `/admin/api/points/redemptions/${action}`,
        permission: "points.write",
        summary:
          status === "approved"
            ? "Approves a redeem In Process: a cash reward is paid to the main wallet; again changes nothing"
            : "Rejects a redeem In Process: its points and stock come back, once however often it is sent",
        body: decisionBody,
        value: redemptionView,
      },
      ({ operator, merchant, body }) =>
        desk.decide(merchant, { id: body.id, status, remark: body.remark, actor: operatorActor(operator) }),
    );
  }
}
