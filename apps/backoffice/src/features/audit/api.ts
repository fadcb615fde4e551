import { queryOptions } from "@tanstack/react-query";
import { adminCall } from "#bo/lib/api.ts";

export type AuditRecord = {
  id: number;
  merchantCode: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: Record<string, unknown>;
  createdAt: string;
};

export type AuditFilter = { targetType: string; targetId: string; limit: number };

export const auditQuery = (merchant: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: [merchant, "audit", filter],
    queryFn: () => adminCall<{ list: AuditRecord[] }>("GET", "/admin/api/audit", { query: filter }),
  });

export type FailedJob = { name: string; run_key: string; last_error: string | null; attempts: number };

export const failedJobsQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "jobs", "failed"],
    queryFn: () => adminCall<{ list: FailedJob[] }>("GET", "/admin/api/jobs/failed"),
  });
