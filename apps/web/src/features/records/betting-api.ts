import type { RoundStatus } from "@banca/contract/betting-records";
import type { CallValue } from "@banca/contract/call";
import type { bettingRecordsCall, personalProfitCall } from "@banca/contract/calls/betting-records";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { GameType } from "@banca/contract/site";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import type { TimeRange } from "./date-range.ts";

export type BettingFilter = TimeRange & {
  gameType?: GameType;
  vassalage?: string;
  status?: RoundStatus;
  pageNo: number;
  pageSize: number;
};
export type BettingPage = CallValue<typeof bettingRecordsCall>;
export type BetRound = BettingPage["list"][number];

/** The member's rounds; game names come in the viewer's language, so it is part of the key. */
export const bettingRecordsQuery = (filter: BettingFilter, language: string) =>
  queryOptions({
    queryKey: queryKeys.bettingRecords(filter, language),
    queryFn: () => callApi<typeof bettingRecordsCall>(ENDPOINTS.bettingRecords, { query: filter }),
    placeholderData: keepPreviousData,
  });

export type ProfitReport = CallValue<typeof personalProfitCall>;

/** The viewer's own time zone: "today" in the report is their today. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export const personalProfitQuery = (range: TimeRange) => {
  const filter = { ...range, timeZone: viewerTimeZone() };
  return queryOptions({
    queryKey: queryKeys.personalProfit(filter),
    queryFn: () => callApi<typeof personalProfitCall>(ENDPOINTS.personalProfit, { query: filter }),
    placeholderData: keepPreviousData,
  });
};
