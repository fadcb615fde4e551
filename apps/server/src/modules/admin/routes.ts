import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createAdjustmentService } from "#app/modules/adjustments/service.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import { createJobRepository } from "#app/modules/jobs/repository.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "./admin-route.ts";

const adjustmentBody = z.object({
  username: z.string().trim().min(1).max(64),
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(\.\d+)?$/, "a signed decimal such as 25.00 or -25.00"),
  reason: z.string().trim().min(3).max(500),
  reference: z.string().trim().min(1).max(100).optional(),
});

const auditQuery = z.object({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The back office's general routes; each money domain registers its own next to its module. */
export function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const adjustments = createAdjustmentService(deps.db);

  registerAdminRoute(
    app,
    deps,
    { method: "GET", url: "/admin/api/ledger/check", summary: "Checks the ledger's invariants" },
    async () => {
      const check = await checkLedger(deps.db);
      return {
        ok: check.ok,
        entries: check.entries,
        postings: check.postings,
        total: check.total.toString(),
        unbalancedEntries: check.unbalancedEntries,
        driftedAccounts: check.driftedAccounts.map((account) => ({
          accountId: account.accountId,
          balance: account.balance.toString(),
          postings: account.postings.toString(),
        })),
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/balance/adjust",
      summary: "Credits or debits a member's main wallet with a reason",
      body: adjustmentBody,
    },
    ({ operator, merchant, body }) =>
      adjustments.adjust(merchant, { ...body, actor: operatorActor(operator) }),
  );

  registerAdminRoute(
    app,
    deps,
    { method: "GET", url: "/admin/api/audit", summary: "The audit log, newest first", query: auditQuery },
    async ({ merchant, query }) => ({
      list: await readAudit(deps.db, { merchantCode: merchant.code, ...query }),
    }),
  );

  registerAdminRoute(
    app,
    deps,
    { method: "GET", url: "/admin/api/jobs/failed", summary: "Jobs that failed every try" },
    async () => ({ list: await createJobRepository(deps.db).failed() }),
  );
}
