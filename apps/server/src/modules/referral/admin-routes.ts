import { REFERRAL_BLOCKED_REASONS } from "@banca/contract/referral-config";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createReferralClusterService } from "./clusters.ts";

const clusterView = z.object({
  referrer: z.string().describe("The referrer's username"),
  kind: z.enum(["address", "device"]),
  value: z.string().describe("The shared address, or the shared device id"),
  memberCount: z.number().int(),
  members: z.array(
    z.object({
      username: z.string(),
      role: z.enum(["referrer", "friend"]),
      blockedReason: z
        .enum(REFERRAL_BLOCKED_REASONS)
        .nullable()
        .describe("Why the friend is not eligible; null while it is (or for the referrer)"),
      rewarded: z.boolean(),
    }),
  ),
  rewardsPaid: z
    .string()
    .describe("Exact decimal: the rewards paid for the cluster's friends, to the referrer and the friends"),
});

/** Invite friends in the back office: the clusters to review (decision 078). */
export function referralAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const clusters = createReferralClusterService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/referral/clusters",
      permission: "risk.read",
      summary:
        "Referral clusters for review: a referrer and its friends sharing an address or a device, largest first, with the rewards paid; each read is written to the audit log",
      query: z.object({
        pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(20),
      }),
      value: z.object({
        list: z.array(clusterView),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
        totalPages: z.number().int(),
      }),
    },
    ({ operator, merchant, query }) => clusters.list(merchant, query, operatorActor(operator)),
  );
}
