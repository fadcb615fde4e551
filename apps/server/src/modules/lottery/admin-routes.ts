import { localizedTextSchema } from "@banca/contract/localized";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createLotteryGamesRepository } from "./games-repository.ts";
import { voidIssue } from "./settlement.ts";

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
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/lottery/groups",
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
      summary: "Voids an issue not yet drawn: every open bet on it is refunded, and it never settles",
      body: z.object({
        gameCode: z.string().min(1).max(24),
        numero: z.string().regex(/^\d{12}$/),
        reason: z.string().trim().min(3).max(500),
      }),
      value: z.object({ state: z.literal("void") }),
    },
    async ({ operator, merchant, body }) =>
      deps.db.transaction(async (tx) => {
        const [issue] = await tx.query<{ id: string }>(
          `SELECT i.id::text FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
            WHERE g.merchant_code = $1 AND g.code = $2 AND i.numero = $3`,
          [merchant.code, body.gameCode, body.numero],
        );
        if (!issue) throw new AppError("lottery.game.not.found", "No such issue");
        const outcome = await voidIssue(tx, Number(issue.id), body.reason, new Date());
        if (outcome !== "void")
          throw new AppError("lottery.issue.state", "Only an issue not yet drawn can be voided");
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "lottery.issue.void",
          targetType: "lottery_issue",
          targetId: issue.id,
          detail: { gameCode: body.gameCode, numero: body.numero, reason: body.reason },
        });
        return { state: "void" };
      }),
  );
}
