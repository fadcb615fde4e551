import { CONFIRMATIONS, WITHDRAWAL_STATUSES } from "@banca/contract/calls/withdrawals";
import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import { decimalAmount, isoTime } from "#app/modules/admin/answer-schemas.ts";
import { maskAccount } from "#app/modules/bank-cards/mask.ts";
import type { BonusHold } from "#app/modules/bonus/withdrawable.ts";
import { orderNoOf } from "./record.ts";
import type { WithdrawalRow } from "./repository.ts";

/** A withdrawal as the back office and the command line show it: amounts as exact decimals. */
export const operatorWithdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: decimalAmount,
  fee: decimalAmount,
  payout: decimalAmount,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  receivedAmount: decimalAmount.nullable(),
  remainingAmount: decimalAmount.nullable(),
  card: z.object({
    type: z.string(),
    providerName: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
    masked: z.string(),
  }),
  rejectReason: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  proofCount: z.number().int(),
  requestedAt: isoTime,
  paidAt: isoTime.nullable(),
  confirmDeadline: isoTime.nullable(),
});

export function operatorWithdrawal(
  row: WithdrawalRow,
  decimals: number,
): z.output<typeof operatorWithdrawalSchema> {
  const money = (minor: bigint) => minorToDecimal(minor, decimals);
  const payout = row.amount - row.fee;
  return {
    id: row.id,
    orderNo: orderNoOf(row.id),
    memberId: row.memberId,
    username: row.username,
    amount: money(row.amount),
    fee: money(row.fee),
    payout: money(payout),
    currency: row.currency,
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: row.receivedAmount === null ? null : money(row.receivedAmount),
    remainingAmount: row.receivedAmount === null ? null : money(payout - row.receivedAmount),
    // The operator pays to this account, so it is shown whole.
    card: { ...row.card, masked: maskAccount(row.card.type, row.card.accountNumber) },
    rejectReason: row.rejectReason,
    resolutionNote: row.resolutionNote,
    proofCount: row.proofCount,
    requestedAt: row.requestedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    confirmDeadline: row.confirmDeadline?.toISOString() ?? null,
  };
}

/**
 * The member's bonus state beside a withdrawal, so the operator sees what the site enforced: each
 * bonus still being wagered (its amount, the turnover it needs and what is done), and what it holds.
 */
export const operatorBonusStateSchema = z.object({
  balance: decimalAmount,
  withdrawable: decimalAmount,
  locked: decimalAmount,
  wageringLeft: decimalAmount,
  unfinished: z.array(
    z.object({
      entryId: z.number().int(),
      reason: z.string(),
      amount: decimalAmount,
      requiredTurnover: decimalAmount,
      turnover: decimalAmount,
      grantedAt: isoTime,
    }),
  ),
});

export function operatorBonusState(
  hold: BonusHold,
  decimals: number,
): z.output<typeof operatorBonusStateSchema> {
  const money = (minor: bigint) => minorToDecimal(minor, decimals);
  return {
    balance: money(hold.balance),
    withdrawable: money(hold.withdrawable),
    locked: money(hold.locked),
    wageringLeft: money(hold.wageringLeft),
    unfinished: hold.unfinished.map((bonus) => ({
      entryId: bonus.entryId,
      reason: bonus.reason,
      amount: money(bonus.amount),
      requiredTurnover: money(bonus.required),
      turnover: money(bonus.met),
      grantedAt: bonus.grantedAt.toISOString(),
    })),
  };
}
