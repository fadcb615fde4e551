import { launchGameCall } from "@banca/contract/calls/launch";
import { isLanguage } from "@banca/contract/languages";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, pickLanguage, registerCall } from "#app/http/register-call.ts";
import { parseRoomKey } from "#app/modules/games/pvp-rooms.ts";
import { createLaunchService } from "./service.ts";

/** `demo`: the demo start, where the demo vendor stands in for vendors without an adapter. */
export function launchRoutes(app: FastifyInstance, deps: CallDeps & { db: Database; demo: boolean }) {
  const launches = createLaunchService(deps.db, { demo: deps.demo });
  registerCall(app, deps, launchGameCall, async ({ request, merchant, session, language, body }) => {
    // The body's language (the game language the site asks for) wins over the page's.
    const gameLanguage =
      body.language && isLanguage(body.language.toLowerCase())
        ? pickLanguage(body.language, merchant)
        : language;
    // A room key names the game and the stake level; a bare id is the game alone.
    const room = typeof body.roomId === "string" ? parseRoomKey(body.roomId) : null;
    const roomGameId = typeof body.roomId === "number" ? body.roomId : room?.gameId;
    return launches.launch({
      merchant,
      session: session!,
      gameId: (body.nodeId ?? body.gameId ?? roomGameId)!,
      ...(room ? { roomLevel: room.level } : {}),
      language: gameLanguage,
      platform: body.platform,
      theme: body.theme ?? "dark",
      publicUrl: `${request.protocol}://${request.host}`,
      requestId: body.requestId,
    });
  });
}
