import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * How a merchant's agent contracts are paid (decision 045). Every field has a default, so a
 * merchant stored before the settings existed pays on UTC days at 02:05 without review.
 */
export const agentPayoutSettingsSchema = z
  .object({
    /** Days, hours and dividend periods are cut at midnight of this zone. */
    timeZone: timeZoneSchema,
    /** The daily salary of a day is paid the next day at this local time ("HH:MM"). */
    dailyPayAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .default("02:05"),
    /** Dividend bills wait for an operator's approval (top-down) before they are paid. */
    dividendApproval: z.boolean().default(false),
    /**
     * Days after its period's end a dividend bill waits for that approval; one the operator leaves
     * waiting longer lapses as `expired`, with the bills below it (decision 062).
     */
    reviewDays: z.number().int().min(1).max(365).default(15),
    /**
     * Seconds after a slot closes before its bills are computed, so bets settled at its very end are
     * folded into the roll-ups first (the fold runs every 5 s).
     */
    graceSeconds: z.number().int().min(0).max(3600).default(30),
  })
  .strict();
export type AgentPayoutSettings = z.infer<typeof agentPayoutSettingsSchema>;
