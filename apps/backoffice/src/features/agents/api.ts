import {
  BILL_STATES,
  CONTRACT_KINDS,
  CONTRACT_STATES,
  type ContractKind,
  DIVIDEND_PERIODS,
} from "@banca/contract/agent-contract-kinds";
import { PRODUCT_TYPES as REBATE_PRODUCTS } from "@banca/contract/agent-products";
import type { Bill } from "@banca/contract/calls/agent-contract-bills";
import type { CONTRACT_TERMS, ContractView } from "@banca/contract/calls/agent-contracts";
import type { RebateRatesInput } from "@banca/contract/calls/agent-team";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Page } from "#bo/features/deposits/api.ts";
import type { MemberRow } from "#bo/features/members/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export { BILL_STATES, CONTRACT_KINDS, CONTRACT_STATES, type ContractKind, DIVIDEND_PERIODS, REBATE_PRODUCTS };

/** An agent's team figures and income over a period (`GET /admin/api/reports/agents`). */
export type AgentLine = {
  username: string;
  agentLevel: number;
  team: {
    deposits: string;
    withdrawals: string;
    bets: string;
    validBets: string;
    wins: string;
    ggr: string;
    bonuses: string;
    rebates: string;
    newMembers: number;
  };
  income: { rebate: string; salary: string; dividend: string; total: string };
};

/** The tree is read from the member directory: every agent with its upline, at most this many. */
const TREE_LIMIT = 1000;

export const agentTreeQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "agents", "tree"],
    queryFn: async () => {
      const rows: MemberRow[] = [];
      for (let pageNo = 1; rows.length < TREE_LIMIT; pageNo++) {
        const page = await adminCall<Page<MemberRow>>("GET", "/admin/api/members", {
          query: { kind: "agent", pageNo, pageSize: 200 },
        });
        rows.push(...page.list);
        if (pageNo >= page.totalPages) break;
      }
      return rows;
    },
  });

export const agentFiguresQuery = (merchant: string, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [merchant, "agents", "figures", period],
    queryFn: () =>
      adminCall<Page<AgentLine>>("GET", "/admin/api/reports/agents", {
        query: { ...period, pageSize: 200 },
      }),
  });

export type AdminContract = ContractView & { operatorId: number | null };
export type ContractFilter = { kind: string; state: string; username: string };

export const contractsQuery = (merchant: string, filter: ContractFilter) =>
  queryOptions({
    queryKey: [merchant, "agents", "contracts", filter],
    queryFn: () =>
      adminCall<{ list: AdminContract[] }>("GET", "/admin/api/agent-contracts", {
        query: { ...filter, limit: 500 },
      }),
  });

type Changed = { contract: AdminContract; ended: number[] };
export const terminateContract = (contractId: number) =>
  adminCall<Changed>("POST", "/admin/api/agent-contracts/terminate", { body: { contractId } });
export const decideTermination = (input: { contractId: number; decision: "agree" | "refuse" }) =>
  adminCall<Changed>("POST", "/admin/api/agent-contracts/termination", { body: input });
/** A top-level agent's terms of any kind, as `/admin/api/agent-contracts/top` takes them. */
export type TopContractInput = {
  [K in ContractKind]: { kind: K; username: string; terms: z.input<(typeof CONTRACT_TERMS)[K]> };
}[ContractKind];
export const setTopContract = (input: TopContractInput) =>
  adminCall<Changed>("POST", "/admin/api/agent-contracts/top", { body: input });

export type ReviewBill = Bill & { level: number; parentBillId: number | null };
export type BillFilter = { state: string; pageNo: number; pageSize: number };

export const listBills = (filter: BillFilter) =>
  adminCall<{ list: ReviewBill[]; totalCount: number }>("GET", "/admin/api/agent-contract-bills", {
    query: filter,
  });
export const billsQuery = (merchant: string, filter: BillFilter) =>
  queryOptions({ queryKey: [merchant, "agents", "bills", filter], queryFn: () => listBills(filter) });

export const approveBill = (id: number) =>
  adminCall<{ id: number; state: string }>("POST", "/admin/api/agent-contract-bills/approve", {
    body: { id },
  });
export const rejectBill = (input: { id: number; note: string }) =>
  adminCall<{ id: number; rejected: number[] }>("POST", "/admin/api/agent-contract-bills/reject", {
    body: input,
  });

export const PAYOUT_CLOSE_KINDS = ["dividend", "dailySalary", "hourlySalary"] as const;
export type Closed = { kind: string; period: string; start: string; end: string; bills: number };
export const closePayoutPeriod = (input: { kind: (typeof PAYOUT_CLOSE_KINDS)[number]; period?: string }) =>
  adminCall<Closed>("POST", "/admin/api/agent-payouts/close", { body: input });

export const setRebateRates = (input: { username: string; rates: RebateRatesInput; reason: string }) =>
  adminCall<{ username: string; rates: Record<string, number> }>("POST", "/admin/api/members/rebate-rates", {
    body: input,
  });
