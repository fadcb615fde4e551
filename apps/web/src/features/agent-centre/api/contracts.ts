import type { BILL_SCOPES, BillState, ContractKind } from "@banca/contract/agent-contract-kinds";
import type { CallValue } from "@banca/contract/call";
import type { dailySalaryBillsCall } from "@banca/contract/calls/agent-contract-bills";
import type {
  ContractCallValue,
  ContractState,
  ContractView,
  dailySalaryContractCall,
} from "@banca/contract/calls/agent-contracts";
import type { consolidatedFundsCall } from "@banca/contract/calls/wallet";
import { ENDPOINTS, type Endpoint } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";

export {
  BILL_STATES,
  type BillState,
  CONTRACT_KINDS,
  CONTRACT_MODULES,
  CONTRACT_RATE_MAX_BP,
  CONTRACT_TIERS_MAX,
  DIVIDEND_MODES,
  DIVIDEND_PERIODS,
} from "@banca/contract/agent-contract-kinds";
export type { ContractKind, ContractState, ContractView };
export type BillScope = (typeof BILL_SCOPES)[number];

/** The agent centre's page of each kind (spec part 2 §2, entries 9 to 12). */
export const CONTRACT_PAGE_KEYS = {
  dividend: "agentDividendRecordCopy2",
  dailySalary: "agentDailyWages2",
  hourlySalary: "agentHourSalary",
  realTimeSalary: "agentRealtimeSalary",
} as const satisfies Record<ContractKind, string>;
export const GIVEN_STATES = [
  "pending",
  "active",
  "termination_requested",
  "rejected",
  "terminated",
  "expired",
] as const satisfies readonly ContractState[];
export const CONTRACTS_PAGE_SIZE = 10;

export type ContractFlags = CallValue<typeof consolidatedFundsCall>;
type Call = typeof dailySalaryContractCall;
export type MineValue = Extract<ContractCallValue, { action: "mine" }>;
export type GivenValue = Extract<ContractCallValue, { action: "given" }>;
export type ActionValue = Exclude<ContractCallValue, { action: "mine" | "given" }>;
export type ContractAction =
  | "accept"
  | "reject"
  | "withdraw"
  | "requestTermination"
  | "agreeTermination"
  | "cancelTermination";

const ENDPOINT_OF: Record<ContractKind, Endpoint> = {
  dividend: ENDPOINTS.dividendContract,
  dailySalary: ENDPOINTS.dailySalaryContract,
  hourlySalary: ENDPOINTS.hourlySalaryContract,
  realTimeSalary: ENDPOINTS.realTimeSalaryContract,
};

/** Every contract query; an action on a contract refreshes them all (both sides, all lists). */
export const contractKeys = {
  all: () => ["member", "agent", "contracts"] as const,
  flags: () => ["member", "agent", "contracts", "flags"] as const,
  mine: (kind: ContractKind) => ["member", "agent", "contracts", kind, "mine"] as const,
  given: (kind: ContractKind, filter: object) =>
    ["member", "agent", "contracts", kind, "given", filter] as const,
};

const send = <V>(kind: ContractKind, body: object) =>
  callApi<Call>(ENDPOINT_OF[kind], { body }) as Promise<V>;

/** The member's consolidated flags: per kind, a request awaiting its answer and a contract in force. */
export const contractFlagsQuery = () =>
  queryOptions({
    queryKey: contractKeys.flags(),
    queryFn: () => callApi<typeof consolidatedFundsCall>(ENDPOINTS.consolidatedFunds),
    staleTime: 30_000,
  });

/** My contract in force, the offer to me, and what awaits my answer. */
export const mineQuery = (kind: ContractKind) =>
  queryOptions({
    queryKey: contractKeys.mine(kind),
    queryFn: () => send<MineValue>(kind, { action: "mine" }),
  });

export type GivenFilter = {
  state: "live" | "all" | ContractState;
  username?: string;
  pageNo: number;
  pageSize: number;
};

/** The contracts I gave my direct downlines, newest first. */
export const givenQuery = (kind: ContractKind, filter: GivenFilter) =>
  queryOptions({
    queryKey: contractKeys.given(kind, filter),
    queryFn: () => send<GivenValue>(kind, { action: "given", ...filter }),
    placeholderData: keepPreviousData,
  });

const refreshContracts = () => queryClient.invalidateQueries({ queryKey: contractKeys.all() });

/** Accept, reject, withdraw, or request, agree to or cancel a termination. */
export async function actOnContract(kind: ContractKind, action: ContractAction, contractId: number) {
  try {
    return await send<ActionValue>(kind, { action, contractId });
  } finally {
    // Refused or done, the lists may have moved on (an offer that expired meanwhile): read them again.
    await refreshContracts();
  }
}

/** The terms an offer sends (CONTRACT_TERMS of the contract): amounts as decimal text, rates in bp. */
export type OfferTerms =
  | {
      period?: string;
      dividendMode?: string;
      minBetPerMember: string;
      tiers: Array<{
        minTeamValidBet: string;
        minActiveMembers: number;
        minTeamLoss?: string;
        rateBp: number;
      }>;
    }
  | { singleBetRateBp: number; lossRateBp: number; profitRateBp: number };

export async function offerContract(
  kind: ContractKind,
  offer: { memberId: number; terms: OfferTerms; agreeLowerRate: boolean },
) {
  const done = await send<ActionValue>(kind, { action: "offer", ...offer });
  await refreshContracts();
  return done;
}

export type BillsPage = CallValue<typeof dailySalaryBillsCall>;
export type Bill = BillsPage["list"][number];
export const BILLS_PAGE_SIZE = 10;

const BILLS_ENDPOINT_OF: Record<ContractKind, Endpoint> = {
  dividend: ENDPOINTS.dividendBills,
  dailySalary: ENDPOINTS.dailySalaryBills,
  hourlySalary: ENDPOINTS.hourlySalaryBills,
  realTimeSalary: ENDPOINTS.realTimeSalaryBills,
};

export type BillsFilter = {
  scope: BillScope;
  username?: string;
  state?: BillState;
  startTime: number;
  endTime: number;
  pageNo: number;
  pageSize: number;
};

/** My bills (paid by my upline, or the house at the top) or my direct downlines' (which I pay). */
export const billsQuery = (kind: ContractKind, filter: BillsFilter) =>
  queryOptions({
    queryKey: [...contractKeys.all(), kind, "bills", filter] as const,
    queryFn: () => callApi<typeof dailySalaryBillsCall>(BILLS_ENDPOINT_OF[kind], { query: filter }),
    placeholderData: keepPreviousData,
  });
