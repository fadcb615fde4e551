import type { Queryable } from "#app/db/database.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { payoutSettingsOf } from "./schedule.ts";

const DAY_MS = 86_400_000;

/**
 * Dividend bills an operator left waiting for review longer than the merchant's `reviewDays` after
 * their period's end lapse as `expired` (decision 062): nothing is paid for them and they no longer
 * wait in the review queue. A period's bills share its end, so an upline's bill and the bills below
 * it that still wait lapse together. Bills already approved but short of money never lapse: a debt
 * stays owed, and keeps blocking its payer, until it is paid. Audited per merchant as
 * `agent.contract.bill.expire` by `system`. Answers the number of bills that lapsed.
 */
export async function expireLapsedReviews(tx: Queryable, now: Date): Promise<number> {
  const merchants = await tx.query<{ code: string; settings: unknown }>(
    `SELECT m.code, m.settings FROM merchants m
      WHERE EXISTS (SELECT 1 FROM agent_contract_bills b WHERE b.merchant_code = m.code AND b.state = 'pending_review')`,
  );
  let lapsed = 0;
  for (const merchant of merchants) {
    const { reviewDays } = payoutSettingsOf(merchant.settings);
    const endedBy = new Date(now.getTime() - reviewDays * DAY_MS);
    const expired = await tx.query<{ id: string }>(
      `UPDATE agent_contract_bills
          SET state = 'expired', retry_at = NULL, reviewed_by = 'system', reviewed_at = $3,
              review_note = 'not reviewed in time'
        WHERE merchant_code = $1 AND state = 'pending_review' AND period_end <= $2
       RETURNING id::text`,
      [merchant.code, endedBy, now],
    );
    if (expired.length === 0) continue;
    const ids = expired.map((row) => Number(row.id)).sort((a, b) => a - b);
    await recordAudit(tx, {
      merchantCode: merchant.code,
      actor: "system",
      action: "agent.contract.bill.expire",
      targetType: "agent_contract_bill",
      targetId: String(ids[0]),
      detail: { bills: ids, reviewDays },
    });
    lapsed += ids.length;
  }
  return lapsed;
}
