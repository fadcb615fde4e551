import { WITHDRAWAL_STATUSES } from "@banca/contract/calls/withdrawals";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { bonusHold } from "#app/modules/bonus/withdrawable.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createWithdrawalOperatorService } from "./operator-service.ts";
import {
  operatorBonusState,
  operatorBonusStateSchema,
  operatorWithdrawal,
  operatorWithdrawalSchema,
} from "./operator-view.ts";
import { createProofService } from "./proofs.ts";
import type { WithdrawalRow } from "./repository.ts";

const idBody = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A proof image the member uploaded, as the detail shows it. */
const operatorProofSchema = z.object({
  id: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
  dataUrl: z.string(),
  createdAt: z.number().int().describe("Epoch milliseconds"),
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
      permission: "withdrawals.read",
      summary: "Withdrawals, newest first, by status",
      query: listQuery,
      value: operatorPage(operatorWithdrawalSchema),
      personalData: { shows: "bank cards and accounts: numbers and holder names" },
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
      permission: "withdrawals.read",
      summary: "One withdrawal with its proof images and the member's bonus wagering state",
      query: idBody,
      value: z.object({
        withdrawal: operatorWithdrawalSchema,
        bonus: operatorBonusStateSchema,
        proofs: z.array(operatorProofSchema),
      }),
      personalData: {
        shows: "a bank card or account (number and holder name) and the member's proof images",
        member: (value) => ({ id: (value as { withdrawal: { memberId: number } }).withdrawal.memberId }),
      },
    },
    async ({ merchant, query }) => {
      const row = await operations.find(merchant, query.id);
      const { code: currency, decimals } = merchant.settings.currency;
      return {
        withdrawal: operatorWithdrawal(row, decimals),
        bonus: operatorBonusState(await bonusHold(deps.db, merchant.code, row.memberId, currency), decimals),
        proofs: await proofs.forOperator(merchant.code, query.id),
      };
    },
  );
  /** An operator's decision on one withdrawal, answered with the withdrawal as it now stands. */
  const decision = <B extends z.ZodType<{ id: number }>>(
    url: `/admin/api/withdrawals/${string}`,
    summary: string,
    body: B,
    decide: (merchant: Merchant, body: z.output<B>, actor: string) => Promise<WithdrawalRow>,
  ) =>
    registerAdminRoute(
      app,
      deps,
      {
        method: "POST",
        url,
        permission: "withdrawals.write",
        summary,
        body,
        value: operatorWithdrawalSchema,
      },
      async ({ merchant, operator, body: parsed }) =>
        operatorWithdrawal(
          // The route parsed the body with `body`; the compiler cannot follow that through the generic.
          await decide(merchant, parsed as z.output<B>, operatorActor(operator)),
          merchant.settings.currency.decimals,
        ),
    );

  decision(
    "/admin/api/withdrawals/approve",
    "Approve a pending withdrawal",
    idBody,
    (merchant, body, actor) => operations.approve(merchant, body.id, actor),
  );
  decision(
    "/admin/api/withdrawals/reject",
    "Reject a withdrawal not yet paid; the held amount returns to the wallet",
    idBody.extend({ reason: z.string().trim().min(1).max(500) }),
    (merchant, body, actor) => operations.reject(merchant, body.id, body.reason, actor),
  );
  decision(
    "/admin/api/withdrawals/pay",
    "Mark an approved withdrawal paid; the member's confirmation time starts",
    idBody,
    (merchant, body, actor) => operations.pay(merchant, body.id, actor),
  );
  decision(
    "/admin/api/withdrawals/resolve",
    "Settle a dispute: completed (the money arrived) or refunded (what is missing returns to the wallet)",
    idBody.extend({
      outcome: z.enum(["completed", "refunded"]),
      note: z.string().trim().min(1).max(500),
    }),
    (merchant, body, actor) => operations.resolve(merchant, body.id, body.outcome, body.note, actor),
  );
}
