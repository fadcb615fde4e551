import type { ProductType } from "@banca/contract/agent-products";
import type { TeamScope, TeamTransactionType } from "@banca/contract/agent-report-kinds";
import type { RoundStatus } from "@banca/contract/betting-records";
import type { CallValue } from "@banca/contract/call";
import type {
  agentIncomeCall,
  agentTeamBettingCall,
  agentTeamOverviewCall,
  agentTeamProfitLossCall,
  agentTeamTransactionsCall,
} from "@banca/contract/calls/agent-reports";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import type { Period } from "../common/period.ts";
import { agentKeys } from "./keys.ts";

export {
  TEAM_BETTING_MAX_DAYS,
  TEAM_SCOPES,
  TEAM_TRANSACTION_TYPES,
  type TeamScope,
  type TeamTransactionType,
} from "@banca/contract/agent-report-kinds";

export const REPORT_PAGE_SIZE = 10;

export type TeamOverview = CallValue<typeof agentTeamOverviewCall>;
export type TeamFigures = TeamOverview["totals"];
export type TeamBettingPage = CallValue<typeof agentTeamBettingCall>;
export type ProfitLossPage = CallValue<typeof agentTeamProfitLossCall>;
export type IncomeReport = CallValue<typeof agentIncomeCall>;
export type TeamTransactionsPage = CallValue<typeof agentTeamTransactionsCall>;

type Paging = { pageNo: number; pageSize: number };
type MemberFilter = { username?: string; scope: TeamScope };

export const teamOverviewQuery = (period: Period) =>
  queryOptions({
    queryKey: agentKeys.overview(period),
    queryFn: () => callApi<typeof agentTeamOverviewCall>(ENDPOINTS.agentTeamOverview, { query: period }),
    placeholderData: keepPreviousData,
  });

export type TeamBettingFilter = MemberFilter &
  Paging & {
    startTime: number;
    endTime: number;
    productType?: ProductType;
    status?: RoundStatus;
  };

/** The team's rounds; game names come in the viewer's language, so it is part of the key. */
export const teamBettingQuery = (filter: TeamBettingFilter, language: string) =>
  queryOptions({
    queryKey: agentKeys.teamBetting(filter, language),
    queryFn: () => callApi<typeof agentTeamBettingCall>(ENDPOINTS.agentTeamBetting, { query: filter }),
    placeholderData: keepPreviousData,
  });

export type ProfitLossFilter = MemberFilter & Paging & Period;

export const profitLossQuery = (filter: ProfitLossFilter) =>
  queryOptions({
    queryKey: agentKeys.profitLoss(filter),
    queryFn: () => callApi<typeof agentTeamProfitLossCall>(ENDPOINTS.agentTeamProfitLoss, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const incomeQuery = (period: Period) =>
  queryOptions({
    queryKey: agentKeys.income(period),
    queryFn: () => callApi<typeof agentIncomeCall>(ENDPOINTS.agentIncome, { query: period }),
    placeholderData: keepPreviousData,
  });

export type TransactionsFilter = MemberFilter &
  Paging & { startTime: number; endTime: number; type?: TeamTransactionType };

export const teamTransactionsQuery = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: agentKeys.transactions(filter),
    queryFn: () =>
      callApi<typeof agentTeamTransactionsCall>(ENDPOINTS.agentTeamTransactions, { query: filter }),
    placeholderData: keepPreviousData,
  });
