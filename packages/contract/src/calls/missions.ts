import { z } from "zod";
import { PRODUCT_TYPES } from "../agent-products.ts";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { MISSION_KINDS, MISSION_PERIODS, MISSION_STATUSES } from "../missions.ts";

export const missionSchema = z.object({
  missionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Kind game: the product type whose rounds count. */
  productType: z.enum(PRODUCT_TYPES).nullable(),
  /** Money for bet and deposit missions, a count of rounds or days for the others. */
  target: z.number(),
  progress: z.number(),
  reward: z.number(),
  status: z.enum(MISSION_STATUSES),
  /** The period's first day and the instant it ends (ms), in the merchant's mission time zone. */
  periodStart: z.string(),
  endsAt: z.number().int(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionSummaryCall = defineCall({
  id: "missionSummary",
  ...ENDPOINTS.missionSummary,
  tag: "missions",
  summary:
    "The member's missions of the current day and week with their progress from settled bets, deposits and log-ins, and how many wait to be claimed",
  auth: "member",
  moduleId: "MISSIONLB3",
  query: z.object({
    status: z.enum(MISSION_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(1_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
  value: z.object({
    list: z.array(missionSchema),
    /** Completed missions whose reward waits for a claim (the member centre's badge). */
    claimableCount: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const claimMissionCall = defineCall({
  id: "claimMission",
  ...ENDPOINTS.claimMission,
  tag: "missions",
  summary:
    "Claims a completed mission of the current period: its reward reaches the main wallet once, a repeated claim answers the same claim",
  auth: "member",
  moduleId: "MISSIONLB3",
  body: z.object({ missionId: z.coerce.number().int().positive().max(2_147_483_647) }),
  value: z.object({ mission: missionSchema, balance: z.number(), replayed: z.boolean() }),
});

export const missionLeaderboardCall = defineCall({
  id: "missionLeaderboard",
  ...ENDPOINTS.missionLeaderboard,
  tag: "missions",
  summary: "The leaderboard of valid bets of the current day or week, and the member's own place",
  auth: "member",
  moduleId: "MISSIONLB3",
  query: z.object({ period: z.enum(MISSION_PERIODS).default("daily") }),
  value: z.object({
    period: z.enum(MISSION_PERIODS),
    periodStart: z.string(),
    endsAt: z.number().int(),
    list: z.array(z.object({ rank: z.number().int(), name: z.string(), reachedValue: z.number() })),
    /** The member's place (null before their first valid bet of the period) and valid bets so far. */
    footer: z.object({ rank: z.number().int().nullable(), reachedValue: z.number() }),
  }),
});
