import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { createAdjustmentService } from "#app/modules/adjustments/service.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import { createJobRepository } from "#app/modules/jobs/repository.ts";
import { checkLedger } from "#app/modules/ledger/invariants.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "./admin-route.ts";
import { decimalAmount, isoTime, operatorList } from "./answer-schemas.ts";

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

const ledgerCheckValue = z.object({
  merchantCode: z.string().nullable(),
  ok: z.boolean(),
  entries: z.number().int(),
  postings: z.number().int(),
  total: z.string().describe("The sum of all postings in minor units: 0 when the ledger balances"),
  unbalancedEntries: z.array(z.number().int()),
  driftedAccounts: z.array(
    z.object({ accountId: z.number().int(), balance: z.string(), postings: z.string() }),
  ),
});

const adjustmentValue = z.object({
  entryId: z.number().int(),
  reference: z.string(),
  replayed: z.boolean().describe("true when the reference had been used: nothing moved again"),
  balance: decimalAmount.describe("The main wallet's balance after the adjustment"),
});

const auditValue = operatorList(
  z.object({
    id: z.number().int(),
    merchantCode: z.string(),
    actor: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: isoTime,
  }),
);

const failedJobsValue = operatorList(
  z.object({
    name: z.string(),
    run_key: z.string(),
    last_error: z.string().nullable(),
    attempts: z.number().int(),
  }),
);

/** The back office's general routes; each money domain registers its own next to its module. */
export function adminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const adjustments = createAdjustmentService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/ledger/check",
      permission: "reports.read",
      summary: "Checks the ledger's invariants: all merchants' for an operator of all, else its merchant's",
      value: ledgerCheckValue,
    },
    async ({ operator }) => {
      // An operator of one merchant sees that merchant's entries and accounts, never the others'.
      const check = await checkLedger(deps.db, operator.merchantCode ?? undefined);
      return {
        merchantCode: operator.merchantCode,
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
      permission: "balance.adjust",
      summary: "Credits or debits a member's main wallet with a reason",
      body: adjustmentBody,
      value: adjustmentValue,
    },
    ({ operator, merchant, body }) =>
      adjustments.adjust(merchant, { ...body, actor: operatorActor(operator) }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/audit",
      permission: "audit.read",
      summary: "The audit log, newest first",
      query: auditQuery,
      value: auditValue,
    },
    async ({ merchant, query }) => ({
      list: (await readAudit(deps.db, { merchantCode: merchant.code, ...query })).map((record) => ({
        ...record,
        createdAt: record.createdAt.toISOString(),
      })),
    }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/jobs/failed",
      permission: "jobs.read",
      summary: "Jobs that failed every try (operators of all merchants only)",
      value: failedJobsValue,
    },
    async ({ operator }) => {
      // Jobs belong to the platform (a roll-up spans merchants, errors may name any merchant's rows).
      if (operator.merchantCode !== null) {
        throw new AppError(
          "operator.forbidden",
          "Failed jobs are platform-wide: an operator of all merchants reads them",
        );
      }
      return { list: await createJobRepository(deps.db).failed() };
    },
  );
}
