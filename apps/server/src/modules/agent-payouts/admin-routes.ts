import { BILL_STATES } from "@banca/contract/calls/agent-contract-bills";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { PAYOUT_KINDS } from "./billing.ts";
import { createBillReviewService } from "./review.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The back office's contract bills: the review queue, and top-down approval or rejection. */
export function agentBillAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const review = createBillReviewService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/agent-contract-bills",
      summary:
        "Contract bills of the merchant in one state (default: waiting for review), oldest period and top of the chain first",
      query: z.strictObject({
        state: z.enum(BILL_STATES).default("pending_review"),
        kind: z.enum(PAYOUT_KINDS).optional(),
        pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
    },
    ({ merchant, query }) => review.list(merchant, query),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contract-bills/approve",
      summary:
        "Approves a bill waiting for review and pays it; the upline's bill of the period must be reviewed first",
      body: z.strictObject({ id }),
    },
    ({ operator, merchant, body }) => review.approve(merchant, body.id, operatorActor(operator)),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contract-bills/reject",
      summary: "Rejects a bill waiting for review, and the bills below it that still wait",
      body: z.strictObject({ id, note: z.string().trim().min(1).max(500) }),
    },
    ({ operator, merchant, body }) => review.reject(merchant, body.id, body.note, operatorActor(operator)),
  );
}
