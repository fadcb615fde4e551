import {
  approvalsQuerySchema,
  approvalsValueSchema,
  approveBodySchema,
  rejectBodySchema,
} from "@banca/contract/backoffice/approvals";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import type { ApprovalService } from "./service.ts";

const decisionValue = z.object({
  id: z.number().int(),
  status: z.enum(["approved", "rejected"]),
  replayed: z.boolean().describe("true when this approver had approved it already: nothing moved again"),
});

/** The four-eyes desk: requests above the threshold, approved or rejected by a second person. */
export function approvalAdminRoutes(app: FastifyInstance, deps: AdminDeps, approvals: ApprovalService) {
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/approvals",
      permission: "approvals.decide",
      summary:
        "Balance adjustments and bonus grants waiting for a second person (or decided ones), newest first",
      query: approvalsQuerySchema,
      value: approvalsValueSchema,
    },
    ({ merchant, query }) => approvals.list(merchant, query),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/approvals/approve",
      permission: "approvals.decide",
      summary:
        "Approves a waiting request: the money moves through the ledger once; the requester cannot approve (approval.same.person)",
      body: approveBodySchema,
      value: decisionValue,
    },
    ({ merchant, operator, body }) => approvals.approve(merchant, body.id, operator),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/approvals/reject",
      permission: "approvals.decide",
      summary: "Rejects a waiting request with a reason: nothing moves",
      body: rejectBodySchema,
      value: decisionValue,
    },
    ({ merchant, operator, body }) => approvals.reject(merchant, body.id, operator, body.reason),
  );
}
