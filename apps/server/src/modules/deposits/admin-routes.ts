import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import { createDepositDecisions } from "./decisions.ts";
import {
  listDepositsForOperator,
  operatorDeposit,
  operatorDepositPage,
  operatorDepositSchema,
  operatorListQuery,
} from "./operator-view.ts";

const depositReference = z
  .string()
  .trim()
  .regex(/^(D[0-9A-Za-z]{10,24}|\d{1,18})$/, "a deposit number (D...) or id");

/** The back office's deposit desk: the list by status, approve (credits the wallet), reject with a reason. */
export function depositAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const decisions = createDepositDecisions(deps.db, createLedgerService(deps.db));
  const usernameOf = async (merchantCode: string, memberId: number) =>
    (await createMemberRepository(deps.db).findById(merchantCode, memberId))?.username ?? "";

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/deposits",
      permission: "deposits.read",
      summary: "Deposits, newest first, by status",
      query: operatorListQuery,
      value: operatorDepositPage,
      personalData: { shows: "depositors' names and banks" },
    },
    ({ merchant, query }) => listDepositsForOperator(deps.db, merchant, query),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/deposits/approve",
      permission: "deposits.write",
      summary: "Approves a deposit: the money arrived; credits the member's wallet once",
      body: z.object({ orderNo: depositReference }),
      value: operatorDepositSchema,
    },
    async ({ operator, merchant, body }) => {
      const deposit = await decisions.approve(merchant.code, body.orderNo, operatorActor(operator));
      return operatorDeposit(
        deposit,
        await usernameOf(merchant.code, deposit.memberId),
        merchant.settings.currency.decimals,
      );
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/deposits/reject",
      permission: "deposits.write",
      summary: "Rejects a deposit with the reason the player will read",
      body: z.object({ orderNo: depositReference, reason: z.string().trim().min(3).max(300) }),
      value: operatorDepositSchema,
    },
    async ({ operator, merchant, body }) => {
      const deposit = await decisions.reject(
        merchant.code,
        body.orderNo,
        operatorActor(operator),
        body.reason,
      );
      return operatorDeposit(
        deposit,
        await usernameOf(merchant.code, deposit.memberId),
        merchant.settings.currency.decimals,
      );
    },
  );
}
