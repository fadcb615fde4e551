import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { RANK_CAUSES, RANK_PERIODS } from "../rank.ts";
import { pagingSchema } from "./records.ts";

/** A level as the member sees it: its name in the reader's language and its label colours. */
const levelLabel = {
  rankLevel: z.number().int(),
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
};

export const playerRankCall = defineCall({
  id: "playerRank",
  ...ENDPOINTS.playerRank,
  tag: "rank",
  summary:
    "The member's club level, its deposits and valid bets of the current rank period against the next level's, and every level with its requirements, reward and benefits",
  auth: "member",
  moduleId: "PLAYERRANK3",
  value: z.object({
    /** The member's level; rankLevel 0 and empty texts while it stands on none. */
    current: z.object(levelLabel),
    period: z.enum(RANK_PERIODS),
    /** The current period's first day and the instant it ends (ms), in the merchant's rank time zone. */
    periodStart: z.string(),
    endsAt: z.number().int(),
    /** The member's deposits and valid bets so far in the current period. */
    deposit: z.number(),
    validBet: z.number(),
    /** The next level play can reach, or null at the top. */
    next: z
      .object({ ...levelLabel, deposit: z.number(), validBet: z.number(), reward: z.number() })
      .nullable(),
    /** Valid bets the period must reach for the member to keep its level at the period's end, or null. */
    keepValidBet: z.number().nullable(),
    levels: z.array(
      z.object({
        ...levelLabel,
        /** Null: given by the merchant, not reached by play. */
        deposit: z.number().nullable(),
        validBet: z.number().nullable(),
        keepValidBet: z.number().nullable(),
        reward: z.number(),
        benefits: z.string(),
        /** The member has been paid this level's reward. */
        rewarded: z.boolean(),
      }),
    ),
  }),
});

export const playerRankHistoryCall = defineCall({
  id: "playerRankHistory",
  ...ENDPOINTS.playerRankHistory,
  tag: "rank",
  summary: "The member's own level changes, newest first, with the reward each promotion paid",
  auth: "member",
  moduleId: "PLAYERRANK3",
  query: z.object(pagingSchema),
  value: z.object({
    list: z.array(
      z.object({
        /** 0: on no level. */
        fromLevel: z.number().int(),
        fromName: z.string(),
        toLevel: z.number().int(),
        toName: z.string(),
        cause: z.enum(RANK_CAUSES),
        reward: z.number(),
        changedAt: z.number().int(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});
