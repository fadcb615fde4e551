import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { REFERRAL_BLOCKED_REASONS } from "../referral-config.ts";
import { pagingSchema } from "./records.ts";

export const referralInfoCall = defineCall({
  id: "referralInfo",
  ...ENDPOINTS.referralInfo,
  tag: "referral",
  summary:
    "The member's referral code, the rewards the merchant pays per friend, and what the member's friends have earned it",
  auth: "member",
  moduleId: "REFERRAL3",
  value: z.object({
    referralCode: z.string(),
    rewards: z.object({ register: z.number(), deposit: z.number(), bet: z.number() }),
    depositThreshold: z.number(),
    betThreshold: z.number(),
    friendCount: z.number().int(),
    totalReward: z.number(),
  }),
});

export const referralFriendsCall = defineCall({
  id: "referralFriends",
  ...ENDPOINTS.referralFriends,
  tag: "referral",
  summary: "The friends the member brought, newest first, with the rewards each one earned it",
  auth: "member",
  moduleId: "REFERRAL3",
  query: z.object(pagingSchema),
  value: z.object({
    list: z.array(
      z.object({
        /** The friend's name with its middle hidden. */
        name: z.string(),
        registeredAt: z.number().int(),
        depositReached: z.boolean(),
        betReached: z.boolean(),
        reward: z.number(),
        /** Why the friend earns nothing, or null. */
        blockedReason: z.enum(REFERRAL_BLOCKED_REASONS).nullable(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
