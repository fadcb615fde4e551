import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_TYPES } from "../site.ts";

/** How far back the winner board looks, and how many wins it shows at most. */
export const WINNER_BOARD_DAYS = 7;
export const WINNER_BOARD_SIZE = 20;

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
  summary: "The biggest wins of the last days at this merchant, optionally of one game type",
  query: z.object({
    gameType: z.enum(GAME_TYPES).optional(),
    language: z.string().max(8).optional(),
    size: z.coerce.number().int().min(1).max(WINNER_BOARD_SIZE).default(WINNER_BOARD_SIZE),
  }),
  value: z.object({ list: z.array(winnerSchema) }),
});
