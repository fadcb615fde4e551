import { WITHDRAWAL_STATUSES } from "@banca/contract/calls/withdrawals";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createWithdrawalOperatorService } from "./operator-service.ts";
import { operatorWithdrawal } from "./operator-view.ts";
import { createProofService } from "./proofs.ts";

const idBody = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** The back office's withdrawal work; every change is audited in its own transaction. */
export function withdrawalAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const operations = createWithdrawalOperatorService(deps.db);
  const proofs = createProofService(deps.db);
  const view = (decimals: number) => (row: Parameters<typeof operatorWithdrawal>[0]) =>
    operatorWithdrawal(row, decimals);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/withdrawals",
      summary: "Withdrawals, newest first, by status",
      query: listQuery,
    },
    async ({ merchant, query }) => {
      const { list, totalCount } = await operations.list(merchant, query.status, query);
      return {
        list: list.map(view(merchant.settings.currency.decimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/withdrawals/detail",
      summary: "One withdrawal with its proof images",
      query: idBody,
    },
    async ({ merchant, query }) => ({
      withdrawal: operatorWithdrawal(
        await operations.find(merchant, query.id),
        merchant.settings.currency.decimals,
      ),
      proofs: await proofs.forOperator(merchant.code, query.id),
    }),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/withdrawals/approve",
      summary: "Approve a pending withdrawal",
      body: idBody,
    },
    async ({ merchant, operator, body }) =>
      operatorWithdrawal(
        await operations.approve(merchant, body.id, operatorActor(operator)),
        merchant.settings.currency.decimals,
      ),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/withdrawals/reject",
      summary: "Reject a withdrawal not yet paid; the held amount returns to the wallet",
      body: idBody.extend({ reason: z.string().trim().min(1).max(500) }),
    },
    async ({ merchant, operator, body }) =>
      operatorWithdrawal(
        await operations.reject(merchant, body.id, body.reason, operatorActor(operator)),
        merchant.settings.currency.decimals,
      ),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/withdrawals/pay",
      summary: "Mark an approved withdrawal paid; the member's confirmation time starts",
      body: idBody,
    },
    async ({ merchant, operator, body }) =>
      operatorWithdrawal(
        await operations.pay(merchant, body.id, operatorActor(operator)),
        merchant.settings.currency.decimals,
      ),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/withdrawals/resolve",
      summary:
        "Settle a dispute: completed (the money arrived) or refunded (what is missing returns to the wallet)",
      body: idBody.extend({
        outcome: z.enum(["completed", "refunded"]),
        note: z.string().trim().min(1).max(500),
      }),
    },
    async ({ merchant, operator, body }) =>
      operatorWithdrawal(
        await operations.resolve(merchant, body.id, body.outcome, body.note, operatorActor(operator)),
        merchant.settings.currency.decimals,
      ),
  );
}
