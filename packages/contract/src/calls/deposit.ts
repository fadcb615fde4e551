import { z } from "zod";
import { defineCall } from "../call.ts";
import { DEPOSIT_PAYMENT_TYPES } from "../deposit-config.ts";
import { DEPOSIT_STATUSES, type DepositStatus } from "../deposit-status.ts";
import { ENDPOINTS } from "../endpoints.ts";

export { DEPOSIT_STATUSES, type DepositStatus };

/** A typed amount: a plain decimal; the server checks its places against the currency. */
const amountInput = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, "must be a decimal amount such as 100 or 100.50");

const bankSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  /** Receiving account (bank transfer channels only); empty for a gateway's bank choice. */
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
});

const channelSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  vendor: z.string(),
  paymentType: z.enum(DEPOSIT_PAYMENT_TYPES),
  minAmount: z.number(),
  maxAmount: z.number(),
  quickAmounts: z.array(z.number()),
  /** Minutes the player has to pay once the deposit is created. */
  expiresInMinutes: z.number().int(),
  banks: z.array(bankSchema),
});

export const depositRecordSchema = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  paymentType: z.enum(DEPOSIT_PAYMENT_TYPES),
  vendor: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  bankName: z.string(),
  depositorName: z.string(),
  transferReference: z.string(),
  /** The operator's reason for a rejection, or the gateway's for a failure. */
  remark: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When it was approved, rejected, cancelled, expired or failed; null while pending. */
  decidedAt: z.number().int().nullable(),
  /** While pending: the QR payload to scan again, or the gateway page to return to. */
  qrCode: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const depositChannelsCall = defineCall({
  id: "depositChannels",
  ...ENDPOINTS.depositChannels,
  tag: "deposit",
  summary:
    "The merchant's deposit channels grouped by payment type, each with its vendor, limits, quick amounts and banks (receiving accounts for bank transfers)",
  moduleId: "DPSTBAS3",
  auth: "member",
  value: z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    paymentTypes: z.array(
      z.object({ paymentType: z.enum(DEPOSIT_PAYMENT_TYPES), channels: z.array(channelSchema) }),
    ),
  }),
});

export const createDepositCall = defineCall({
  id: "createDeposit",
  ...ENDPOINTS.createDeposit,
  regionGuarded: true,
  tag: "deposit",
  summary:
    "Create a deposit on a channel. Bank transfer: after paying the shown account, with the depositor's name; QR: answers the code to scan; gateway: answers the payment page to open. The same requestId again answers the first deposit",
  moduleId: "DPSTBAS3",
  auth: "member",
  body: z.object({
    /** The client's id of this request (a UUID): a retry answers the deposit it already created. */
    requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "must be 8 to 64 letters, digits or dashes"),
    channelId: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a channel id"),
    amount: amountInput,
    /** Bank transfer: the receiving account paid into; gateway: the bank to pay from (optional). */
    bankCode: z.string().trim().max(32).default(""),
    /** Bank transfer: the name on the paying account, so the operator can match the transfer. */
    depositorName: z.string().trim().max(120).default(""),
    /** Bank transfer: the bank's transaction reference, when the player has one. */
    transferReference: z.string().trim().max(64).default(""),
  }),
  value: z.object({ record: depositRecordSchema }),
});

/**
 * A day of the records' date filter. Year 0000 passes the ISO form but is no date the database
 * knows; no deposit is older than 1970, so earlier days are refused as a bad request.
 */
const recordDay = z.iso.date().refine((day) => day >= "1970-01-01", "must be 1970-01-01 or later");

export const depositRecordsCall = defineCall({
  id: "depositRecords",
  ...ENDPOINTS.depositRecords,
  tag: "deposit",
  summary: "The member's deposits, newest first, by status and creation date (yyyy-MM-dd, inclusive)",
  moduleId: "DPSTBAS3",
  auth: "member",
  whileExcluded: true,
  query: z.object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    startDate: recordDay.optional(),
    endDate: recordDay.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(depositRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const cancelDepositCall = defineCall({
  id: "cancelDeposit",
  ...ENDPOINTS.cancelDeposit,
  tag: "deposit",
  summary: "Cancel one of the member's pending deposits (before it is paid or confirmed)",
  moduleId: "DPSTBAS3",
  auth: "member",
  whileExcluded: true,
  body: z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{10,24}$/, "must be a deposit number") }),
  value: z.object({ record: depositRecordSchema }),
});
