import { z } from "zod";
import { PRODUCT_TYPES } from "./agent-products.ts";
import { localizedTextSchema } from "./localized.ts";
import { MISSION_KINDS, MISSION_PERIODS } from "./missions.ts";
import { timeZoneSchema } from "./time-zone.ts";

const decimalSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");

/** A mission as a merchant file seeds it (by key); operators own it from then on. */
export const missionConfigSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]{1,40}$/),
    period: z.enum(MISSION_PERIODS),
    kind: z.enum(MISSION_KINDS),
    /** For kind game: the product type whose settled rounds count. */
    productType: z.enum(PRODUCT_TYPES).optional(),
    /** Money (a decimal of the currency) for bet and deposit; a whole count for game and login. */
    target: decimalSchema,
    /** The bonus paid to the main wallet when the member claims the completed mission. */
    reward: decimalSchema,
    title: localizedTextSchema.refine((text) => Object.keys(text).length > 0, "needs a title"),
    description: localizedTextSchema.default({}),
    sort: z.number().int().default(0),
  })
  .strict()
  .refine((mission) => (mission.kind === "game") === (mission.productType !== undefined), {
    message: "a game mission names its productType, and only a game mission does",
    path: ["productType"],
  })
  .refine((mission) => mission.kind === "bet" || mission.kind === "deposit" || /^\d+$/.test(mission.target), {
    message: "a game or login mission counts whole rounds or days",
    path: ["target"],
  })
  .refine(
    (mission) => mission.kind !== "login" || Number(mission.target) <= (mission.period === "daily" ? 1 : 7),
    {
      message: "a login streak fits in its period (1 day for daily, 7 for weekly)",
      path: ["target"],
    },
  )
  .refine((mission) => Number(mission.target) > 0 && Number(mission.reward) > 0, {
    message: "target and reward must be above 0",
    path: ["target"],
  });
export type MissionConfig = z.infer<typeof missionConfigSchema>;

/** Missions and their leaderboard (module MISSIONLB3, decision 057). */
export const missionsConfigSchema = z
  .object({
    /** Days and weeks of missions and the leaderboard are cut at midnight of this zone. */
    timeZone: timeZoneSchema,
    /**
     * A claim waits until the member's valid bets since the start of the mission's period reach
     * this many times every reward it has claimed of that period's missions, this one included
     * (decision 077): no mission, a log-in or a deposit one included, pays more than the play of its
     * period. "0" turns the rule off, and then only valid-bet missions fit the reward budget.
     */
    validBetPerReward: decimalSchema.default("0"),
    list: z
      .array(missionConfigSchema)
      .refine(
        (list) => new Set(list.map((mission) => mission.key)).size === list.length,
        "keys must be unique",
      )
      .default([]),
  })
  .strict();
export type MissionsConfig = z.infer<typeof missionsConfigSchema>;
