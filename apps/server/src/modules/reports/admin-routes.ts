import { minorToDecimal } from "@banca/contract/money";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { decimalAmount, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { periodQueryWith } from "#app/modules/admin/period-query.ts";
import { agentIncomeRows, ggrRows } from "./repository.ts";

const ggrLine = z.object({
  key: z.string().describe("The day (YYYY-MM-DD), product type or vendor"),
  betCount: z.number().int(),
  players: z.number().int(),
  bets: decimalAmount,
  validBets: decimalAmount,
  wins: decimalAmount,
  ggr: decimalAmount.describe("bets − wins"),
});
const ggrValue = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(["day", "product", "vendor"]),
  list: z.array(ggrLine),
  total: ggrLine.omit({ key: true, players: true }),
});
type GgrValue = z.infer<typeof ggrValue>;

const agentLine = z.object({
  username: z.string(),
  agentLevel: z.number().int(),
  team: z.object({
    deposits: decimalAmount,
    withdrawals: decimalAmount,
    bets: decimalAmount,
    validBets: decimalAmount,
    wins: decimalAmount,
    ggr: decimalAmount,
    bonuses: decimalAmount,
    rebates: decimalAmount,
    newMembers: z.number().int(),
  }),
  income: z.object({
    rebate: decimalAmount.describe("Rebates credited to the agent"),
    salary: decimalAmount,
    dividend: decimalAmount,
    total: decimalAmount,
  }),
});
const agentsValue = operatorPage(agentLine).extend({ from: z.string(), to: z.string() });
type AgentsValue = z.infer<typeof agentsValue>;

/** The operator's reports over a period, read from the report roll-ups the agents' reports use. */
export function reportAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/reports/ggr",
      permission: "reports.read",
      summary: "Bets, wins and GGR of a period by day, product or vendor",
      query: periodQueryWith({ by: z.enum(["day", "product", "vendor"]).default("day") }),
      value: ggrValue,
      csv: (value: GgrValue) => ({
        filename: `ggr-by-${value.by}-${value.from}-${value.to}`,
        header: [value.by, "betCount", "players", "bets", "validBets", "wins", "ggr"],
        rows: value.list.map((l) => [l.key, l.betCount, l.players, l.bets, l.validBets, l.wins, l.ggr]),
      }),
    },
    async ({ merchant, query }): Promise<GgrValue> => {
      const money = (minor: bigint) => minorToDecimal(minor, merchant.settings.currency.decimals);
      const rows = await ggrRows(deps.db.reads, merchant.code, query.from, query.to, query.by);
      const sum = (pick: (row: (typeof rows)[number]) => string) =>
        rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
      const [bets, wins] = [sum((r) => r.bet), sum((r) => r.win)];
      return {
        from: query.from,
        to: query.to,
        by: query.by,
        list: rows.map((row) => ({
          key: row.key,
          betCount: Number(row.bet_count),
          players: Number(row.players),
          bets: money(BigInt(row.bet)),
          validBets: money(BigInt(row.valid_bet)),
          wins: money(BigInt(row.win)),
          ggr: money(BigInt(row.bet) - BigInt(row.win)),
        })),
        total: {
          betCount: Number(sum((r) => r.bet_count)),
          bets: money(bets),
          validBets: money(sum((r) => r.valid_bet)),
          wins: money(wins),
          ggr: money(bets - wins),
        },
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/reports/agents",
      permission: "reports.read",
      summary: "Each agent's team figures of a period and the agent's income (rebates, salaries, dividends)",
      query: periodQueryWith({
        agent: z.string().trim().min(1).max(64).optional(),
        pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
      value: agentsValue,
      csv: (value: AgentsValue) => ({
        filename: `agents-${value.from}-${value.to}`,
        header: [
          "username",
          "agentLevel",
          "deposits",
          "withdrawals",
          "bets",
          "validBets",
          "wins",
          "ggr",
          "bonuses",
          "rebates",
          "newMembers",
          "incomeRebate",
          "incomeSalary",
          "incomeDividend",
          "incomeTotal",
        ],
        rows: value.list.map((a) => [
          a.username,
          a.agentLevel,
          a.team.deposits,
          a.team.withdrawals,
          a.team.bets,
          a.team.validBets,
          a.team.wins,
          a.team.ggr,
          a.team.bonuses,
          a.team.rebates,
          a.team.newMembers,
          a.income.rebate,
          a.income.salary,
          a.income.dividend,
          a.income.total,
        ]),
      }),
    },
    async ({ merchant, query }): Promise<AgentsValue> => {
      const money = (minor: string | bigint) =>
        minorToDecimal(BigInt(minor), merchant.settings.currency.decimals);
      const { rows, totalCount } = await agentIncomeRows(deps.db.reads, merchant.code, query);
      return {
        from: query.from,
        to: query.to,
        list: rows.map((row) => ({
          username: row.username,
          agentLevel: row.agent_level,
          team: {
            deposits: money(row.deposit_amount),
            withdrawals: money(row.withdrawal_amount),
            bets: money(row.bet),
            validBets: money(row.valid_bet),
            wins: money(row.win),
            ggr: money(BigInt(row.bet) - BigInt(row.win)),
            bonuses: money(row.bonus),
            rebates: money(row.rebate),
            newMembers: Number(row.new_members),
          },
          income: {
            rebate: money(row.own_rebate),
            salary: money(row.salary),
            dividend: money(row.dividend),
            total: money(BigInt(row.own_rebate) + BigInt(row.salary) + BigInt(row.dividend)),
          },
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  );
}
