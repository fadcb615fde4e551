import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { checkRange, RECORD_TIME_MAX } from "./records.ts";

/** The highest turnover requirement an agent may put on a transfer, as a multiple of its amount. */
export const DOWNLINE_TURNOVER_MAX = 50;

/**
 * Transfer to downline (team management, DOWNMAN): an agent moves money from its main wallet to a
 * member of its own team, any depth below it. The recipient may have to bet `turnoverMultiplier ×
 * amount` before that money can leave its wallet again (withdrawn or sent on); playing with it is free.
 */
export const transferDownlineCall = defineCall({
  id: "transferDownline",
  ...ENDPOINTS.transferDownline,
  tag: "agent",
  summary:
    "An agent moves money from its main wallet to a member of its own team, confirmed by the payment password, with an optional turnover requirement; idempotent per requestId",
  auth: "member",
  moduleId: "DOWNMAN",
  encrypted: true,
  body: z.object({
    /** The recipient's username: a member of the caller's team (any depth), never the caller. */
    username: z.string().trim().min(1).max(64),
    /** A decimal in the merchant's currency, above zero and at most the caller's withdrawable balance. */
    amount: z.string().trim().max(32),
    /** The caller's payment password. */
    password: z.string().max(128),
    /**
     * Turnover the recipient must bet before this money may leave its wallet, as a multiple of the
     * amount (0 to 50, at most 2 decimal places); 0 or missing: none.
     */
    turnoverMultiplier: z.number().min(0).max(DOWNLINE_TURNOVER_MAX).default(0),
    /** The client's id of this transfer: a retry with the same id moves the money once; the same id
     * with other parameters is refused (idempotency.conflict). */
    requestId: z.string().trim().min(8).max(64),
  }),
  value: z.object({
    id: z.number().int(),
    username: z.string(),
    amount: z.number(),
    turnoverMultiplier: z.number(),
    /** amount × multiplier, rounded up to a minor unit. */
    requiredTurnover: z.number(),
    /** The caller's main wallet balance after the transfer. */
    balance: z.number(),
    createdAt: z.number().int(),
  }),
});

const transferLine = z.object({
  id: z.number().int(),
  /** The recipient. */
  username: z.string(),
  /** Levels below the caller: 1 for a direct downline. */
  depth: z.number().int(),
  amount: z.number(),
  turnoverMultiplier: z.number(),
  requiredTurnover: z.number(),
  createdAt: z.number().int(),
});

export const downlineTransfersCall = defineCall({
  id: "downlineTransfers",
  ...ENDPOINTS.downlineTransfers,
  tag: "agent",
  summary:
    "The agent's transfers to its downline, newest first, optionally for one recipient and a time range; with what it may transfer now",
  auth: "member",
  moduleId: "DOWNMAN",
  query: z
    .object({
      /** Only transfers to this member (exact username). */
      username: z.string().trim().min(1).max(64).optional(),
      startTime: z.coerce.number().int().min(0).max(RECORD_TIME_MAX).optional(),
      endTime: z.coerce.number().int().min(1).max(RECORD_TIME_MAX).optional(),
      pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    })
    .superRefine((query, context) => {
      if (query.startTime === undefined && query.endTime === undefined) return;
      if (query.startTime === undefined || query.endTime === undefined) {
        context.addIssue({ code: "custom", path: ["endTime"], message: "give both startTime and endTime" });
        return;
      }
      checkRange({ startTime: query.startTime, endTime: query.endTime }, context);
    }),
  value: z.object({
    list: z.array(transferLine),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** Over every transfer the filter matches, not only this page. */
    totals: z.object({ amount: z.number() }),
    /** The caller's main wallet balance now. */
    balance: z.number(),
    /** What the caller may transfer now: the balance less what unfinished wagering holds. */
    withdrawable: z.number(),
  }),
});
