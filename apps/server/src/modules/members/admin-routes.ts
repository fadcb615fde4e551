import { PRODUCT_TYPES } from "@banca/contract/agent-products";
import { prizeGroupSchema } from "@banca/contract/calls/agent-team";
import { clubLevelSchema, clubLevelsSchema, MAX_CLUB_RANK } from "@banca/contract/club-levels";
import { RANK_PERIODS, RANK_RELEGATIONS } from "@banca/contract/rank";
import { rankConfigSchema } from "@banca/contract/rank-config";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createTeamMoveService } from "#app/modules/agent/team-move.ts";
import { createPrizeGroupService } from "#app/modules/agent/team-prize-groups.ts";
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

const clubTableBody = z.object({
  levels: clubLevelsSchema,
  rank: rankConfigSchema,
  reason: z.string().trim().min(3).max(500),
});

const clubLevelsValue = z.object({
  list: z.array(clubLevelSchema.extend({ members: z.number().int() })),
  rank: z
    .object({
      period: z.enum(RANK_PERIODS),
      timeZone: z.string(),
      relegation: z.enum(RANK_RELEGATIONS),
    })
    .describe("Over what period deposits and valid bets reach the levels, and the relegation rule"),
});
const clubLevelValue = z.object({
  username: z.string(),
  rankLevel: z.number().int().describe("0: on no level"),
  labelName: z.string(),
});
const blockValue = z.object({
  username: z.string(),
  blocked: z.boolean(),
  endedSessions: z.number().int(),
});
const moveValue = z.object({
  username: z.string(),
  from: z.string().nullable().describe("The upline before the move"),
  to: z.string(),
  clamped: z
    .array(
      z.object({
        memberId: z.number().int(),
        product: z.enum(PRODUCT_TYPES),
        from: z.number().int().describe("Rebate rate in basis points before"),
        to: z.number().int(),
      }),
    )
    .describe("Rebate rates lowered to the new upline's"),
  clampedPrizeGroups: z
    .array(z.object({ memberId: z.number().int(), from: z.number().int(), to: z.number().int() }))
    .describe("Lottery prize groups lowered to the new chain's lowest (decision 068)"),
  moved: z.number().int().describe("Members moved: the member and its whole team"),
});

const prizeGroupBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** null: the member has no bound of its own (its uplines' and the games' apply). */
  prizeGroup: prizeGroupSchema.nullable(),
  reason: z.string().trim().min(3).max(500),
});
const prizeGroupValue = z.object({
  username: z.string(),
  prizeGroup: z.number().int().nullable().describe("The member's own value"),
  bound: z.number().int().nullable().describe("The lowest along its chain: what its bets are held to"),
  clamped: z
    .array(z.object({ memberId: z.number().int(), from: z.number().int(), to: z.number().int() }))
    .describe("Values of its team lowered to the new one"),
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
      permission: "members.read",
      summary: "The merchant's club levels, each with how many members stand on it, and its rank rules",
      value: clubLevelsValue,
    },
    ({ merchant }) => clubLevels.levels(merchant),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/club-levels",
      permission: "settings.write",
      summary:
        "Replaces the club level table (names, colours, promotion thresholds, keep requirement, reward, benefits) and the rank rules, with a reason",
      body: clubTableBody,
      value: clubLevelsValue,
    },
    async ({ operator, merchant, body }) => {
      const changed = await clubLevels.replaceTable(merchant, { ...body, actor: operatorActor(operator) });
      // This instance applies it at once; the others within their cache period (decision 024).
      deps.merchants.forget(merchant.code);
      return clubLevels.levels(changed);
    },
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/club-level",
      permission: "members.write",
      summary: "Puts a member on a club level (rankLevel 0: on none), with a reason",
      body: clubLevelBody,
      value: clubLevelValue,
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
      permission: "members.write",
      summary: "Blocks a member (every session and game session ends) or lifts the block, with a reason",
      body: blockBody,
      value: blockValue,
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
      permission: "members.write",
      summary:
        "Moves a member and its whole team under another agent of the merchant, with a reason; rebate rates above the new upline's are lowered to them, and prize groups above the new chain's (tree.move.invalid for a cycle or a non-agent upline)",
      body: moveBody,
      value: moveValue,
    },
    ({ operator, merchant, body }) => moves.move(merchant, { ...body, actor: operatorActor(operator) }),
  );
  const prizeGroups = createPrizeGroupService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/members/prize-group",
      permission: "members.write",
      summary:
        "Sets (or with null clears) a member's highest lottery prize group, with a reason (decision 068): never above its upline's (prizeGroup.above.upline); its team's values above it are lowered to it",
      body: prizeGroupBody,
      value: prizeGroupValue,
    },
    ({ operator, merchant, body }) =>
      prizeGroups.setByOperator(merchant, { ...body, actor: operatorActor(operator) }),
  );
}
