import { z } from "zod";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { createDepositRepository } from "./repository.ts";

/**
 * Scheduled with each deposit for the moment it stops waiting: a deposit still pending then expires.
 * One that was paid, confirmed or cancelled meanwhile is left as it is.
 */
export const expireDepositJob = defineJob({
  name: "deposit.expire",
  payload: z.object({ depositId: z.number().int().positive() }),
  async handler(tx, { depositId }) {
    const deposits = createDepositRepository(tx);
    const deposit = await deposits.lockById(depositId);
    if (deposit?.status !== "pending") return;
    await deposits.decide(deposit.id, { status: "expired", decidedBy: "system", remark: "" });
    await recordAudit(tx, {
      merchantCode: deposit.merchantCode,
      actor: "system",
      action: "deposit.expire",
      targetType: "deposit",
      targetId: deposit.orderNo,
      detail: { amount: deposit.amount, currency: deposit.currency },
    });
  },
});
