import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS, REALITY_CHECK_MINUTES } from "../protection.ts";

const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force (money: currency units; session: minutes); null: none. */
  amount: z.number().nullable(),
  /** What is used of it in its period (money; minutes of the current session). */
  used: z.number(),
  /** A raise or removal waiting out its 24 hours: the coming amount (null: removal) and when. */
  pending: z.object({ amount: z.number().nullable(), appliesAt: z.string() }).nullable(),
});

export const protectionStatusCall = defineCall({
  id: "protectionStatus",
  ...ENDPOINTS.protectionStatus,
  tag: "protection",
  summary:
    "The member's own limits with what is used and what is pending, their exclusion and reality-check interval",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    limits: z.array(limitView),
    /** A time-out or self-exclusion in force: its kind and end (null: permanent). */
    exclusion: z.object({ kind: z.enum(EXCLUSION_KINDS), until: z.string().nullable() }).nullable(),
    realityCheckMinutes: z.number().int().nullable(),
  }),
});

export const setPlayerLimitCall = defineCall({
  id: "setPlayerLimit",
  ...ENDPOINTS.setPlayerLimit,
  tag: "protection",
  summary:
    "Sets, lowers, raises or removes a limit: lowering applies at once, raising or removing after 24 hours",
  auth: "member",
  body: z
    .object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      /** Money in currency units (at most two decimals); the session limit in whole minutes; null: remove. */
      amount: z.number().positive().max(1_000_000_000).nullable(),
    })
    .refine((body) => (body.kind === "session") === (body.period === "session"), {
      message: "The session limit has the period session, and only it",
      path: ["period"],
    }),
  value: limitView,
});

export const selfExcludeCall = defineCall({
  id: "selfExclude",
  ...ENDPOINTS.selfExclude,
  tag: "protection",
  summary:
    "A time-out (hours) or self-exclusion (months, or permanent); needs the log-in password and cannot be lifted early",
  auth: "member",
  body: z.object({
    kind: z.enum(EXCLUSION_KINDS),
    /** Time-out: hours, 24 to 1008 (6 weeks). Self-exclusion: months, 6 to 60; null: permanent. */
    duration: z.number().int().positive().nullable(),
    password: z.string().min(1).max(128),
  }),
  value: z.object({
    kind: z.enum(EXCLUSION_KINDS),
    until: z.string().nullable(),
    endedSessions: z.number().int(),
  }),
});

export const setRealityCheckCall = defineCall({
  id: "setRealityCheck",
  ...ENDPOINTS.setRealityCheck,
  tag: "protection",
  summary: "The reality-check interval (15, 30 or 60 minutes; null: off)",
  auth: "member",
  body: z.object({
    minutes: z
      .number()
      .int()
      .refine((minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes))
      .nullable(),
  }),
  value: z.object({ realityCheckMinutes: z.number().int().nullable() }),
});

export const realityCheckCall = defineCall({
  id: "realityCheck",
  ...ENDPOINTS.realityCheck,
  tag: "protection",
  summary: "This session's time played and net result (wins − stakes), and the reality-check interval",
  auth: "member",
  value: z.object({
    realityCheckMinutes: z.number().int().nullable(),
    sessionStartedAt: z.string(),
    minutesPlayed: z.number().int(),
    /** Wins − stakes of the rounds started in this session (currency units). */
    netResult: z.number(),
  }),
});
