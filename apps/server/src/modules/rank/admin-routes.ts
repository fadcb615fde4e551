import { RANK_CAUSES } from "@banca/contract/rank";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { decimalAmount, isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { createRankOperatorService } from "./operator-service.ts";

const changesQuery = z.object({
  /** One member's changes; all of the merchant's without it. */
  username: z.string().trim().min(1).max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const changesValue = operatorPage(
  z.object({
    id: z.number().int(),
    username: z.string(),
    from: z.number().int().describe("0: on no level"),
    to: z.number().int().describe("0: on no level"),
    cause: z.enum(RANK_CAUSES),
    periodStart: z
      .string()
      .nullable()
      .describe("The rank period (YYYY-MM-DD) a promotion or review belongs to"),
    reward: decimalAmount.describe("Level rewards the change paid"),
    changedAt: isoTime,
  }),
);

/** The back office's view of player rank: every change of level, newest first. */
export function rankAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const operator = createRankOperatorService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members/rank-changes",
      permission: "members.read",
      summary:
        "Changes of members' club levels, newest first: promotions by play, relegations at a period's review and operators' changes",
      query: changesQuery,
      value: changesValue,
    },
    ({ merchant, query }) => operator.changes(merchant, query),
  );
}
