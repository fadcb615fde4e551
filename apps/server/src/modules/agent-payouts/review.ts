import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { lockBill, payBills } from "./paying.ts";
import { presentBill } from "./service.ts";

const notFound = () => new AppError("contract.bill.not.found", "No such bill");

/**
 * The operator's review of dividend bills (merchants with `agentPayouts.dividendApproval`),
 * top-down: a bill is approved only once its upline's bill of the same period is no longer waiting
 * for review, so an upline is paid before it must pay its downlines. Approval pays at once (or
 * leaves the bill short, to be tried again); rejection rejects the bills below it that still wait,
 * since their payer received nothing for them. Both audited.
 */
export function createBillReviewService(db: Database) {
  async function lockPending(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    merchant: Merchant,
    id: number,
  ) {
    const [row] = await tx.query<{ merchant_code: string; state: string; parent_state: string | null }>(
      `SELECT b.merchant_code, b.state, p.state AS parent_state
         FROM agent_contract_bills b LEFT JOIN agent_contract_bills p ON p.id = b.parent_bill_id
        WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
    );
    if (!row || row.merchant_code !== merchant.code) throw notFound();
    if (row.state !== "pending_review") {
      throw new AppError("contract.bill.state", "This bill is not waiting for a review", {
        state: row.state,
      });
    }
    return row;
  }

  return {
    async approve(merchant: Merchant, id: number, actor: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const row = await lockPending(tx, merchant, id);
        if (row.parent_state === "pending_review") {
          throw new AppError(
            "contract.bill.upline.pending",
            "Approve the upline's bill of this period first",
          );
        }
        await tx.query(
          `UPDATE agent_contract_bills SET state = 'awaiting_payment', retry_at = $2, reviewed_by = $3, reviewed_at = now()
            WHERE id = $1`,
          [id, now, actor],
        );
        const [outcome] = await payBills(
          tx,
          createLedgerService(db),
          [(await lockBill(tx, String(id)))!],
          now,
        );
        const state = outcome!.state;
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "agent.contract.bill.approve",
          targetType: "agent_contract_bill",
          targetId: String(id),
          detail: { state },
        });
        return { id, state };
      });
    },

    async reject(merchant: Merchant, id: number, note: string, actor: string) {
      return db.transaction(async (tx) => {
        await lockPending(tx, merchant, id);
        const rejected = await tx.query<{ id: string }>(
          `WITH RECURSIVE below (id) AS (
             SELECT $1::bigint
             UNION ALL
             SELECT b.id FROM agent_contract_bills b JOIN below ON b.parent_bill_id = below.id)
           UPDATE agent_contract_bills b SET state = 'rejected', reviewed_by = $2, reviewed_at = now(), review_note = $3,
                  retry_at = NULL
             FROM below WHERE b.id = below.id AND b.state = 'pending_review'
           RETURNING b.id::text`,
          [id, actor, note],
        );
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "agent.contract.bill.reject",
          targetType: "agent_contract_bill",
          targetId: String(id),
          detail: { note, rejected: rejected.map((row) => Number(row.id)) },
        });
        return { id, rejected: rejected.map((row) => Number(row.id)) };
      });
    },

    /** Bills of the merchant waiting for review (or in another state), oldest period and top first. */
    async list(
      merchant: Merchant,
      filter: { state: string; kind?: string | undefined; pageNo: number; pageSize: number },
    ) {
      const { decimals } = merchant.settings.currency;
      const params = [merchant.code, filter.state, filter.kind ?? null];
      const where = "b.merchant_code = $1 AND b.state = $2 AND ($3::text IS NULL OR b.kind = $3)";
      const [rows, [count]] = await Promise.all([
        db.query<Parameters<typeof presentBill>[0] & { level: number; parent_bill_id: string | null }>(
          `SELECT b.id::text, b.contract_id::text, b.kind, m.username, p.username AS payer, b.period_start, b.period_end,
                  b.team_valid_bet::text, b.active_members, b.team_loss::text, b.tier, b.rate_bp, b.single_bet_rate_bp,
                  b.loss_rate_bp, b.profit_rate_bp, b.amount::text, b.due::text, b.kept::text, b.paid::text, b.state,
                  b.reason, b.created_at, b.paid_at, b.level, b.parent_bill_id::text
             FROM agent_contract_bills b JOIN members m ON m.id = b.member_id
             LEFT JOIN members p ON p.id = b.payer_member_id
            WHERE ${where}
            ORDER BY b.period_start, b.level, b.id LIMIT $4 OFFSET $5`,
          [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM agent_contract_bills b WHERE ${where}`,
          params,
        ),
      ]);
      return {
        list: rows.map((row) => ({
          ...presentBill(row, decimals),
          level: row.level,
          parentBillId: row.parent_bill_id === null ? null : Number(row.parent_bill_id),
        })),
        totalCount: count?.n ?? 0,
      };
    },
  };
}
