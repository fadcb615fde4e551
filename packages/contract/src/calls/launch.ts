import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

const id = z.coerce.number().int().positive();

/**
 * Starts a game at its vendor (spec part 2 §2 game start routing, the wire's launch shape). The
 * catalogue id travels as nodeId (gameId and roomId carry the same id in the lobbies' items).
 */
export const launchGameCall = defineCall({
  id: "launchGame",
  ...ENDPOINTS.launchGame,
  regionGuarded: true,
  tag: "games",
  summary: "Launch a game: answers the address shown in the game frame at /game",
  auth: "member",
  body: z
    .object({
      nodeId: id.optional(),
      gameId: id.optional(),
      /** A PVP room as the room list names it (`<id>-<level>`), or the game's id alone. */
      roomId: z.union([z.string().regex(/^\d{1,15}-(beginner|standard|high-roller)$/), id]).optional(),
      vassalage: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_]{1,32}$/)
        .optional(),
      accountType: z.coerce.number().int().default(1),
      confirmTrans: z.coerce.number().int().default(0),
      launchMode: z.literal("GLS").default("GLS"),
      platform: z.enum(["html5-desktop", "html5-mobile", "flash"]).default("html5-desktop"),
      clientType: z.coerce.number().int().default(3),
      language: z.string().max(10).optional(),
      /** The site's theme, so the vendor's page matches it. */
      theme: z.enum(["dark", "light"]).optional(),
    })
    .refine((body) => body.nodeId ?? body.gameId ?? body.roomId, { message: "nodeId or gameId is required" }),
  value: z.object({ game_url: z.string() }),
});
