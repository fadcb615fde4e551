import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export const APPROVAL_STATUSES = ["pending", "approving", "approved", "rejected"] as const;

/** A balance adjustment or bonus grant above the merchant's threshold, waiting for a second person. */
export type Approval = {
  id: number;
  kind: "balance.adjust" | "bonus.grant";
  username: string;
  amount: string;
  reason: string;
  requestedBy: string;
  status: (typeof APPROVAL_STATUSES)[number];
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  createdAt: string;
};

export type ApprovalFilter = { status: string; page: number; pageSize: number };

export const approvalsQuery = (merchant: string, filter: ApprovalFilter) =>
  queryOptions({
    queryKey: [merchant, "approvals", filter],
    queryFn: () =>
      adminCall<{ list: Approval[]; total: number }>("GET", "/admin/api/approvals", { query: filter }),
    refetchInterval: 30_000,
  });

export const approve = (id: number) =>
  adminCall<unknown>("POST", "/admin/api/approvals/approve", { body: { id } });
export const reject = (input: { id: number; reason: string }) =>
  adminCall<unknown>("POST", "/admin/api/approvals/reject", { body: input });

export type MoneyRequest = { kind: "adjust" | "grant"; username: string; amount: string; reason: string };
/** Done at once ({balance}), or above the threshold: waiting for a second approval ({pending, approvalId}). */
export type MoneyAnswer = { pending: true; approvalId: number } | { pending?: undefined; balance: string };

export const requestMoney = ({ kind, ...body }: MoneyRequest) =>
  adminCall<MoneyAnswer>("POST", kind === "adjust" ? "/admin/api/balance/adjust" : "/admin/api/bonus/grant", {
    body,
  });
