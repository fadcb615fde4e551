import { BILL_STATES, billSchema } from "@banca/contract/calls/agent-contract-bills";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { PAYOUT_KINDS } from "./billing.ts";
import { closeOpenPeriod } from "./closing.ts";
import { DIVIDEND_PERIODS } from "./periods.ts";
import { createBillReviewService } from "./review.ts";
import { PAYOUT_KIND_OF } from "./service.ts";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const reviewQueueValue = z.object({
  list: z.array(
    billSchema.extend({
      level: z.number().int().describe("0 for the bill the house pays; its downlines' bills below"),
      parentBillId: z.number().int().nullable(),
    }),
  ),
  totalCount: z.number().int(),
});

/**
 * The back office's contract bills: the review queue, top-down approval or rejection, and closing a
 * period early (decision 062).
 */
export function agentBillAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const review = createBillReviewService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/agent-contract-bills",
      permission: "agents.read",
      summary:
        "Contract bills of the merchant in one state (default: waiting for review), oldest period and top of the chain first",
      query: z.strictObject({
        state: z.enum(BILL_STATES).default("pending_review"),
        kind: z.enum(PAYOUT_KINDS).optional(),
        pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
      }),
      value: reviewQueueValue,
    },
    ({ merchant, query }) => review.list(merchant, query),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contract-bills/approve",
      permission: "agents.write",
      summary:
        "Approves a bill waiting for review and pays it; the upline's bill of the period must be reviewed first",
      body: z.strictObject({ id }),
      value: z.object({
        id: z.number().int(),
        state: z.enum(BILL_STATES).describe("The bill's state once paid or queued"),
      }),
    },
    ({ operator, merchant, body }) => review.approve(merchant, body.id, operatorActor(operator)),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-contract-bills/reject",
      permission: "agents.write",
      summary: "Rejects a bill waiting for review, and the bills below it that still wait",
      body: z.strictObject({ id, note: z.string().trim().min(1).max(500) }),
      value: z.object({
        id: z.number().int(),
        rejected: z.array(z.number().int()).describe("The bill and the bills below it that were waiting"),
      }),
    },
    ({ operator, merchant, body }) => review.reject(merchant, body.id, body.note, operatorActor(operator)),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-payouts/close",
      permission: "agents.write",
      summary:
        "Closes the open day, hour or dividend period of a contract kind up to the last 5-minute boundary and bills that part now; the pay job pays it within seconds and the rest of the period is billed when it ends",
      body: z.strictObject({
        kind: z.enum(["dividend", "dailySalary", "hourlySalary"]),
        /** Dividends: the contracts' period. */
        period: z.enum(DIVIDEND_PERIODS).optional(),
      }),
      value: z.object({
        kind: z.enum(["dividend", "dailySalary", "hourlySalary"]),
        period: z.string(),
        start: z.iso.datetime(),
        end: z.iso.datetime(),
        bills: z.number().int(),
      }),
    },
    async ({ operator, merchant, body }) => {
      const closed = await closeOpenPeriod(
        deps.db,
        merchant,
        {
          kind: PAYOUT_KIND_OF[body.kind] as "dividend" | "daily_salary" | "hourly_salary",
          period: body.period,
        },
        operatorActor(operator),
      );
      return { ...closed, kind: body.kind, start: closed.start.toISOString(), end: closed.end.toISOString() };
    },
  );
}
