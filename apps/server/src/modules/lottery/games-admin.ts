import { localizedTextSchema } from "@banca/contract/localized";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";

const gameItem = z.object({
  code: z.string(),
  group: z.string(),
  names: localizedTextSchema,
  enabled: z.boolean(),
  results: z
    .enum(["rng", "official"])
    .describe("rng: drawn by the platform from a published seed; official: entered by staff and confirmed"),
  draw: z.object({ kind: z.string(), layout: z.enum(["north", "south"]).nullable() }),
  payoutTable: z.string().nullable(),
  intervalSeconds: z.number().int(),
  lockSeconds: z.number().int().describe("Sales close this long before each draw"),
  drawTime: z.string().nullable().describe("A daily game's local draw time, HH:MM; null every interval"),
  utcOffsetMinutes: z.number().int(),
  weekdays: z.array(z.number().int()).nullable().describe("0 Sunday; null: every day"),
  awaitingResults: z.number().int().describe("Issues past their draw time still waiting for a result"),
});

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The merchant's lottery games with the settings the back office shows beside the results desk. */
export function lotteryGamesRoute(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/lottery/games",
      permission: "lottery.read",
      summary:
        "The merchant's lottery games: how each is drawn (platform or entered results), its timing and table, and its issues waiting for a result",
      value: z.object({ list: z.array(gameItem) }),
    },
    async ({ merchant }) => {
      const games = await createLotteryGamesRepository(deps.db).all(merchant.code);
      const waiting = await deps.db.query<{ game_id: string; count: number }>(
        `SELECT i.game_id::text, count(*)::int AS count FROM lottery_issues i
           JOIN lottery_games g ON g.id = i.game_id
          WHERE g.merchant_code = $1 AND g.results = 'official' AND i.state = 'open' AND i.draw_at <= now()
          GROUP BY i.game_id`,
        [merchant.code],
      );
      const counts = new Map(waiting.map((row) => [Number(row.game_id), row.count]));
      return {
        list: games.map((game) => ({
          code: game.code,
          group: game.groupCode,
          names: game.names,
          enabled: game.enabled,
          results: game.results,
          draw: { kind: game.draw.kind, layout: game.draw.kind === "vn" ? game.draw.layout : null },
          payoutTable: game.payoutTable,
          intervalSeconds: game.intervalSeconds,
          lockSeconds: game.lockSeconds,
          drawTime: game.drawMinute === null ? null : hhmm(game.drawMinute),
          utcOffsetMinutes: game.utcOffsetMinutes,
          weekdays: game.weekdays,
          awaitingResults: counts.get(game.id) ?? 0,
        })),
      };
    },
  );
}
