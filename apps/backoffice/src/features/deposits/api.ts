import { DEPOSIT_STATUSES } from "@banca/contract/deposit-status";
import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export { DEPOSIT_STATUSES };
export type Page<Row> = {
  list: Row[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
};

export type Deposit = {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  channelId: string;
  paymentType: string;
  vendor: string;
  amount: string;
  currency: string;
  status: (typeof DEPOSIT_STATUSES)[number];
  bankName: string;
  depositorName: string;
  transferReference: string;
  gatewayReference: string | null;
  remark: string;
  decidedBy: string | null;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
};

export type DepositFilter = { status: string; pageNo: number; pageSize: number };

export const listDeposits = (filter: DepositFilter) =>
  adminCall<Page<Deposit>>("GET", "/admin/api/deposits", { query: filter });

export const depositsQuery = (merchant: string, filter: DepositFilter) =>
  queryOptions({
    queryKey: [merchant, "deposits", filter],
    queryFn: () => listDeposits(filter),
    refetchInterval: 30_000,
  });

export const approveDeposit = (orderNo: string) =>
  adminCall<Deposit>("POST", "/admin/api/deposits/approve", { body: { orderNo } });
export const rejectDeposit = (orderNo: string, reason: string) =>
  adminCall<Deposit>("POST", "/admin/api/deposits/reject", { body: { orderNo, reason } });
