import type { Bill, BillsQuery } from "@banca/contract/calls/agent-contract-bills";
import type { ContractKind } from "@banca/contract/calls/agent-contracts";
import { minorToWire } from "@banca/contract/money";
import type { Queryable } from "#app/db/database.ts";
import type { AgentSession } from "#app/modules/agent/team-scope.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { PayoutKind } from "./billing.ts";
import { type BillFilter, type BillListRow, createBillRepository } from "./repository.ts";

/** The wire's kinds (the contract calls') and the database's. */
export const PAYOUT_KIND_OF: Record<ContractKind, PayoutKind> = {
  dividend: "dividend",
  dailySalary: "daily_salary",
  hourlySalary: "hourly_salary",
  realTimeSalary: "realtime_salary",
};
export const CONTRACT_KIND_OF: Record<PayoutKind, ContractKind> = {
  dividend: "dividend",
  daily_salary: "dailySalary",
  hourly_salary: "hourlySalary",
  realtime_salary: "realTimeSalary",
};

const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

export function presentBill(row: BillListRow, decimals: number): Bill {
  const money = (minor: string) => minorToWire(BigInt(minor), decimals);
  return {
    id: Number(row.id),
    contractId: Number(row.contract_id),
    kind: CONTRACT_KIND_OF[row.kind],
    username: row.username,
    payer: row.payer ?? "house",
    periodStart: row.period_start.getTime(),
    periodEnd: row.period_end.getTime(),
    teamValidBet: money(row.team_valid_bet),
    activeMembers: row.active_members,
    teamLoss: money(row.team_loss),
    tier: row.tier,
    rateBp: row.rate_bp,
    singleBetRateBp: row.single_bet_rate_bp,
    lossRateBp: row.loss_rate_bp,
    profitRateBp: row.profit_rate_bp,
    amount: money(row.amount),
    due: money(row.due),
    kept: money(row.kept),
    paid: money(row.paid),
    state: row.state as Bill["state"],
    reason: row.reason as Bill["reason"],
    createdAt: row.created_at.getTime(),
    paidAt: row.paid_at?.getTime() ?? null,
  };
}

/**
 * The agent's bills of one kind: its own, or its direct downlines' (which it pays). An agent sees
 * nothing else: "mine" is bound to the caller as payee, "downlines" to the caller as payer, and a
 * username that is not a direct downline answers an empty list, as the reports do for names outside
 * the team.
 */
export function createBillService(db: Queryable) {
  const bills = createBillRepository(db);
  return {
    async list(merchant: Merchant, agent: AgentSession, kind: ContractKind, query: BillsQuery) {
      const { decimals } = merchant.settings.currency;
      const filter: BillFilter = {
        merchantCode: merchant.code,
        kind: PAYOUT_KIND_OF[kind],
        side: query.scope === "mine" ? "member" : "payer",
        memberId: agent.memberId,
        ...(query.state ? { state: query.state } : {}),
        ...(query.startTime !== undefined ? { from: new Date(query.startTime) } : {}),
        ...(query.endTime !== undefined ? { to: new Date(query.endTime) } : {}),
      };
      const empty = {
        list: [],
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: 0,
        totalPages: 1,
        totals: { count: 0, amount: 0, due: 0, kept: 0, paid: 0, owed: 0 },
      };
      if (query.username !== undefined) {
        if (query.scope === "mine") return empty;
        const payee = await bills.directDownline(merchant.code, agent.memberId, query.username);
        if (payee === null) return empty;
        filter.payeeId = payee;
      }
      const [rows, totals] = await Promise.all([
        bills.page(filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
        bills.totals(filter),
      ]);
      const money = (minor: string) => minorToWire(BigInt(minor), decimals);
      return {
        list: rows.map((row) => presentBill(row, decimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: totals.count,
        totalPages: pages(totals.count, query.pageSize),
        totals: {
          count: totals.count,
          amount: money(totals.amount),
          due: money(totals.due),
          kept: money(totals.kept),
          paid: money(totals.paid),
          owed: money(totals.owed),
        },
      };
    },
  };
}
