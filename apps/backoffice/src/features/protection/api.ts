import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

/** A player reaching a limit they set: amounts in minor units, minutes for the session limit. */
export type LimitHit = {
  id: number;
  username: string;
  kind: string;
  period: string;
  channel: string;
  limitAmount: string;
  attempted: string;
  at: string;
};
export type Exclusion = {
  id: number;
  username: string;
  kind: string;
  startsAt: string;
  endsAt: string | null;
  endedSessions: number;
  inForce: boolean;
};
type Listed<Row> = { list: Row[]; total: number };
export type ProtectionPage = { page: number; size: number };

export const listLimitHits = (paging: ProtectionPage) =>
  adminCall<Listed<LimitHit>>("GET", "/admin/api/protection/limit-hits", { query: paging });
export const limitHitsQuery = (merchant: string, paging: ProtectionPage) =>
  queryOptions({ queryKey: [merchant, "protection", "hits", paging], queryFn: () => listLimitHits(paging) });

export const listExclusions = (filter: ProtectionPage & { active: "true" | "false" }) =>
  adminCall<Listed<Exclusion>>("GET", "/admin/api/protection/exclusions", { query: filter });
export const exclusionsQuery = (merchant: string, filter: ProtectionPage & { active: "true" | "false" }) =>
  queryOptions({
    queryKey: [merchant, "protection", "exclusions", filter],
    queryFn: () => listExclusions(filter),
  });

export type IdentityDocument = {
  id: number;
  memberId: number;
  username: string;
  kind: "front" | "back" | "selfie" | "address";
  state: "pending" | "approved" | "rejected";
  reason: string;
  contentType: string;
  size: number;
  dataUrl: string;
  reviewedBy: string | null;
  createdAt: number;
};
export type DocumentFilter = { state: string; pageNo: number; pageSize: number };

export const documentsQuery = (merchant: string, filter: DocumentFilter) =>
  queryOptions({
    queryKey: [merchant, "identity", filter],
    queryFn: () =>
      adminCall<{ list: IdentityDocument[]; totalCount: number }>("GET", "/admin/api/kyc/documents", {
        query: filter,
      }),
    refetchInterval: 30_000,
  });

type Review = { document: IdentityDocument; identity: string };
export const approveDocument = (id: number) =>
  adminCall<Review>("POST", "/admin/api/kyc/approve", { body: { id } });
export const rejectDocument = (input: { id: number; reason: string }) =>
  adminCall<Review>("POST", "/admin/api/kyc/reject", { body: input });
