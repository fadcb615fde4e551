import type { merchantWalletCall, walletBalanceCall, walletTransferCall } from "@banca/contract/calls/wallet";
import type {
  autoTransferSettingCall,
  setAutoTransferCall,
} from "@banca/contract/calls/wallet-auto-transfer";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { newRequestId } from "./request-id.ts";

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

/** Whether launching a game moves the member's money to the wallet it plays from (decision 040). */
export const autoTransferQuery = () =>
  queryOptions({
    queryKey: queryKeys.autoTransfer(),
    queryFn: () => callApi<typeof autoTransferSettingCall>(ENDPOINTS.autoTransferSetting),
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

/**
 * "Recall all": every vendor wallet back to the main wallet in one transfer. One request id per
 * click, kept until an answer arrives, so a retry after a lost answer moves nothing twice.
 */
export function useRecallAll() {
  const transfer = useWalletTransfer();
  const requestId = useRef<string | null>(null);
  const recall = (handlers: { onSuccess(amount: number): void; onError(error: Error): void }) => {
    requestId.current ??= newRequestId();
    transfer.mutate(
      { requestId: requestId.current, from: "ALL", to: "MAIN" },
      {
        onSuccess: (answer) => {
          requestId.current = null;
          handlers.onSuccess(answer.amount);
        },
        onError: handlers.onError,
      },
    );
  };
  return { recall, isPending: transfer.isPending };
}

/** Switches automatic transfers on or off; the answer is the setting now. */
export function useSetAutoTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoTransfer: boolean) =>
      callApi<typeof setAutoTransferCall>(ENDPOINTS.setAutoTransfer, { body: { autoTransfer } }),
    onSuccess: (answer) => client.setQueryData(queryKeys.autoTransfer(), answer),
  });
}
