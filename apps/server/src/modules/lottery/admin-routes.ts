import { localizedTextSchema } from "@banca/contract/localized";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { lotteryGamesRoute } from "./games-admin.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { confirmVoid, requestVoid } from "./issue-void.ts";
import { confirmResult, enterResult, entriesOf, parseImport, rejectResult } from "./official-results.ts";
import { lotteryResultsQueueRoute } from "./results-queue.ts";

const odds = z.record(z.string().regex(/^[a-z0-9_]{1,24}$/), z.number().positive().max(1_000_000));
const groupSettings = z
  .object({
    topSeries: z.number().int().min(1000).max(2000).nullable(),
    minSeries: z.number().int().min(1000).max(2000).nullable(),
    defaultSeries: z.number().int().min(1000).max(2000).nullable(),
    maxBetSeries: z.number().int().min(1000).max(2000).nullable(),
    minStake: z.number().int().min(1),
    maxStake: z.number().int().min(1),
    payouts: z.record(z.string().regex(/^[a-z]{1,16}$/), odds),
  })
  .refine((settings) => settings.minStake <= settings.maxStake, "minStake above maxStake")
  .refine(
    (settings) =>
      settings.topSeries === null ||
      ((settings.minSeries ?? 0) <= (settings.defaultSeries ?? settings.topSeries) &&
        (settings.defaultSeries ?? settings.topSeries) <= settings.topSeries &&
        (settings.maxBetSeries ?? settings.topSeries) <= settings.topSeries),
    "series must keep min ≤ default ≤ top and maxBet ≤ top",
  );

/** The back office's lottery: a group's prize groups, stake bounds and payout tables; voiding an issue. */
export function lotteryAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  lotteryGamesRoute(app, deps);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/lottery/groups",
      permission: "lottery.read",
      summary: "The merchant's lottery game groups with their settings",
      value: z.array(
        z.object({
          code: z.string(),
          area: z.string(),
          names: localizedTextSchema,
          settings: z
            .record(z.string(), z.unknown())
            .describe("Prize-group bounds, stake bounds and payout tables, as groups/settings sets them"),
        }),
      ),
    },
    async ({ merchant }) =>
      deps.db.query(
        "SELECT code, area, names, settings FROM lottery_game_groups WHERE merchant_code = $1 ORDER BY sort",
        [merchant.code],
      ),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/groups/settings",
      permission: "settings.write",
      summary: "Replaces a game group's prize-group bounds, stake bounds and payout tables",
      value: z.object({ code: z.string() }),
      body: z.object({ code: z.string().min(1).max(16), settings: groupSettings }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction(async (tx) => {
        const changed = await createLotteryGamesRepository(tx).setGroupSettings(
          merchant.code,
          body.code,
          body.settings,
        );
        if (!changed) throw new AppError("lottery.game.not.found", `No game group ${body.code}`);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "lottery.group.settings",
          targetType: "lottery_game_group",
          targetId: body.code,
          detail: body.settings,
        });
        return { code: body.code };
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/issues/void",
      permission: "lottery.results",
      summary:
        "Voids an issue not yet drawn: every open bet on it is refunded, and it never settles. A real draw's issue after its draw time is only asked for (state pending) until another operator confirms",
      body: z.object({
        gameCode: z.string().min(1).max(24),
        numero: z.string().regex(/^\d{12}$/),
        reason: z.string().trim().min(3).max(500),
      }),
      value: z.object({
        state: z.enum(["void", "pending"]).describe("pending: waiting for another operator's confirmation"),
      }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction((tx) => requestVoid(tx, merchant.code, operator, body, new Date())),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/issues/void/confirm",
      permission: "lottery.results",
      summary:
        "Confirms the void of a real draw's issue another operator asked for: every open bet is refunded",
      body: z.object({ gameCode: z.string().min(1).max(24), numero: z.string().regex(/^\d{12}$/) }),
      value: z.object({ state: z.literal("void") }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction((tx) => confirmVoid(tx, merchant.code, operator, body, new Date())),
  );

  lotteryResultRoutes(app, deps);
}

const gameCode = z.string().min(1).max(24);
const numero = z.string().regex(/^\d{12}$/);
// The shape only: the table's prizes, counts and digits are checked against the game's layout, each
// problem named (lottery.result.invalid).
const prizes = z
  .array(z.array(z.string().max(12)).max(20))
  .max(12)
  .describe("The official table, special prize first: North 8 prizes (27 numbers), Central/South 9 (18)");
const entered = z.object({
  entryId: z.number().int(),
  gameCode: z.string(),
  numero: z.string(),
  station: z.string(),
  state: z.literal("pending"),
});

/**
 * Official results of the real-draw games (decision 067): entry, file import, confirmation by a
 * second operator (which settles the issue), rejection, and the entries of an issue.
 */
function lotteryResultRoutes(app: FastifyInstance, deps: AdminDeps) {
  lotteryResultsQueueRoute(app, deps);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/results/enter",
      permission: "lottery.results",
      summary:
        "Enters the official result table of a real-draw issue (after its draw time); it settles nothing until another operator confirms it",
      body: z.object({
        gameCode,
        numero,
        station: z.string().trim().min(1).max(60).optional(),
        prizes,
      }),
      value: entered,
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction((tx) => enterResult(tx, merchant.code, operator, body, "manual", new Date())),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/results/import",
      permission: "lottery.results",
      summary:
        "Imports official result tables from a file (CSV or JSON, one issue or several), all or none; each waits for another operator's confirmation",
      body: z.object({
        format: z.enum(["csv", "json"]),
        content: z
          .string()
          .min(1)
          .max(1_000_000)
          .describe(
            "The file's text. JSON: an entry {gameCode, numero, station?, prizes} or an array of them. CSV: header gameCode,numero,station,special,1,2,3,4,5,6,7,8, one issue a line, a prize's numbers separated by spaces",
          ),
      }),
      value: z.object({ entries: z.array(entered) }),
    },
    async ({ operator, merchant, body }) => {
      const parsed = parseImport(body.format, body.content);
      return deps.db.transaction(async (tx) => {
        const entries = [];
        for (const entry of parsed) {
          entries.push(await enterResult(tx, merchant.code, operator, entry, "import", new Date()));
        }
        return { entries };
      });
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/results/confirm",
      permission: "lottery.results",
      summary:
        "Confirms the result entered by another operator: the issue settles on it at once, every bet paid exactly once",
      body: z.object({ gameCode, numero }),
      value: z.object({
        gameCode: z.string(),
        numero: z.string(),
        state: z.string(),
        winNo: z.string(),
        bets: z.number().int().describe("Bets settled on the issue"),
      }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction((tx) =>
        confirmResult(tx, merchant.code, operator, body.gameCode, body.numero, new Date()),
      ),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/lottery/results/reject",
      permission: "lottery.results",
      summary: "Rejects the entered result still waiting for confirmation, so it can be entered again",
      body: z.object({ gameCode, numero, reason: z.string().trim().min(3).max(500) }),
      value: z.object({ gameCode: z.string(), numero: z.string(), state: z.literal("rejected") }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction((tx) =>
        rejectResult(tx, merchant.code, operator, body.gameCode, body.numero, body.reason, new Date()),
      ),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/lottery/results",
      permission: "lottery.read",
      summary: "The result entries of a real-draw issue, newest first, with who entered and who decided them",
      query: z.object({ gameCode, numero }),
      value: z.array(
        z.object({
          entryId: z.number().int(),
          station: z.string(),
          prizes: z.array(z.array(z.string())),
          source: z.string(),
          state: z.string(),
          enteredBy: z.string(),
          enteredAt: z.string(),
          decidedBy: z.string().nullable(),
          decidedAt: z.string().nullable(),
          rejectReason: z.string().nullable(),
        }),
      ),
    },
    async ({ merchant, query }) => {
      const rows = await entriesOf(deps.db, merchant.code, query.gameCode, query.numero);
      return rows.map((row) => ({
        ...row,
        enteredAt: new Date(row.enteredAt).toISOString(),
        decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
      }));
    },
  );
}
