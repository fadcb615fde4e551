import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { CARD_TYPES } from "../withdrawal-settings.ts";

/**
 * pending: asked, the amount held; approved: accepted by an operator; rejected: refused, the hold
 * returned; paid: sent, waiting for the member's confirmation; disputed: the member reported money
 * missing; completed: received (by the member, by an operator's finding, or forced); refunded: the
 * missing money returned after a dispute.
 */
export const WITHDRAWAL_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "paid",
  "disputed",
  "completed",
  "refunded",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the member said about a paid withdrawal; "forced" when the confirmation time ran out. */
export const CONFIRMATIONS = [
  "received",
  "partially_received",
  "not_received",
  "all_received",
  "forced",
] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

export const withdrawalRecordSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** What leaves the wallet, the fee kept from it, and what is sent (amount - fee). */
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  card: z.object({
    type: z.enum(CARD_TYPES),
    providerName: z.string(),
    accountNumber: z.string(),
  }),
  requestedAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** Until when the member may confirm (ms); after it the withdrawal counts as received. */
  confirmDeadline: z.number().int().nullable(),
  confirmation: z.enum(CONFIRMATIONS).nullable(),
  /** Of the payout: what the member says arrived, and what is still missing. */
  receivedAmount: z.number().nullable(),
  remainingAmount: z.number().nullable(),
  rejectReason: z.string().nullable(),
  proofCount: z.number().int(),
});

export const withdrawSettingsCall = defineCall({
  id: "withdrawSettings",
  ...ENDPOINTS.withdrawSettings,
  tag: "withdraw",
  summary: "Withdrawal limits, fee, hours, card templates, and what the member has used of today's count",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
    feePercent: z.number(),
    allowedHours: z.object({ from: z.string(), to: z.string() }),
    timeZone: z.string(),
    openNow: z.boolean(),
    forcedReceiptMinutes: z.number(),
    /** False when the merchant lets withdrawals go without the payment password (WDRAWNOPASSVERIF3). */
    passwordRequired: z.boolean(),
    /** Whether each withdrawal needs an SMS code sent to the member's confirmed mobile number. */
    smsVerification: z.boolean(),
    /** The confirmed number codes go to, masked; empty when the member has none bound yet. */
    verifiedMobile: z.string(),
    maxCards: z.number().int(),
    /** The main wallet now. */
    balance: z.number(),
    /** What may be withdrawn now: the balance less what unfinished bonus wagering holds (never below 0). */
    withdrawable: z.number(),
    /** The part of the balance held by bonuses whose turnover requirement is not met yet. */
    bonusLocked: z.number(),
    /** Turnover still to bet before every held bonus is released; 0 when none is held. */
    wageringLeft: z.number(),
    templates: z.array(
      z.object({
        type: z.enum(CARD_TYPES),
        providers: z.array(z.object({ code: z.string(), name: z.string(), accountPattern: z.string() })),
        holderName: z.boolean(),
      }),
    ),
  }),
});

export const withdrawCall = defineCall({
  id: "withdraw",
  ...ENDPOINTS.withdraw,
  regionGuarded: true,
  tag: "withdraw",
  summary:
    "Ask to withdraw to a bound card: the amount (fee included) is held at once; idempotent per requestId",
  auth: "member",
  whileExcluded: true,
  encrypted: true,
  body: z.object({
    /** A decimal in the merchant's currency (a string, or a JSON number as the original site sends). */
    amount: z.union([z.string().trim().max(32), z.number()]),
    bankCardId: z.coerce.number().int().positive(),
    /** The payment password; not needed when WDRAWNOPASSVERIF3 is on. */
    password: z.string().max(128).optional(),
    /** The SMS code from `withdrawCode`; required when the merchant's `smsVerification` is on. */
    verificationCode: z.string().trim().max(255).optional(),
    /** The client's id of this request: a retry with the same id answers the first withdrawal. */
    requestId: z.string().trim().min(8).max(64).optional(),
  }),
  value: z.object({ record: withdrawalRecordSchema, balance: z.number() }),
});

export const withdrawCodeCall = defineCall({
  id: "withdrawCode",
  ...ENDPOINTS.withdrawCode,
  tag: "withdraw",
  summary:
    "Send the SMS code a withdrawal needs (merchant setting smsVerification) to the member's confirmed mobile number",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    /** The code works this long; the site waits as long before offering another. */
    expiredMinutes: z.number().int(),
    /** Where it went, masked. */
    mobile: z.string(),
  }),
});

export const withdrawalsCall = defineCall({
  id: "withdrawals",
  ...ENDPOINTS.withdrawals,
  tag: "withdraw",
  summary: "The member's withdrawals, newest first, optionally of one status",
  auth: "member",
  whileExcluded: true,
  query: z.object({
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  value: z.object({
    list: z.array(withdrawalRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const withdrawProofCall = defineCall({
  id: "withdrawProof",
  ...ENDPOINTS.withdrawProof,
  tag: "withdraw",
  summary:
    "Upload one proof image for a paid withdrawal: the raw bytes with Content-Type image/png or image/jpeg",
  auth: "member",
  whileExcluded: true,
  query: z.object({ withdrawalId: z.coerce.number().int().positive() }),
  value: z.object({ proofId: z.number().int(), contentType: z.string(), size: z.number().int() }),
});

export const removeWithdrawProofCall = defineCall({
  id: "removeWithdrawProof",
  ...ENDPOINTS.removeWithdrawProof,
  tag: "withdraw",
  summary: "Remove a proof image not yet sent with a confirmation",
  auth: "member",
  whileExcluded: true,
  query: z.object({ proofId: z.coerce.number().int().positive() }),
  value: z.null(),
});

export const confirmWithdrawalCall = defineCall({
  id: "confirmWithdrawal",
  ...ENDPOINTS.confirmWithdrawal,
  tag: "withdraw",
  summary:
    "Say whether a paid withdrawal arrived: received, partially received (with the amount), not received (with proof images), or all received after a dispute",
  auth: "member",
  whileExcluded: true,
  body: z.object({
    withdrawalId: z.number().int().positive(),
    status: z.enum(["received", "partially_received", "not_received", "all_received"]),
    /** For partially_received: what arrived, a decimal below the payout. */
    receivedAmount: z.union([z.string().trim().max(32), z.number()]).optional(),
  }),
  value: z.object({ record: withdrawalRecordSchema }),
});
