import type { DepositRecord } from "@banca/contract/calls/deposit";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { minorToWire } from "@banca/contract/money";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { Deposit } from "./repository.ts";

/** A deposit as the player sees it; what to pay with (QR, page) only while it can still be paid. */
export function toDepositRecord(deposit: Deposit, merchant: Merchant, language: Language): DepositRecord {
  const pending = deposit.status === "pending";
  return {
    orderNo: deposit.orderNo,
    channelId: deposit.channelId,
    channelName: pickText(deposit.channelName, language, merchant.settings.languages.default),
    paymentType: deposit.paymentType,
    vendor: deposit.vendor,
    amount: minorToWire(deposit.amount, merchant.settings.currency.decimals),
    currency: deposit.currency,
    status: deposit.status,
    bankName: deposit.bankName,
    depositorName: deposit.depositorName,
    transferReference: deposit.transferReference,
    remark: deposit.remark,
    createdAt: deposit.createdAt.getTime(),
    expiresAt: deposit.expiresAt.getTime(),
    decidedAt: deposit.decidedAt?.getTime() ?? null,
    qrCode: pending ? deposit.qrCode : null,
    redirectUrl: pending ? deposit.redirectUrl : null,
  };
}
