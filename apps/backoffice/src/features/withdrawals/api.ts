import { WITHDRAWAL_STATUSES } from "@banca/contract/calls/withdrawals";
import { queryOptions } from "@tanstack/react-query";
import type { Page } from "#bo/features/deposits/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export { WITHDRAWAL_STATUSES };

export type Withdrawal = {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  amount: string;
  fee: string;
  payout: string;
  currency: string;
  status: (typeof WITHDRAWAL_STATUSES)[number];
  confirmation: string | null;
  receivedAmount: string | null;
  remainingAmount: string | null;
  card: { type: string; providerName: string; accountNumber: string; holderName: string; masked: string };
  rejectReason: string | null;
  resolutionNote: string | null;
  proofCount: number;
  requestedAt: string;
  paidAt: string | null;
  confirmDeadline: string | null;
};

export type WithdrawalDetail = {
  withdrawal: Withdrawal;
  bonus: { balance: string; withdrawable: string; locked: string; wageringLeft: string };
  proofs: { id: number; contentType: string; size: number; dataUrl: string; createdAt: number }[];
};

export type WithdrawalFilter = { status: string; pageNo: number; pageSize: number };

export const listWithdrawals = (filter: WithdrawalFilter) =>
  adminCall<Page<Withdrawal>>("GET", "/admin/api/withdrawals", { query: filter });

export const withdrawalsQuery = (merchant: string, filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: [merchant, "withdrawals", filter],
    queryFn: () => listWithdrawals(filter),
    refetchInterval: 30_000,
  });

export const withdrawalQuery = (merchant: string, id: number) =>
  queryOptions({
    queryKey: [merchant, "withdrawals", "detail", id],
    queryFn: () => adminCall<WithdrawalDetail>("GET", "/admin/api/withdrawals/detail", { query: { id } }),
  });

type Decision =
  | { action: "approve"; id: number }
  | { action: "pay"; id: number }
  | { action: "reject"; id: number; reason: string }
  | { action: "resolve"; id: number; outcome: "completed" | "refunded"; note: string };

export const decideWithdrawal = ({ action, ...body }: Decision) =>
  adminCall<Withdrawal>("POST", `/admin/api/withdrawals/${action}`, { body });
