import { DEPOSIT_STATUSES } from "@banca/contract/calls/deposit";
import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createDepositRepository, type Deposit } from "./repository.ts";

export const operatorListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A deposit as the back office shows it: who, how much, how, and who decided. */
export function operatorDeposit(deposit: Deposit, username: string, decimals: number) {
  return {
    id: deposit.id,
    orderNo: deposit.orderNo,
    memberId: deposit.memberId,
    username,
    channelId: deposit.channelId,
    paymentType: deposit.paymentType,
    vendor: deposit.vendor,
    amount: minorToDecimal(deposit.amount, decimals),
    currency: deposit.currency,
    status: deposit.status,
    bankName: deposit.bankName,
    depositorName: deposit.depositorName,
    transferReference: deposit.transferReference,
    gatewayReference: deposit.gatewayReference,
    remark: deposit.remark,
    decidedBy: deposit.decidedBy,
    createdAt: deposit.createdAt.toISOString(),
    expiresAt: deposit.expiresAt.toISOString(),
    decidedAt: deposit.decidedAt?.toISOString() ?? null,
  };
}

/** The merchant's deposits for the back office and the command line, newest first. */
export async function listDepositsForOperator(
  db: Database,
  merchant: Merchant,
  query: z.output<typeof operatorListQuery>,
) {
  const { deposits, total } = await createDepositRepository(db).list({
    merchantCode: merchant.code,
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const ids = [...new Set(deposits.map((deposit) => deposit.memberId))];
  const members = ids.length
    ? await db.query<{ id: string; username: string }>(
        "SELECT id::text, username FROM members WHERE id = ANY($1::bigint[])",
        [ids],
      )
    : [];
  const names = new Map(members.map((member) => [Number(member.id), member.username]));
  const decimals = merchant.settings.currency.decimals;
  return {
    list: deposits.map((deposit) => operatorDeposit(deposit, names.get(deposit.memberId) ?? "", decimals)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
