import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { RECORD_MAX_SPAN_DAYS, RECORD_TYPES } from "../records.ts";

const DAY_MS = 86_400_000;

/** Page numbers count from 1, like the pagination widget. */
export const pagingSchema = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/**
 * A time range as millisecond instants, start inclusive, end exclusive. The site turns the member's
 * local days into instants, so "today" is the member's today wherever they are.
 */
/** The end of year 9999 UTC: later instants are no dates JavaScript or the database can store. */
export const RECORD_TIME_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export const rangeSchema = {
  startTime: z.coerce.number().int().min(0).max(RECORD_TIME_MAX),
  endTime: z.coerce.number().int().min(1).max(RECORD_TIME_MAX),
};

export function checkRange(range: { startTime: number; endTime: number }, context: z.RefinementCtx) {
  if (range.endTime <= range.startTime) {
    context.addIssue({ code: "custom", path: ["endTime"], message: "must be after startTime" });
  } else if (range.endTime - range.startTime > RECORD_MAX_SPAN_DAYS * DAY_MS) {
    context.addIssue({
      code: "custom",
      path: ["endTime"],
      message: `the range may cover at most ${RECORD_MAX_SPAN_DAYS} days`,
    });
  }
}

/** A comma-separated list of record types ("deposit,withdrawal"); empty or missing: every type. */
const typesSchema = z
  .string()
  .max(200)
  .optional()
  .transform((text, context) => {
    const names = (text ?? "").split(",").filter(Boolean);
    const unknown = names.filter((name) => !(RECORD_TYPES as readonly string[]).includes(name));
    if (unknown.length > 0) {
      context.addIssue({ code: "custom", message: `unknown record type ${unknown.join(", ")}` });
      return z.NEVER;
    }
    return names as (typeof RECORD_TYPES)[number][];
  });

/** The wallet a line touched: "MAIN", "WITHDRAWAL_HOLD" (money held for a withdrawal) or a vendor's vassalage. */
const walletSchema = z.string();

export const memberTransactionsCall = defineCall({
  id: "memberTransactions",
  ...ENDPOINTS.memberTransactions,
  tag: "records",
  summary:
    "The member's account record: every movement of their wallets, newest first, with the balance after it",
  auth: "member",
  whileExcluded: true,
  moduleId: "MEMTRANS3",
  query: z
    .object({
      types: typesSchema,
      /**
       * MONEY: the wallets (the account record); POINTS: the points account (the points mall's
       * points details), whose lines are of type "other" with kinds "points.<source>".
       */
      account: z.enum(["MONEY", "POINTS"]).default("MONEY"),
      ...rangeSchema,
      ...pagingSchema,
    })
    .superRefine(checkRange),
  value: z.object({
    list: z.array(
      z.object({
        /** Stable id of the line (one per wallet a movement touched). */
        id: z.number().int(),
        /** The movement's reference: lines of one movement (a transfer's two sides) share it. */
        orderNo: z.string(),
        time: z.number().int(),
        type: z.enum(RECORD_TYPES),
        /** The ledger's finer kind, e.g. "withdrawal.hold" or "transfer.wallet". */
        kind: z.string(),
        wallet: walletSchema,
        /** Display name of a vendor wallet; empty for the member's own wallets. */
        walletName: z.string(),
        /** Signed decimal: positive money in, negative money out. */
        amount: z.number(),
        balanceAfter: z.number(),
        /** A note meant for the member (a bonus's reason), or empty. */
        remark: z.string(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** Over every line the filter matches, not only this page. */
    totals: z.object({ moneyIn: z.number(), moneyOut: z.number() }),
  }),
});

/** `forfeited`: the member gave the bonus up before its wagering was done (decision 079). */
export const BONUS_STATUSES = ["credited", "wagering", "completed", "forfeited"] as const;

export const bonusDetailsCall = defineCall({
  id: "bonusDetails",
  ...ENDPOINTS.bonusDetails,
  tag: "records",
  summary: "Bonuses credited to the member, newest first, with their wagering requirement and totals",
  auth: "member",
  whileExcluded: true,
  moduleId: "MEMTRANS3",
  query: z.object({ ...rangeSchema, ...pagingSchema }).superRefine(checkRange),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        orderNo: z.string(),
        time: z.number().int(),
        /** Where it came from: "manual" (an operator), "promotion", "mission" ... */
        source: z.string(),
        reason: z.string(),
        amount: z.number(),
        /** Turnover the member must bet before the bonus counts as cash; 0 when none. */
        requiredTurnover: z.number(),
        /**
         * Turnover bet towards it so far (never above the requirement): valid bets of rounds
         * started after the bonus, filling the oldest waiting bonus first.
         */
        turnover: z.number(),
        /** "credited": no requirement; "wagering": the requirement is not met yet; "completed": it is. */
        status: z.enum(BONUS_STATUSES),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** Over every bonus in the range, not only this page. */
    totals: z.object({ amount: z.number(), requiredTurnover: z.number() }),
  }),
});
