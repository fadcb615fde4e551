import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";

const queueItem = z.object({
  gameCode: z.string(),
  numero: z.string(),
  drawAt: z.string().describe("ISO 8601"),
  station: z.string().nullable(),
  pending: z
    .object({
      entryId: z.number().int(),
      station: z.string(),
      prizes: z.array(z.array(z.string())),
      enteredBy: z.string(),
      enteredAt: z.string().describe("ISO 8601"),
      mine: z.boolean().describe("Entered by the caller, who may not confirm it"),
    })
    .nullable()
    .describe("The entry waiting for a second operator's confirmation; null: no result entered yet"),
  voidRequest: z
    .object({
      reason: z.string(),
      requestedBy: z.string(),
      requestedAt: z.string().describe("ISO 8601"),
      mine: z.boolean().describe("Asked for by the caller, who may not confirm it"),
    })
    .nullable()
    .describe("A void of the issue waiting for a second operator's confirmation"),
});

/**
 * The real-draw issues whose draw time has passed and that have not settled, newest first: each
 * waits either for its official table to be entered or for another operator to confirm the entry.
 * The back office's lottery desk starts from it instead of asking for a game and an issue number.
 */
async function resultsQueue(db: Queryable, merchantCode: string, operatorId: number) {
  const rows = await db.query<{
    gameCode: string;
    numero: string;
    drawAt: Date;
    station: string | null;
    entryId: number | null;
    entryStation: string | null;
    prizes: string[][] | null;
    enteredBy: string | null;
    enteredAt: Date | null;
    enteredMine: boolean;
    voidReason: string | null;
    voidBy: string | null;
    voidAt: Date | null;
    voidMine: boolean;
  }>(
    `SELECT g.code AS "gameCode", i.numero, i.draw_at AS "drawAt", i.station,
            e.id::int AS "entryId", e.station AS "entryStation", e.prizes, o.name AS "enteredBy",
            e.entered_at AS "enteredAt", coalesce(e.entered_by = $2, false) AS "enteredMine",
            v.reason AS "voidReason", vo.name AS "voidBy", v.requested_at AS "voidAt",
            coalesce(v.requested_by = $2, false) AS "voidMine"
       FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
       LEFT JOIN lottery_result_entries e ON e.issue_id = i.id AND e.state = 'pending'
       LEFT JOIN operators o ON o.id = e.entered_by
       LEFT JOIN lottery_void_requests v ON v.issue_id = i.id AND v.state = 'pending'
       LEFT JOIN operators vo ON vo.id = v.requested_by
      WHERE g.merchant_code = $1 AND g.results = 'official' AND i.state = 'open' AND i.draw_at <= now()
      ORDER BY i.draw_at DESC, g.code LIMIT 100`,
    [merchantCode, operatorId],
  );
  return rows.map((row) => ({
    gameCode: row.gameCode,
    numero: row.numero,
    drawAt: new Date(row.drawAt).toISOString(),
    station: row.station,
    pending:
      row.entryId === null
        ? null
        : {
            entryId: row.entryId,
            station: row.entryStation ?? "",
            prizes: row.prizes ?? [],
            enteredBy: row.enteredBy ?? "",
            enteredAt: new Date(row.enteredAt ?? 0).toISOString(),
            mine: row.enteredMine,
          },
    voidRequest:
      row.voidReason === null
        ? null
        : {
            reason: row.voidReason,
            requestedBy: row.voidBy ?? "",
            requestedAt: new Date(row.voidAt ?? 0).toISOString(),
            mine: row.voidMine,
          },
  }));
}

export function lotteryResultsQueueRoute(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/lottery/results/queue",
      permission: "lottery.read",
      summary:
        "Real-draw issues past their draw time and not settled, newest first: each waits for its official result or for the confirmation of the entry made",
      value: z.object({ list: z.array(queueItem) }),
    },
    async ({ merchant, operator }) => ({ list: await resultsQueue(deps.db, merchant.code, operator.id) }),
  );
}
