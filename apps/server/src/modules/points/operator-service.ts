import { minorToDecimal } from "@banca/contract/money";
import { POINT_DECIMALS, type RedeemStatus } from "@banca/contract/points";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createLedgerService } from "#app/modules/ledger/service.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { payForPoints, postPoints } from "./ledger-moves.ts";
import { createPointsRepository, type RedemptionRow } from "./repository.ts";

type Decision = { id: number; status: "approved" | "rejected"; remark: string; actor: string };

/** The back office's redeem desk: redeems In Process are approved (cash paid) or rejected (points back). */
export function createPointsOperatorService(db: Database) {
  const ledger = createLedgerService(db);
  const repository = createPointsRepository(db);

  const view = (row: RedemptionRow, merchant: Merchant) => ({
    id: Number(row.id),
    referenceNo: row.reference,
    username: row.username,
    rewardId: Number(row.reward_id),
    rewardName: row.name[merchant.settings.languages.default] ?? Object.values(row.name)[0] ?? "",
    type: row.kind,
    quantity: row.quantity,
    points: minorToDecimal(BigInt(row.points), POINT_DECIMALS),
    cashAmount: minorToDecimal(BigInt(row.cash_amount), merchant.settings.currency.decimals),
    status: row.status,
    remark: row.remark,
    paidAccount: row.paid_account,
    receivingAddress: row.receiving_address,
    appliedAt: new Date(row.applied_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  });

  return {
    async list(merchant: Merchant, status: RedeemStatus | null) {
      return { list: (await repository.desk(merchant.code, status, 200)).map((row) => view(row, merchant)) };
    },

    /**
     * Decides a redeem In Process. Deciding it again the same way changes nothing and answers the
     * record (a retried approve pays once, a retried reject returns the points once); deciding it the
     * other way is refused.
     */
    async decide(merchant: Merchant, decision: Decision) {
      const row = await db.transaction(async (tx) => {
        const points = createPointsRepository(tx);
        const redemption = await points.redemption(merchant.code, decision.id, true);
        if (!redemption) throw new AppError("redeem.not.found", `No redeem ${decision.id}`);
        if (redemption.status === decision.status) return redemption;
        if (redemption.status !== "process") {
          throw new AppError("redeem.decided", `This redeem was ${redemption.status} already`);
        }
        const memberId = Number(redemption.member_id);
        if (decision.status === "rejected") {
          await postPoints(tx, ledger, {
            merchantCode: merchant.code,
            memberId,
            kind: "points.redeem.return",
            key: `points.redeem.return:${redemption.id}`,
            amount: BigInt(redemption.points),
            memo: { redemptionId: Number(redemption.id), remark: decision.remark },
          });
          await points.returnStock(Number(redemption.reward_id), redemption.quantity);
        } else if (redemption.kind === "cash") {
          await payForPoints(tx, ledger, {
            merchantCode: merchant.code,
            currency: merchant.settings.currency.code,
            memberId,
            key: `points.reward:${redemption.id}`,
            amount: BigInt(redemption.cash_amount),
            remark: redemption.reference,
          });
        }
        await points.decide(Number(redemption.id), decision);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: decision.actor,
          action: `points.redeem.${decision.status === "approved" ? "approve" : "reject"}`,
          targetType: "point_redemption",
          targetId: redemption.id,
          detail: { reference: redemption.reference, username: redemption.username, remark: decision.remark },
        });
        return (await points.redemption(merchant.code, decision.id))!;
      });
      return view(row, merchant);
    },
  };
}
