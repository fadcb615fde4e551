import { decimalToMinor } from "@banca/contract/money";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createAdjustmentService } from "#app/modules/adjustments/service.ts";
import { operatorActor } from "#app/modules/admin/admin-route.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createBonusService } from "#app/modules/bonus/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import { type ApprovalKind, createApprovalRepository } from "./repository.ts";

/** The threshold when a merchant's settings predate it (the merchant file's default). */
export const DEFAULT_APPROVAL_THRESHOLD = "50000.00";

type MoneyRequest = { username: string; amount: string; reason: string; reference?: string | undefined };

/**
 * Four-eyes for money an operator moves by hand (decision 081): above the merchant's threshold a
 * balance adjustment or bonus grant waits for a second person, who carries it out through the
 * ledger under the reference `approval:<id>`, so however often it is approved it moves once.
 */
export function createApprovalService(db: Database) {
  const approvals = createApprovalRepository(db);
  const adjustments = createAdjustmentService(db);
  const bonuses = createBonusService(db);

  const needsApproval = (merchant: Merchant, amount: string) => {
    const { decimals } = merchant.settings.currency;
    const threshold = decimalToMinor(
      merchant.settings.backoffice?.approvalThreshold ?? DEFAULT_APPROVAL_THRESHOLD,
      decimals,
    );
    const minor = decimalToMinor(amount.trim().replace(/^-/, ""), decimals);
    // An amount that is not one is left to the call itself to refuse.
    return threshold !== null && minor !== null && minor > threshold;
  };

  async function execute(
    merchant: Merchant,
    kind: ApprovalKind,
    id: number,
    request: MoneyRequest & Record<string, unknown>,
    actor: string,
  ) {
    const common = { username: request.username, amount: request.amount, reason: request.reason, actor };
    switch (kind) {
      case "balance.adjust":
        return adjustments.adjust(merchant, { ...common, reference: `approval:${id}` });
      case "bonus.grant":
        return bonuses.grantByOperator(merchant, {
          ...common,
          reference: `approval:${id}`,
          ...(typeof request.turnoverMultiplier === "number"
            ? { turnoverMultiplier: request.turnoverMultiplier }
            : {}),
        });
    }
  }

  return {
    /**
     * Above the threshold: the request kept for a second person, answered as pending. Below it:
     * null, and the caller moves the money at once.
     */
    async gate(
      merchant: Merchant,
      kind: ApprovalKind,
      request: MoneyRequest & Record<string, unknown>,
      operator: Operator,
    ) {
      if (!needsApproval(merchant, request.amount)) return null;
      const approval = await approvals.insert({
        merchantCode: merchant.code,
        kind,
        username: request.username,
        amount: request.amount,
        request,
        reference: request.reference ?? null,
        requestedBy: operator.id,
        requestedActor: operatorActor(operator),
      });
      await recordAudit(db, {
        merchantCode: merchant.code,
        actor: operatorActor(operator),
        action: "approval.request",
        targetType: "approval",
        targetId: String(approval.id),
        detail: { kind, username: request.username, amount: request.amount, reason: request.reason },
      });
      return { pending: true as const, approvalId: approval.id };
    },

    list: (
      merchant: Merchant,
      query: { status: "pending" | "approving" | "approved" | "rejected"; page: number; pageSize: number },
    ) =>
      approvals.list(merchant.code, query.status, query.page, query.pageSize).then(({ list, total }) => ({
        list: list.map(
          ({ requestedById: _r, decidedById: _d, request: _q, result: _s, ...approval }) => approval,
        ),
        total,
      })),

    /** Carries an approval out: by a person other than the requester, once. */
    async approve(merchant: Merchant, id: number, approver: Operator) {
      const found = await approvals.find(merchant.code, id);
      if (!found) throw new AppError("approval.not.found", `No approval ${id}`);
      if (found.requestedById === approver.id) {
        throw new AppError(
          "approval.same.person",
          "A request is approved by someone other than its requester",
        );
      }
      if (!(await approvals.claim(merchant.code, id, approver.id, operatorActor(approver)))) {
        // Approved by this same approver meanwhile (a retry, or two clicks at once): nothing moves again.
        const now = await approvals.find(merchant.code, id);
        if (now?.status === "approved" && now.decidedById === approver.id) {
          return { id, status: "approved" as const, replayed: true };
        }
        throw new AppError("approval.decided", `Approval ${id} is already ${now?.status ?? found.status}`);
      }
      let result: Record<string, unknown>;
      try {
        result = await execute(
          merchant,
          found.kind,
          id,
          found.request as MoneyRequest & Record<string, unknown>,
          found.requestedBy,
        );
      } catch (error) {
        await approvals.release(id);
        throw error;
      }
      await approvals.complete(id, result);
      if (!result.replayed) {
        await recordAudit(db, {
          merchantCode: merchant.code,
          actor: operatorActor(approver),
          action: "approval.approve",
          targetType: "approval",
          targetId: String(id),
          detail: {
            kind: found.kind,
            username: found.username,
            amount: found.amount,
            requestedBy: found.requestedBy,
          },
        });
      }
      return { id, status: "approved" as const, replayed: result.replayed === true };
    },

    async reject(merchant: Merchant, id: number, decider: Operator, reason: string) {
      const found = await approvals.find(merchant.code, id);
      if (!found) throw new AppError("approval.not.found", `No approval ${id}`);
      if (!(await approvals.reject(merchant.code, id, decider.id, operatorActor(decider), reason))) {
        throw new AppError("approval.decided", `Approval ${id} is already ${found.status}`);
      }
      await recordAudit(db, {
        merchantCode: merchant.code,
        actor: operatorActor(decider),
        action: "approval.reject",
        targetType: "approval",
        targetId: String(id),
        detail: { kind: found.kind, username: found.username, amount: found.amount, reason },
      });
      return { id, status: "rejected" as const, replayed: false };
    },
  };
}
export type ApprovalService = ReturnType<typeof createApprovalService>;
