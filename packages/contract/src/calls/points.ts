import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { POINT_SOURCES, REDEEM_STATUSES, REWARD_CONTACTS, REWARD_KINDS } from "../points.ts";
import { pagingSchema } from "./records.ts";

/** A client request id: a retry with the same id answers the first result and moves nothing again. */
const requestIdSchema = z.string().trim().min(8).max(64);

export const pointBalanceCall = defineCall({
  id: "pointBalance",
  ...ENDPOINTS.pointBalance,
  tag: "points",
  summary:
    "The member's points: what they hold now, and what they earned and spent in all (points never expire)",
  auth: "member",
  moduleId: "PTSYS3",
  value: z.object({ balance: z.number(), earned: z.number(), spent: z.number() }),
});

export const pointConfigCall = defineCall({
  id: "pointConfig",
  ...ENDPOINTS.pointConfig,
  tag: "points",
  summary:
    "How points are earned (points per 1 of the currency, per product type and for deposits) and converted",
  auth: "member",
  moduleId: "PTSYS3",
  value: z.object({
    list: z.array(z.object({ type: z.enum(POINT_SOURCES), ratio: z.number() })),
    /** `points` points pay `amount` of the currency; at least `minPoints` at a time; points 0: off. */
    conversion: z.object({ points: z.number(), amount: z.number(), minPoints: z.number() }),
    /** The points rules in the caller's language (plain text, paragraphs split by blank lines). */
    rules: z.string(),
    neverExpire: z.literal(true),
  }),
});

export const pointRewardSchema = z.object({
  id: z.number().int(),
  type: z.enum(REWARD_KINDS),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Points one unit costs. */
  pointsRequired: z.number(),
  /** Deposits the member must have made in all, and what they have made. */
  amountRequired: z.number(),
  /** Cash rewards: what one unit pays to the main wallet once approved; 0 otherwise. */
  cashAmount: z.number(),
  stock: z.number().int(),
  /** Bonus rewards: the kind of number the reward is paid to, which the member must give. */
  contact: z.enum(REWARD_CONTACTS).nullable(),
  /** Physical rewards need a receiving address. */
  needsAddress: z.boolean(),
});

export const pointRewardsCall = defineCall({
  id: "pointRewards",
  ...ENDPOINTS.pointRewards,
  tag: "points",
  summary: "The reward catalogue with stock and the points and deposit amount each needs",
  auth: "member",
  moduleId: "PTSYS3",
  value: z.object({
    list: z.array(pointRewardSchema),
    /** The member's deposits in all, to compare with each reward's amountRequired. */
    depositedAmount: z.number(),
  }),
});

/** A redeem record with the spec's fields (spec part 2 §3). */
export const redeemRecordSchema = z.object({
  id: z.number().int(),
  /** The reference number. */
  referenceNo: z.string(),
  applyTime: z.number().int(),
  type: z.enum(REWARD_KINDS),
  name: z.string(),
  quantity: z.number().int(),
  pointsRequired: z.number(),
  amountRequired: z.number(),
  status: z.enum(REDEEM_STATUSES),
  remark: z.string(),
  /** Where a bonus or cash reward was paid: "MAIN", or the Zalo/Whatsapp number given. */
  paidAccount: z.string(),
  receivingAddress: z.string(),
});

export const redeemPointRewardCall = defineCall({
  id: "redeemPointReward",
  ...ENDPOINTS.redeemPointReward,
  tag: "points",
  summary:
    "Redeems points for a reward after the payment password check: the points and the stock are taken at once, the record waits In Process for an operator",
  auth: "member",
  moduleId: "PTSYS3",
  encrypted: true,
  body: z.object({
    rewardId: z.coerce.number().int().positive().max(2_147_483_647),
    quantity: z.coerce.number().int().min(1).max(100).default(1),
    password: z.string().max(128),
    /** Required for physical rewards. */
    receivingAddress: z.string().trim().max(300).optional(),
    /** Required for rewards paid to a Zalo or Whatsapp number. */
    contactNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{6,20}$/, "must be a phone number")
      .optional(),
    requestId: requestIdSchema,
  }),
  value: z.object({ record: redeemRecordSchema, balance: z.number() }),
});

export const convertPointCall = defineCall({
  id: "convertPoint",
  ...ENDPOINTS.convertPoint,
  tag: "points",
  summary:
    "Converts points into money on the main wallet at the merchant's rate, after the payment password check",
  auth: "member",
  moduleId: "PTSYS3",
  encrypted: true,
  body: z.object({
    /** Points to convert, a decimal of at most two places. */
    points: z.union([z.string().trim().max(20), z.number()]),
    password: z.string().max(128),
    requestId: requestIdSchema,
  }),
  value: z.object({
    points: z.number(),
    amount: z.number(),
    /** Points left, and the main wallet after the conversion. */
    pointBalance: z.number(),
    balance: z.number(),
  }),
});

export const redeemListCall = defineCall({
  id: "redeemList",
  ...ENDPOINTS.redeemList,
  tag: "points",
  summary: "The member's redeem history, newest first",
  auth: "member",
  moduleId: "PTSYS3",
  query: z.object({ status: z.enum(REDEEM_STATUSES).optional(), ...pagingSchema }),
  value: z.object({
    list: z.array(redeemRecordSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
