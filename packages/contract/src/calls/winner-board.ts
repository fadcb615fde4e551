import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_TYPES } from "../site.ts";

/** How far back the winner board looks by default, and how many wins the home strip shows. */
export const WINNER_BOARD_DAYS = 7;
export const WINNER_BOARD_SIZE = 20;
/** The periods the winners list offers (days back), and the most wins one answer holds. */
export const WINNER_BOARD_PERIODS = [1, 7, 30] as const;
export const WINNER_BOARD_MAX_SIZE = 50;

export const winnerSchema = z.object({
  /** The player's name with its middle hidden ("de***er"). */
  player: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** In the caller's language, else the merchant's default, else English. */
  gameName: z.string(),
  /** The payout of the round, a decimal in the merchant's currency. */
  winAmount: z.number(),
  /** The payout over the stake, one decimal place (12.5 means 12.5×). */
  multiplier: z.number(),
  /** When the round settled (ISO 8601). */
  time: z.string(),
  image: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnerBoardCall = defineCall({
  id: "winnerBoard",
  ...ENDPOINTS.winnerBoard,
  tag: "games",
  summary:
    "The biggest wins of the last day, 7 days (the default) or 30 days at this merchant, optionally of one game type",
  query: z.object({
    gameType: z.enum(GAME_TYPES).optional(),
    language: z.string().max(8).optional(),
    size: z.coerce.number().int().min(1).max(WINNER_BOARD_MAX_SIZE).default(WINNER_BOARD_SIZE),
    days: z.coerce
      .number()
      .int()
      .refine((days) => (WINNER_BOARD_PERIODS as readonly number[]).includes(days), "1, 7 or 30")
      .default(WINNER_BOARD_DAYS),
  }),
  value: z.object({ list: z.array(winnerSchema) }),
});
