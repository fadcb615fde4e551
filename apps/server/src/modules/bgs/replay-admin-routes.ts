import { bgsReplaySchema } from "@banca/contract/calls/bgs-replay";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createReplayService } from "./replay-service.ts";

const roundSchema = z.object({
  betId: z.number().int(),
  gameCode: z.string(),
  state: z.string(),
  bet: z.string().describe("Minor units"),
  win: z.string().describe("Minor units"),
  currency: z.string(),
  nonce: z.number().int(),
  createdAt: z.number().int().describe("Epoch milliseconds"),
});

/** Game recall for staff: a member's last in-house rounds, and any of them replayed step by step. */
export function bgsReplayAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const replays = createReplayService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/bgs/rounds",
      permission: "members.read",
      summary: "A member's last in-house game rounds, newest first",
      query: z.object({
        username: z.string().min(1).max(64),
        limit: z.coerce.number().int().min(1).max(100).default(20),
      }),
      value: z.object({ list: z.array(roundSchema) }),
    },
    async ({ merchant, query }) => ({
      list: (await replays.lastRounds(merchant.code, query.username, query.limit)).map((row) => ({
        betId: Number(row.id),
        gameCode: row.game_code,
        state: row.state,
        bet: String(row.bet),
        win: String(row.win),
        currency: row.currency,
        nonce: Number(row.nonce),
        createdAt: new Date(row.created_at).getTime(),
      })),
    }),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/bgs/rounds/replay",
      permission: "members.read",
      summary: "One in-house round recomputed from its stored seeds, step by step, and whether it matches",
      query: z.object({ betId: z.coerce.number().int().positive() }),
      value: bgsReplaySchema,
    },
    async ({ merchant, query }) => replays.replay(merchant.code, String(query.betId)),
  );
}
