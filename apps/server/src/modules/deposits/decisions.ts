import type { DepositStatus } from "@banca/contract/calls/deposit";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import type { LedgerService } from "#app/modules/ledger/service.ts";
import { createDepositRepository, type Deposit } from "./repository.ts";

/**
 * Money that arrived counts even when it arrived late: an operator may still approve a deposit that
 * expired or that the player cancelled after paying. A rejection is only for one still open.
 */
export const OPERATOR_APPROVABLE: readonly DepositStatus[] = ["pending", "expired", "cancelled"];
const REJECTABLE: readonly DepositStatus[] = ["pending", "expired"];

/** The ledger's reference for a deposit's credit: one per deposit, so it is credited once. */
export const depositCreditKey = (deposit: Pick<Deposit, "merchantCode" | "orderNo">) =>
  `deposit:${deposit.orderNo}`;

/** Tells the member in their inbox, in the transaction of the decision; once per deposit and outcome. */
const notifyMember = (
  tx: Queryable,
  deposit: Deposit,
  outcome: "credited" | "rejected",
  sentBy: string,
  reason = "",
) => {
  const params = {
    reference: deposit.orderNo,
    amount: deposit.amount.toString(),
    currency: deposit.currency,
  };
  const common = {
    merchantCode: deposit.merchantCode,
    memberId: deposit.memberId,
    reference: `deposit:${deposit.orderNo}:${outcome}`,
    sentBy,
  };
  return outcome === "credited"
    ? sendMemberMessage(tx, { ...common, template: "depositCredited", params })
    : sendMemberMessage(tx, { ...common, template: "depositRejected", params: { ...params, reason } });
};

/** A deposit number or the numeric id, as an operator may give either. */
export async function lockDeposit(tx: Queryable, merchantCode: string, reference: string): Promise<Deposit> {
  const deposits = createDepositRepository(tx);
  const deposit = /^\d{1,18}$/.test(reference)
    ? await deposits.lockById(Number(reference))
    : await deposits.lockByOrderNo(reference.toUpperCase());
  if (!deposit || deposit.merchantCode !== merchantCode) {
    throw new AppError("deposit.not.found", `No deposit ${reference} at this merchant`);
  }
  return deposit;
}

/**
 * Approving and rejecting. Each runs on a locked deposit in the caller's transaction: the status
 * change, the ledger credit and the audit entry commit together or not at all, and a second
 * approver waits for the first, then finds the deposit decided.
 */
export function createDepositDecisions(db: Database, ledger: LedgerService) {
  /** Credits the member (payment clearing → main wallet) and marks the deposit approved. */
  async function approveIn(
    tx: Queryable,
    deposit: Deposit,
    decidedBy: string,
    remark = "",
  ): Promise<Deposit> {
    const entry = await ledger.postIn(tx, {
      merchantCode: deposit.merchantCode,
      currency: deposit.currency,
      kind: "deposit",
      idempotencyKey: depositCreditKey(deposit),
      postings: [
        { account: { memberId: deposit.memberId, kind: "main" }, amount: deposit.amount },
        { account: { house: "payment_clearing" }, amount: -deposit.amount },
      ],
      memo: {
        orderNo: deposit.orderNo,
        channelId: deposit.channelId,
        paymentType: deposit.paymentType,
        decidedBy,
      },
    });
    const approved = await createDepositRepository(tx).decide(deposit.id, {
      status: "approved",
      decidedBy,
      remark,
      journalEntryId: entry.entryId,
    });
    await recordAudit(tx, {
      merchantCode: deposit.merchantCode,
      actor: decidedBy,
      action: "deposit.approve",
      targetType: "deposit",
      targetId: deposit.orderNo,
      detail: {
        amount: deposit.amount,
        currency: deposit.currency,
        from: deposit.status,
        journalEntryId: entry.entryId,
      },
    });
    await notifyMember(tx, deposit, "credited", decidedBy);
    return approved!;
  }

  return {
    approveIn,

    /** An operator's approval: the money was found on the merchant's account. */
    approve: (merchantCode: string, reference: string, actor: string) =>
      db.transaction(async (tx) => {
        const deposit = await lockDeposit(tx, merchantCode, reference);
        if (!OPERATOR_APPROVABLE.includes(deposit.status)) {
          throw new AppError(
            "deposit.state",
            `Deposit ${deposit.orderNo} is ${deposit.status}, it cannot be approved`,
          );
        }
        return approveIn(tx, deposit, actor);
      }),

    /** An operator's rejection, with the reason the player will read. */
    reject: (merchantCode: string, reference: string, actor: string, reason: string) =>
      db.transaction(async (tx) => {
        const deposit = await lockDeposit(tx, merchantCode, reference);
        if (!REJECTABLE.includes(deposit.status)) {
          throw new AppError(
            "deposit.state",
            `Deposit ${deposit.orderNo} is ${deposit.status}, it cannot be rejected`,
          );
        }
        const rejected = await createDepositRepository(tx).decide(deposit.id, {
          status: "rejected",
          decidedBy: actor,
          remark: reason,
        });
        await recordAudit(tx, {
          merchantCode,
          actor,
          action: "deposit.reject",
          targetType: "deposit",
          targetId: deposit.orderNo,
          detail: { amount: deposit.amount, currency: deposit.currency, from: deposit.status, reason },
        });
        await notifyMember(tx, deposit, "rejected", actor, reason);
        return rejected!;
      }),
  };
}
export type DepositDecisions = ReturnType<typeof createDepositDecisions>;
