import type { WithdrawalStatus } from "@banca/contract/calls/withdrawals";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { sendMemberMessage } from "#app/modules/inbox/send.ts";
import { scheduleJob } from "#app/modules/jobs/queue.ts";
import type { AccountRef } from "#app/modules/ledger/accounts.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { forcedReceiptJob } from "./forced-receipt-job.ts";
import { orderNoOf } from "./record.ts";
import { createWithdrawalRepository, type Page, type WithdrawalRow } from "./repository.ts";
import { withdrawalSettingsOf } from "./settings.ts";

export type DisputeOutcome = "completed" | "refunded";

/**
 * The back office's side of withdrawals: approve, reject (the hold goes back to the wallet), pay
 * (the hold leaves as the payout and the fee), and settle a dispute. Each change locks the
 * withdrawal, checks its state, moves money through the ledger and writes the audit log in one
 * transaction; `actor` is who did it ("operator:<name>", "cli:<user>").
 */
export function createWithdrawalOperatorService(db: Database) {
  const ledger = createLedgerService(db);

  async function change(
    merchant: Merchant,
    id: number,
    allowed: readonly WithdrawalStatus[],
    work: (
      tx: Queryable,
      row: WithdrawalRow,
    ) => Promise<{ action: string; detail?: Record<string, unknown> }>,
    actor: string,
  ): Promise<WithdrawalRow> {
    await db.transaction(async (tx) => {
      const repository = createWithdrawalRepository(tx);
      if (!(await repository.lock(merchant.code, id))) {
        throw new AppError("withdrawal.not.found", "This withdrawal does not exist");
      }
      const row = (await repository.find(merchant.code, id))!;
      if (!allowed.includes(row.status)) {
        throw new AppError(
          "withdrawal.state",
          `This withdrawal is ${row.status}; it must be ${allowed.join(" or ")}`,
          {
            status: row.status,
          },
        );
      }
      const { action, detail } = await work(tx, row);
      await recordAudit(tx, {
        merchantCode: merchant.code,
        actor,
        action,
        targetType: "withdrawal",
        targetId: String(id),
        detail: { from: row.status, amount: row.amount, fee: row.fee, memberId: row.memberId, ...detail },
      });
    });
    const row = await createWithdrawalRepository(db).find(merchant.code, id);
    return row!;
  }

  /** The member hears of the outcome in their inbox, in the decision's transaction, once per outcome. */
  const notifyMember = (tx: Queryable, row: WithdrawalRow, outcome: "rejected" | "paid", actor: string) => {
    const common = {
      merchantCode: row.merchantCode,
      memberId: row.memberId,
      reference: `withdrawal:${row.id}:${outcome}`,
      sentBy: actor,
    };
    const params = { reference: orderNoOf(row.id), currency: row.currency };
    return outcome === "rejected"
      ? sendMemberMessage(tx, {
          ...common,
          template: "withdrawalRejected",
          params: { ...params, amount: row.amount.toString(), reason: row.rejectReason ?? "" },
        })
      : sendMemberMessage(tx, {
          ...common,
          template: "withdrawalPaid",
          params: { ...params, amount: (row.amount - row.fee).toString() },
        });
  };

  const member = (row: WithdrawalRow, kind: "main" | "withdrawal_hold"): AccountRef => ({
    memberId: row.memberId,
    kind,
  });

  return {
    list: (merchant: Merchant, status: WithdrawalStatus | undefined, page: Page) =>
      createWithdrawalRepository(db).listByMerchant(merchant.code, status, page),

    async find(merchant: Merchant, id: number): Promise<WithdrawalRow> {
      const row = await createWithdrawalRepository(db).find(merchant.code, id);
      if (!row) throw new AppError("withdrawal.not.found", "This withdrawal does not exist");
      return row;
    },

    approve: (merchant: Merchant, id: number, actor: string) =>
      change(
        merchant,
        id,
        ["pending"],
        async (tx, row) => {
          await createWithdrawalRepository(tx).update(row.id, {
            status: "approved",
            reviewed_at: new Date(),
          });
          return { action: "withdrawal.approve" };
        },
        actor,
      ),

    /** Refuses a withdrawal not yet paid: the held amount, fee included, goes back to the wallet. */
    reject: (merchant: Merchant, id: number, reason: string, actor: string) =>
      change(
        merchant,
        id,
        ["pending", "approved"],
        async (tx, row) => {
          await ledger.postIn(tx, {
            merchantCode: merchant.code,
            currency: row.currency,
            kind: "withdrawal.release",
            idempotencyKey: `withdrawal:${row.id}:release`,
            postings: [
              { account: member(row, "withdrawal_hold"), amount: -row.amount },
              { account: member(row, "main"), amount: row.amount },
            ],
            memo: { withdrawalId: row.id, reason },
          });
          await createWithdrawalRepository(tx).update(row.id, {
            status: "rejected",
            reject_reason: reason,
            reviewed_at: new Date(),
          });
          await notifyMember(tx, { ...row, rejectReason: reason }, "rejected", actor);
          return { action: "withdrawal.reject", detail: { reason } };
        },
        actor,
      ),

    /**
     * Records that the payout was sent: the hold leaves as the payout (payment clearing) and the fee
     * (fee income). The member then has the merchant's minutes to confirm; a durable job forces the
     * receipt when they do not.
     */
    pay: (merchant: Merchant, id: number, actor: string) =>
      change(
        merchant,
        id,
        ["approved"],
        async (tx, row) => {
          const payout = row.amount - row.fee;
          await ledger.postIn(tx, {
            merchantCode: merchant.code,
            currency: row.currency,
            kind: "withdrawal.pay",
            idempotencyKey: `withdrawal:${row.id}:pay`,
            postings: [
              { account: member(row, "withdrawal_hold"), amount: -row.amount },
              { account: { house: "payment_clearing" }, amount: payout },
              ...(row.fee > 0n ? [{ account: { house: "fee_income" } as AccountRef, amount: row.fee }] : []),
            ],
            memo: { withdrawalId: row.id },
          });
          const minutes = withdrawalSettingsOf(merchant).forcedReceiptMinutes;
          const paidAt = new Date();
          const deadline = new Date(paidAt.getTime() + Math.round(minutes * 60_000));
          await createWithdrawalRepository(tx).update(row.id, {
            status: "paid",
            paid_at: paidAt,
            confirm_deadline: deadline,
          });
          await scheduleJob(tx, forcedReceiptJob, {
            key: String(row.id),
            runAt: deadline,
            payload: { withdrawalId: row.id },
          });
          await notifyMember(tx, row, "paid", actor);
          return { action: "withdrawal.pay", detail: { payout, confirmDeadline: deadline.toISOString() } };
        },
        actor,
      ),

    /**
     * Settles a dispute. "completed": the operator found the money did arrive (or sent the rest);
     * "refunded": what is missing goes back to the wallet — everything, fee included, when nothing
     * arrived; the missing part of the payout when some did.
     */
    resolve: (merchant: Merchant, id: number, outcome: DisputeOutcome, note: string, actor: string) =>
      change(
        merchant,
        id,
        ["disputed"],
        async (tx, row) => {
          const repository = createWithdrawalRepository(tx);
          const resolvedAt = new Date();
          if (outcome === "completed") {
            await repository.update(row.id, {
              status: "completed",
              resolution_note: note,
              resolved_at: resolvedAt,
            });
            return { action: "withdrawal.resolve", detail: { outcome, note } };
          }
          const payout = row.amount - row.fee;
          const nothingArrived = (row.receivedAmount ?? 0n) === 0n;
          const missing = payout - (row.receivedAmount ?? 0n);
          const refund = nothingArrived ? row.amount : missing;
          await ledger.postIn(tx, {
            merchantCode: merchant.code,
            currency: row.currency,
            kind: "withdrawal.refund",
            idempotencyKey: `withdrawal:${row.id}:refund`,
            postings: [
              { account: { house: "payment_clearing" }, amount: -missing },
              ...(nothingArrived && row.fee > 0n
                ? [{ account: { house: "fee_income" } as AccountRef, amount: -row.fee }]
                : []),
              { account: member(row, "main"), amount: refund },
            ],
            memo: { withdrawalId: row.id, note },
          });
          await repository.update(row.id, {
            status: "refunded",
            resolution_note: note,
            resolved_at: resolvedAt,
          });
          return { action: "withdrawal.resolve", detail: { outcome, note, refund } };
        },
        actor,
      ),
  };
}
export type WithdrawalOperatorService = ReturnType<typeof createWithdrawalOperatorService>;
