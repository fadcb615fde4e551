import { MAX_CLUB_RANK } from "@banca/contract/club-levels";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createTeamMoveService } from "#app/modules/agent/team-move.ts";
import { createMemberBlockService } from "./block-service.ts";
import { createClubLevelService } from "./club-levels.ts";

const clubLevelBody = z.object({
  username: z.string().trim().min(1).max(64),
  rankLevel: z.number().int().min(0).max(MAX_CLUB_RANK),
  reason: z.string().trim().min(3).max(500),
});

const blockBody = z.object({
  username: z.string().trim().min(1).max(64),
  blocked: z.boolean(),
  reason: z.string().trim().min(3).max(500),
});

const moveBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** The agent the member (and its whole team) moves under. */
  uplineUsername: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(3).max(500),
});

/** The back office's member routes: club (VIP) levels, blocks and moves in the agent tree. */
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
  const blocks = createMemberBlockService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/block",
      summary: "Blocks a member (every session and game session ends) or lifts the block, with a reason",
      body: blockBody,
    },
    ({ operator, merchant, body }) =>
      blocks.setBlocked(merchant, { ...body, actor: operatorActor(operator) }),
  );
  const moves = createTeamMoveService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/move",
      summary:
        "Moves a member and its whole team under another agent of the merchant, with a reason; rebate rates above the new upline's are lowered to them (tree.move.invalid for a cycle or a non-agent upline)",
      body: moveBody,
    },
    ({ operator, merchant, body }) => moves.move(merchant, { ...body, actor: operatorActor(operator) }),
  );
}
