import type { merchantWalletCall, walletBalanceCall, walletTransferCall } from "@banca/contract/calls/wallet";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: queryKeys.walletBalance(),
    queryFn: () => callApi<typeof walletBalanceCall>(ENDPOINTS.walletBalance),
    staleTime: 30_000,
    // A 401 ends the session at once; retrying would only repeat the answer.
    retry: (count, error) => count < 1 && !("status" in error && error.status === 401),
  });

export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: queryKeys.merchantWallet(),
    queryFn: () => callApi<typeof merchantWalletCall>(ENDPOINTS.merchantWallet),
    staleTime: 5 * 60_000,
  });

export type WalletTransfer = { requestId: string; from: string; to: string; amount?: string };

/** A transfer between wallets; it changes the balances and adds lines to the account record. */
export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transfer: WalletTransfer) =>
      callApi<typeof walletTransferCall>(ENDPOINTS.walletTransfer, { body: transfer }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
        client.invalidateQueries({ queryKey: queryKeys.records() }),
      ]),
  });
}
