import { z } from "zod";
import { RANK_PERIODS, RANK_RELEGATIONS } from "./rank.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Player rank (module PLAYERRANK3, decision 059): the period over which deposits and valid bets add
 * up towards the club levels' `promotion` thresholds, the zone that cuts it, and what happens at its
 * end to a member who missed its level's `keepValidBet`.
 */
export const rankConfigSchema = z
  .object({
    period: z.enum(RANK_PERIODS).default("monthly"),
    timeZone: timeZoneSchema,
    relegation: z.enum(RANK_RELEGATIONS).default("none"),
  })
  .strict();
export type RankConfig = z.infer<typeof rankConfigSchema>;
