import { DEPOSIT_STATUSES } from "@banca/contract/calls/deposit";
import { DEPOSIT_PAYMENT_TYPES } from "@banca/contract/deposit-config";
import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import { decimalAmount, isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { type CsvTable, csvFormatQuery } from "#app/modules/admin/csv.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createDepositRepository, type Deposit } from "./repository.ts";

export const operatorListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  ...csvFormatQuery,
});

/** A deposit as the back office shows it: who, how much, how, and who decided. */
export const operatorDepositSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channelId: z.string(),
  paymentType: z.enum(DEPOSIT_PAYMENT_TYPES),
  vendor: z.string(),
  amount: decimalAmount,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  bankName: z.string(),
  depositorName: z.string(),
  transferReference: z.string(),
  gatewayReference: z.string().nullable(),
  remark: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: isoTime,
  expiresAt: isoTime,
  decidedAt: isoTime.nullable(),
});

export const operatorDepositPage = operatorPage(operatorDepositSchema);

/** A page of deposits as the desk's CSV export. */
export const depositCsv = (page: z.output<typeof operatorDepositPage>): CsvTable => ({
  filename: "deposits",
  header: [
    "orderNo",
    "username",
    "paymentType",
    "vendor",
    "amount",
    "currency",
    "status",
    "depositorName",
    "bankName",
    "transferReference",
    "decidedBy",
    "createdAt",
    "decidedAt",
  ],
  rows: page.list.map((d) => [
    d.orderNo,
    d.username,
    d.paymentType,
    d.vendor,
    d.amount,
    d.currency,
    d.status,
    d.depositorName,
    d.bankName,
    d.transferReference,
    d.decidedBy,
    d.createdAt,
    d.decidedAt,
  ]),
});

export function operatorDeposit(
  deposit: Deposit,
  username: string,
  decimals: number,
): z.output<typeof operatorDepositSchema> {
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
  query: Omit<z.output<typeof operatorListQuery>, "format">,
): Promise<z.output<typeof operatorDepositPage>> {
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
