import type { CallValue } from "@banca/contract/call";
import type { bonusDetailsCall, memberTransactionsCall } from "@banca/contract/calls/records";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { RecordType } from "@banca/contract/records";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import type { TimeRange } from "./date-range.ts";

export type TransactionFilter = TimeRange & { types: RecordType[]; pageNo: number; pageSize: number };
export type TransactionPage = CallValue<typeof memberTransactionsCall>;
export type TransactionLine = TransactionPage["list"][number];

export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: queryKeys.transactions(filter),
    queryFn: () =>
      callApi<typeof memberTransactionsCall>(ENDPOINTS.memberTransactions, {
        query: { ...filter, types: filter.types.join(",") },
      }),
    // Paging keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export type BonusFilter = TimeRange & { pageNo: number; pageSize: number };
export type BonusPage = CallValue<typeof bonusDetailsCall>;
export type BonusLine = BonusPage["list"][number];

export const bonusDetailsQuery = (filter: BonusFilter) =>
  queryOptions({
    queryKey: queryKeys.bonusDetails(filter),
    queryFn: () => callApi<typeof bonusDetailsCall>(ENDPOINTS.bonusDetails, { query: filter }),
    placeholderData: keepPreviousData,
  });
