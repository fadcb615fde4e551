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
      /**
       * Chosen by the site once per launch the member asks for: a retried launch moves no money
       * twice (automatic transfers, decision 040).
       */
      requestId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _")
        .optional(),
    })
    .refine((body) => body.nodeId ?? body.gameId ?? body.roomId, { message: "nodeId or gameId is required" }),
  value: z.object({
    game_url: z.string(),
    /**
     * For a game of a vendor that plays from a transfer wallet: that wallet after the launch (with
     * automatic transfer on, the member's whole balance is in it) and what the launch moved into it.
     */
    wallet: z
      .object({
        vassalage: z.string(),
        displayName: z.string(),
        balance: z.number(),
        moved: z.number(),
        autoTransfer: z.boolean(),
      })
      .optional(),
  }),
});
