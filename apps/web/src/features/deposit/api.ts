import type { CallQuery } from "@banca/contract/call";
import type {
  cancelDepositCall,
  createDepositCall,
  DepositRecord,
  depositChannelsCall,
  depositRecordsCall,
} from "@banca/contract/calls/deposit";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";

/** Keys under the member's prefix, so a logout clears them with the rest of the member's data. */
export const depositKeys = {
  all: () => ["member", "deposit"] as const,
  channels: (language: string) => ["member", "deposit", "channels", language] as const,
  records: (query: CallQuery<typeof depositRecordsCall>, language: string) =>
    ["member", "deposit", "records", query, language] as const,
};

/** While a deposit waits for its money, its status (and the wallet) is asked again this often. */
export const PENDING_POLL_MS = 5_000;

export const depositChannelsQuery = (language: string) =>
  queryOptions({
    queryKey: depositKeys.channels(language),
    queryFn: () => callApi<typeof depositChannelsCall>(ENDPOINTS.depositChannels),
    staleTime: 60_000,
  });

export const depositRecordsQuery = (query: CallQuery<typeof depositRecordsCall>, language: string) =>
  queryOptions({
    queryKey: depositKeys.records(query, language),
    queryFn: () => callApi<typeof depositRecordsCall>(ENDPOINTS.depositRecords, { query }),
    refetchOnWindowFocus: true,
    // Poll only while something is still on its way: a player back from a bank or a payment page
    // sees the status change (and the header balance with it) without touching anything.
    refetchInterval: (state) =>
      state.state.data?.list.some((record: DepositRecord) => record.status === "pending")
        ? PENDING_POLL_MS
        : false,
  });

type CreateBody = {
  channelId: string;
  amount: string;
  bankCode?: string;
  depositorName?: string;
  transferReference?: string;
};

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody & { requestId: string }) =>
      callApi<typeof createDepositCall>(ENDPOINTS.createDeposit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...depositKeys.all(), "records"] }),
  });
}

export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) =>
      callApi<typeof cancelDepositCall>(ENDPOINTS.cancelDeposit, { body: { orderNo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...depositKeys.all(), "records"] }),
  });
}
