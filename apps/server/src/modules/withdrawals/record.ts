import type { withdrawalRecordSchema } from "@banca/contract/calls/withdrawals";
import { minorToWire } from "@banca/contract/money";
import type { z } from "zod";
import { maskAccount } from "#app/modules/bank-cards/mask.ts";
import type { WithdrawalRow } from "./repository.ts";

export const orderNoOf = (id: number) => `W${String(id).padStart(10, "0")}`;

/** A withdrawal as the member sees it: decimals, masked account, received and remaining amounts. */
export function toWireRecord(row: WithdrawalRow, decimals: number): z.input<typeof withdrawalRecordSchema> {
  const payout = row.amount - row.fee;
  const wire = (minor: bigint) => minorToWire(minor, decimals);
  return {
    id: row.id,
    orderNo: orderNoOf(row.id),
    amount: wire(row.amount),
    fee: wire(row.fee),
    payout: wire(payout),
    currency: row.currency,
    status: row.status,
    card: {
      type: row.card.type,
      providerName: row.card.providerName,
      accountNumber: maskAccount(row.card.type, row.card.accountNumber),
    },
    requestedAt: row.requestedAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    confirmDeadline: row.status === "paid" ? (row.confirmDeadline?.getTime() ?? null) : null,
    confirmation: row.confirmation,
    receivedAmount: row.receivedAmount === null ? null : wire(row.receivedAmount),
    remainingAmount: row.receivedAmount === null ? null : wire(payout - row.receivedAmount),
    rejectReason: row.rejectReason,
    proofCount: row.proofCount,
  };
}
