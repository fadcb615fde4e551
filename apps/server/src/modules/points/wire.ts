import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { minorToWire } from "@banca/contract/money";
import { POINT_DECIMALS } from "@banca/contract/points";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { RedemptionRow, RewardRow } from "./repository.ts";

export const pointsToWire = (points: bigint) => minorToWire(points, POINT_DECIMALS);

export function rewardToWire(row: RewardRow, merchant: Merchant, language: Language) {
  const fallback = merchant.settings.languages.default;
  const decimals = merchant.settings.currency.decimals;
  return {
    id: Number(row.id),
    type: row.kind,
    name: pickText(row.name, language, fallback),
    description: pickText(row.description, language, fallback),
    image: row.image,
    pointsRequired: pointsToWire(BigInt(row.points)),
    amountRequired: minorToWire(BigInt(row.amount_required), decimals),
    cashAmount: minorToWire(BigInt(row.cash_amount), decimals),
    stock: row.stock,
    contact: row.contact,
    needsAddress: row.kind === "physical",
  };
}

/** A redeem record with the spec's fields (spec part 2 §3). */
export function redemptionToWire(row: RedemptionRow, merchant: Merchant, language: Language) {
  return {
    id: Number(row.id),
    referenceNo: row.reference,
    applyTime: new Date(row.applied_at).getTime(),
    type: row.kind,
    name: pickText(row.name, language, merchant.settings.languages.default),
    quantity: row.quantity,
    pointsRequired: pointsToWire(BigInt(row.points)),
    amountRequired: minorToWire(BigInt(row.amount_required), merchant.settings.currency.decimals),
    status: row.status,
    remark: row.remark,
    paidAccount: row.paid_account,
    receivingAddress: row.receiving_address,
  };
}
