import { z } from "zod";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { defineJob } from "#app/modules/jobs/job.ts";

/**
 * When a member lets the confirmation time of a paid withdrawal run out, the withdrawal counts as
 * received (spec part 2 §4). The update only takes a withdrawal still waiting for its member, and
 * it commits with the job's own `done` mark, so it happens once however many servers run jobs; a
 * forced receipt is final, so nothing can refund it afterwards.
 */
export const forcedReceiptJob = defineJob({
  name: "withdrawals.forced-receipt",
  payload: z.object({ withdrawalId: z.number().int().positive() }),
  handler: async (tx, { withdrawalId }, { now }) => {
    const rows = await tx.query<{ merchant_code: string; amount: string; fee: string }>(
      `UPDATE withdrawals
          SET status = 'completed', confirmation = 'forced', received_amount = amount - fee, confirmed_at = $2
        WHERE id = $1 AND status = 'paid' AND confirm_deadline <= $2
        RETURNING merchant_code, amount::text, fee::text`,
      [withdrawalId, now],
    );
    const row = rows[0];
    if (!row) {
      // Confirmed, disputed or refunded meanwhile: nothing to force. Still waiting but not yet due
      // (a runner whose clock is behind): fail this try, so the job runs again later.
      const waiting = await tx.query("SELECT 1 FROM withdrawals WHERE id = $1 AND status = 'paid'", [
        withdrawalId,
      ]);
      if (waiting.length > 0)
        throw new Error(`withdrawal ${withdrawalId} is not due for a forced receipt yet`);
      return;
    }
    await recordAudit(tx, {
      merchantCode: row.merchant_code,
      actor: "system",
      action: "withdrawal.forced_receipt",
      targetType: "withdrawal",
      targetId: String(withdrawalId),
      detail: { payout: (BigInt(row.amount) - BigInt(row.fee)).toString() },
    });
  },
});
