import { minorToDecimal } from "@banca/contract/money";
import { maskAccount } from "#app/modules/bank-cards/mask.ts";
import { orderNoOf } from "./record.ts";
import type { WithdrawalRow } from "./repository.ts";

/** A withdrawal as the back office and the command line show it: amounts as exact decimals. */
export function operatorWithdrawal(row: WithdrawalRow, decimals: number) {
  const money = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor, decimals));
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
    receivedAmount: money(row.receivedAmount),
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
