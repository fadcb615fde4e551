import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { REFERRAL_FRIEND_STATUSES } from "../referral-config.ts";
import { pagingSchema } from "./records.ts";

export const referralInfoCall = defineCall({
  id: "referralInfo",
  ...ENDPOINTS.referralInfo,
  tag: "referral",
  summary:
    "The member's referral code, the rewards the merchant credits per friend after the friend's real play (decision 078), and what the member's friends have earned it",
  auth: "member",
  moduleId: "REFERRAL3",
  value: z.object({
    referralCode: z.string(),
    /** What the referrer and the friend are each credited once the friend qualifies. */
    rewards: z.object({ referrer: z.number(), friend: z.number() }),
    /** The smallest first deposit that qualifies the friend. */
    minFirstDeposit: z.number(),
    /** The friend's valid bets since that deposit must reach this, and the deposit itself when more. */
    minValidBet: z.number(),
    /** The turnover a reward carries before it counts as cash, as a multiple of its amount. */
    wageringMultiple: z.number(),
    /** Friends credited per referrer and day at most; the rest wait for the next day. */
    maxRewardsPerDay: z.number().int(),
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
        /** The friend's steps: a confirmed mobile, a qualifying first deposit, that deposit wagered once. */
        mobileConfirmed: z.boolean(),
        depositReached: z.boolean(),
        wagered: z.boolean(),
        /** Waiting for its steps (or the daily cap), rewarded, or not eligible (the reason is the operator's). */
        status: z.enum(REFERRAL_FRIEND_STATUSES),
        /** What this friend earned the referrer. */
        reward: z.number(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
