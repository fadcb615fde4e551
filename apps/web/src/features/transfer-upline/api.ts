import type { transferUplineCall, uplineTransfersCall } from "@banca/contract/calls/transfer-upline";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const PAGE_SIZE = 10;

export const uplineTransfersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: queryKeys.uplineTransfers(pageNo),
    queryFn: () =>
      callApi<typeof uplineTransfersCall>(ENDPOINTS.uplineTransfers, {
        query: { pageNo, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const transferToUpline = (body: { amount: string; password: string; requestId: string }) =>
  callApi<typeof transferUplineCall>(ENDPOINTS.transferUpline, { body, encrypted: true });
