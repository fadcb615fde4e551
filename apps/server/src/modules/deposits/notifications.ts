import { decimalToMinor } from "@banca/contract/money";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createMerchantRepository } from "#app/modules/merchants/repository.ts";
import type { GatewayNotification, PaymentGateways } from "#app/providers/payment-gateway.ts";
import type { DepositDecisions } from "./decisions.ts";
import { createDepositRepository, type Deposit } from "./repository.ts";

export type NotificationOutcome =
  | "approved"
  | "already_approved"
  | "failed"
  | "cancelled"
  | "ignored"
  | "duplicate"
  | "amount_mismatch";

async function apply(
  tx: Queryable,
  decisions: DepositDecisions,
  deposit: Deposit,
  notification: GatewayNotification,
  actor: string,
): Promise<NotificationOutcome> {
  const deposits = createDepositRepository(tx);
  switch (notification.status) {
    case "paid":
      if (deposit.status === "approved") return "already_approved";
      // Money the gateway collected counts even after the deposit expired or was given up on;
      // only an operator's rejection stands, and the operator hears of the payment.
      if (deposit.status === "rejected") return "ignored";
      await decisions.approveIn(tx, deposit, actor);
      return "approved";
    case "failed":
      if (deposit.status !== "pending") return "ignored";
      await deposits.decide(deposit.id, {
        status: "failed",
        decidedBy: actor,
        remark: "Declined by the payment service",
      });
      return "failed";
    case "cancelled":
      if (deposit.status !== "pending") return "ignored";
      await deposits.decide(deposit.id, {
        status: "cancelled",
        decidedBy: actor,
        remark: "Cancelled at the payment page",
      });
      return "cancelled";
  }
}

/**
 * Takes a gateway's notification: genuine (signature and age checked by the adapter), about one of
 * this gateway's deposits, for the deposit's exact amount, and seen once. A replay finds its event
 * already recorded and changes nothing; the deposit's lock makes simultaneous copies take turns.
 */
export function createNotificationHandler(
  db: Database,
  gateways: PaymentGateways,
  decisions: DepositDecisions,
) {
  return async function handle(
    gatewayName: string,
    input: { headers: Record<string, string | undefined>; rawBody: string },
  ): Promise<NotificationOutcome> {
    const gateway = gateways.get(gatewayName);
    if (!gateway) throw new AppError("route.not.found", "No such payment gateway");
    const notification = gateway.verifyNotification(input);
    const actor = `gateway:${gateway.name}`;

    const outcome = await db.transaction(async (tx) => {
      const deposits = createDepositRepository(tx);
      const deposit = await deposits.lockByOrderNo(notification.orderNo);
      if (!deposit || deposit.gateway !== gateway.name) {
        throw new AppError("deposit.not.found", "No deposit with this number at this gateway");
      }
      const merchant = await createMerchantRepository(tx).findByCode(deposit.merchantCode);
      const amount = decimalToMinor(notification.amount, merchant?.settings.currency.decimals ?? 0);
      const matches = amount === deposit.amount && notification.currency === deposit.currency;
      const fresh = await deposits.recordNotification({
        gateway: gateway.name,
        eventId: notification.eventId,
        orderNo: deposit.orderNo,
        status: notification.status,
        amount: amount ?? 0n,
        outcome: matches ? "accepted" : "amount_mismatch",
      });
      if (!fresh) return "duplicate";
      if (!matches) {
        await recordAudit(tx, {
          merchantCode: deposit.merchantCode,
          actor,
          action: "deposit.notification.mismatch",
          targetType: "deposit",
          targetId: deposit.orderNo,
          detail: {
            expected: deposit.amount,
            currency: deposit.currency,
            notified: notification.amount,
            notifiedCurrency: notification.currency,
          },
        });
        return "amount_mismatch";
      }
      const applied = await apply(tx, decisions, deposit, notification, actor);
      if (applied === "ignored" && notification.status === "paid") {
        await recordAudit(tx, {
          merchantCode: deposit.merchantCode,
          actor,
          action: "deposit.notification.paid_after_rejection",
          targetType: "deposit",
          targetId: deposit.orderNo,
          detail: { amount: deposit.amount, status: deposit.status },
        });
      }
      return applied;
    });
    if (outcome === "amount_mismatch") {
      throw new AppError("payment.amount.mismatch", "The notified amount differs from the deposit's");
    }
    return outcome;
  };
}
