import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createProtectionOperatorService } from "./operator-service.ts";

const limitHitView = z.object({
  id: z.number(),
  username: z.string(),
  kind: z.string(),
  period: z.string(),
  channel: z.string(),
  /** Minor units (minutes for the session limit). */
  limitAmount: z.string(),
  attempted: z.string(),
  at: z.string(),
});

const exclusionView = z.object({
  id: z.number(),
  username: z.string(),
  kind: z.string(),
  startsAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
  endedSessions: z.number(),
  inForce: z.boolean(),
});

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The operator's view of player protection (decision 084). Read-only on purpose: an exclusion cannot
 * be lifted by staff (the table's trigger refuses it), and limits are the player's own.
 */
export function protectionAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const desk = createProtectionOperatorService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/protection/limit-hits",
      permission: "risk.read",
      summary: "Who reached a limit they set (deposit, loss, wager, session time), newest first",
      query: listQuery,
      value: z.object({ list: z.array(limitHitView), total: z.number() }),
    },
    ({ merchant, query }) => desk.limitHits(merchant.code, query),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/protection/exclusions",
      permission: "risk.read",
      summary: "Time-outs and self-exclusions, latest end first; `active` keeps only those in force",
      query: listQuery.extend({ active: z.enum(["true", "false"]).default("true") }),
      value: z.object({ list: z.array(exclusionView), total: z.number() }),
    },
    ({ merchant, query }) => desk.exclusions(merchant.code, { ...query, active: query.active === "true" }),
  );
}
