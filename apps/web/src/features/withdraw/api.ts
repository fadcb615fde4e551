import type { CallQuery, CallValue } from "@banca/contract/call";
import type { bankCardsCall, bindBankCardCall, removeBankCardCall } from "@banca/contract/calls/bank-cards";
import type { bonusForfeitPreviewCall } from "@banca/contract/calls/bonus-forfeit-preview";
import type { forfeitBonusCall } from "@banca/contract/calls/forfeit-bonus";
import type {
  changePaymentPasswordCall,
  paymentPasswordStatusCall,
  setPaymentPasswordCall,
} from "@banca/contract/calls/payment-password";
import type {
  confirmWithdrawalCall,
  removeWithdrawProofCall,
  withdrawalsCall,
  withdrawCall,
  withdrawCodeCall,
  withdrawProofCall,
  withdrawSettingsCall,
} from "@banca/contract/calls/withdrawals";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export type WithdrawalRecord = CallValue<typeof withdrawalsCall>["list"][number];
export type WithdrawSettings = CallValue<typeof withdrawSettingsCall>;
export type BankCard = CallValue<typeof bankCardsCall>["cards"][number];

/** Keys under the member's prefix, so a logout clears them with the rest of the member's data. */
export const withdrawKeys = {
  all: () => ["member", "withdraw"] as const,
  settings: () => ["member", "withdraw", "settings"] as const,
  cards: () => ["member", "withdraw", "cards"] as const,
  records: (query: CallQuery<typeof withdrawalsCall>) => ["member", "withdraw", "records", query] as const,
  paymentPassword: () => ["member", "paymentPassword"] as const,
  forfeitPreview: () => ["member", "withdraw", "forfeitPreview"] as const,
};

export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.settings(),
    queryFn: () => callApi<typeof withdrawSettingsCall>(ENDPOINTS.withdrawSettings),
    staleTime: 30_000,
  });

export const bankCardsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.cards(),
    queryFn: () => callApi<typeof bankCardsCall>(ENDPOINTS.bankCards),
  });

export const paymentPasswordStatusQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.paymentPassword(),
    queryFn: () => callApi<typeof paymentPasswordStatusCall>(ENDPOINTS.paymentPasswordStatus),
  });

/** While a withdrawal is on its way (or waits for the member), its status is asked again this often. */
const OPEN_POLL_MS = 10_000;
const OPEN = new Set(["pending", "approved", "paid"]);

export const withdrawalsQuery = (query: CallQuery<typeof withdrawalsCall>) =>
  queryOptions({
    queryKey: withdrawKeys.records(query),
    queryFn: () => callApi<typeof withdrawalsCall>(ENDPOINTS.withdrawals, { query }),
    refetchOnWindowFocus: true,
    refetchInterval: (state) =>
      state.state.data?.list.some((record) => OPEN.has(record.status)) ? OPEN_POLL_MS : false,
  });

export function useBindBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      type: string;
      providerCode: string;
      accountNumber: string;
      holderName?: string;
      loginPassword?: string;
    }) => callApi<typeof bindBankCardCall>(ENDPOINTS.bindBankCard, { body, encrypted: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.cards() }),
  });
}

/** Unbinds a card; the withdrawals that went to it keep showing it. */
export function useRemoveBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { bankCardId: number; password?: string }) =>
      callApi<typeof removeBankCardCall>(ENDPOINTS.removeBankCard, { body, encrypted: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: withdrawKeys.cards() }),
        client.invalidateQueries({ queryKey: withdrawKeys.paymentPassword() }),
      ]),
  });
}

/** Sends the SMS code a withdrawal needs to the member's confirmed number. */
export const sendWithdrawCode = () => callApi<typeof withdrawCodeCall>(ENDPOINTS.withdrawCode);

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      amount: string;
      bankCardId: number;
      password?: string;
      verificationCode?: string;
      requestId: string;
    }) => callApi<typeof withdrawCall>(ENDPOINTS.withdraw, { body, encrypted: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: withdrawKeys.all() }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
        client.invalidateQueries({ queryKey: withdrawKeys.paymentPassword() }),
      ]),
  });
}

export type ForfeitPreview = CallValue<typeof bonusForfeitPreviewCall>;

/** What forfeiting the active bonus would take and free, read fresh whenever the dialog opens. */
export const forfeitPreviewQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.forfeitPreview(),
    queryFn: () => callApi<typeof bonusForfeitPreviewCall>(ENDPOINTS.bonusForfeitPreview),
    staleTime: 0,
  });

/** Forfeits the active bonus; the balance, the withdrawable amount and the hold are read again. */
export function useForfeitBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string; requestId: string }) =>
      callApi<typeof forfeitBonusCall>(ENDPOINTS.forfeitBonus, { body, encrypted: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: withdrawKeys.all() }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
        client.invalidateQueries({ queryKey: withdrawKeys.paymentPassword() }),
      ]),
  });
}

export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { withdrawalId: number; status: string; receivedAmount?: string }) =>
      callApi<typeof confirmWithdrawalCall>(ENDPOINTS.confirmWithdrawal, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: withdrawKeys.all() }),
        client.invalidateQueries({ queryKey: queryKeys.walletBalance() }),
      ]),
  });
}

export const setPaymentPassword = (body: {
  paymentPassword: string;
  confirmPaymentPassword: string;
  loginPassword?: string;
}) => callApi<typeof setPaymentPasswordCall>(ENDPOINTS.setPaymentPassword, { body, encrypted: true });

export const changePaymentPassword = (body: {
  oldPaymentPassword?: string;
  loginPassword?: string;
  newPaymentPassword: string;
  confirmNewPaymentPassword: string;
}) => callApi<typeof changePaymentPasswordCall>(ENDPOINTS.changePaymentPassword, { body, encrypted: true });

export const removeProof = (proofId: number) =>
  callApi<typeof removeWithdrawProofCall>(ENDPOINTS.removeWithdrawProof, { query: { proofId } });

/** Uploads one proof image as its raw bytes. */
export const uploadProof = (withdrawalId: number, file: File) =>
  callApi<typeof withdrawProofCall>(ENDPOINTS.withdrawProof, { query: { withdrawalId }, file });
