import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { periodQuery, utcDay } from "#app/modules/admin/period-query.ts";
import { dayFigures, figuresSchema, periodFigures } from "./figures.ts";
import { activePlayers, daySeries, pendingCounts } from "./repository.ts";

const pendingSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int().describe("Waiting for approval"),
  withdrawalsToPay: z.number().int().describe("Approved, not yet paid"),
  withdrawalDisputes: z.number().int(),
  promotionApplications: z.number().int(),
  redemptions: z.number().int().describe("Points mall redemptions waiting for approval"),
  lotteryResults: z.number().int().describe("Entered results waiting for a second operator's confirmation"),
  chatWaiting: z.number().int(),
  approvals: z.number().int().describe("Four-eyes requests waiting for a second person"),
});

const dashboardValue = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  today: figuresSchema.describe("Today (UTC) so far"),
  period: figuresSchema,
  pending: pendingSchema,
  series: z.array(figuresSchema.extend({ day: z.string() })).describe("One entry per day of the period"),
});
type DashboardValue = z.infer<typeof dashboardValue>;

/** The back office's first screen: money and play of today and of a period, and the queues. */
export function dashboardAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/dashboard",
      summary:
        "Deposits, withdrawals, GGR, NGR and players of today and a period, per day, and the pending queues",
      permission: "dashboard.read",
      query: periodQuery,
      value: dashboardValue,
      csv: (value: DashboardValue) => ({
        filename: `dashboard-${value.from}-${value.to}`,
        header: [
          "day",
          "depositCount",
          "deposits",
          "withdrawalCount",
          "withdrawals",
          "bets",
          "wins",
          "ggr",
          "bonuses",
          "rebates",
          "ngr",
          "activePlayers",
          "newPlayers",
        ],
        rows: value.series.map((day) => [
          day.day,
          day.deposits.count,
          day.deposits.amount,
          day.withdrawals.count,
          day.withdrawals.amount,
          day.bets,
          day.wins,
          day.ggr,
          day.bonuses,
          day.rebates,
          day.ngr,
          day.activePlayers,
          day.newPlayers,
        ]),
      }),
    },
    async ({ merchant, query }): Promise<DashboardValue> => {
      const { code: currency, decimals } = merchant.settings.currency;
      const today = utcDay(new Date());
      const [series, active, todayRows, pending] = await Promise.all([
        daySeries(deps.db.reads, merchant.code, query.from, query.to),
        activePlayers(deps.db.reads, merchant.code, query.from, query.to),
        daySeries(deps.db.reads, merchant.code, today, today),
        pendingCounts(deps.db.reads, merchant.code),
      ]);
      return {
        from: query.from,
        to: query.to,
        currency,
        today: periodFigures(todayRows, Number(todayRows[0]?.active_players ?? 0), decimals),
        period: periodFigures(series, active, decimals),
        pending: {
          deposits: Number(pending.deposits),
          withdrawals: Number(pending.withdrawals),
          withdrawalsToPay: Number(pending.withdrawals_to_pay),
          withdrawalDisputes: Number(pending.withdrawal_disputes),
          promotionApplications: Number(pending.promotion_applications),
          redemptions: Number(pending.redemptions),
          lotteryResults: Number(pending.lottery_results),
          chatWaiting: Number(pending.chat_waiting),
          approvals: Number(pending.approvals),
        },
        series: series.map((row) => dayFigures(row, decimals)),
      };
    },
  );
}
