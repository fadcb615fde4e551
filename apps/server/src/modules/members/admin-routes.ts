import { MAX_CLUB_RANK } from "@banca/contract/club-levels";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createClubLevelService } from "./club-levels.ts";

const clubLevelBody = z.object({
  username: z.string().trim().min(1).max(64),
  rankLevel: z.number().int().min(0).max(MAX_CLUB_RANK),
  reason: z.string().trim().min(3).max(500),
});

/** The back office's member routes: club (VIP) levels. */
export function memberAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const clubLevels = createClubLevelService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/members/club-levels",
      summary: "The merchant's club levels, each with how many members stand on it",
    },
    async ({ merchant }) => ({ list: await clubLevels.levels(merchant) }),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/club-level",
      summary: "Puts a member on a club level (rankLevel 0: on none), with a reason",
      body: clubLevelBody,
    },
    ({ operator, merchant, body }) =>
      clubLevels.setLevel(merchant, { ...body, actor: operatorActor(operator) }),
  );
}
