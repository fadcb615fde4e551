import {
  addFavouriteGameCall,
  favouriteGameIdsCall,
  favouriteGamesCall,
  gameListCall,
  gameMenusCall,
  hotGamesCall,
  newGameVendorCall,
  pvpRoomsCall,
  recentGamesCall,
  removeFavouriteGameCall,
  vendorGameTypesCall,
} from "@banca/contract/calls/games";
import { winnerBoardCall } from "@banca/contract/calls/winner-board";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { renderArtwork } from "./catalogue/artwork-svg.ts";
import { createCatalogueRepository } from "./catalogue-repository.ts";
import { createCatalogueService } from "./catalogue-service.ts";
import { createVendorRepository } from "./repository.ts";
import { createGameService } from "./service.ts";
import { createWinnerBoard } from "./winner-board.ts";

// Thumbnails never change for a given id: cache them for a year, shared caches included.
const ARTWORK_CACHE = "public, max-age=31536000, immutable";

export function gameRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const games = createGameService(createVendorRepository(deps.db));
  // The lobby's lists are the busiest reads and may trail a moment: the replica serves them. A
  // member's own favourites and recent games must show what they just did: the primary does.
  const lobby = createCatalogueService(createCatalogueRepository(deps.db.reads));
  const catalogue = createCatalogueService(createCatalogueRepository(deps.db));
  const memberId = (session: { memberId: number } | null) => {
    if (!session) throw new Error("member call without a session");
    return session.memberId;
  };

  registerCall(app, deps, gameMenusCall, async ({ merchant }) => games.menus(merchant.code));
  registerCall(app, deps, newGameVendorCall, async ({ merchant }) => {
    const [menus, classifies] = await Promise.all([
      games.menus(merchant.code),
      lobby.classifiesByType(merchant.code),
    ]);
    return menus.map((menu) => ({
      title: menu.gameType,
      cards: menu.vendors,
      gameClassify: classifies.get(menu.gameType) ?? [],
    }));
  });
  registerCall(app, deps, gameListCall, async ({ merchant, language, query }) =>
    lobby.list(merchant, language, query),
  );
  registerCall(app, deps, hotGamesCall, async ({ merchant, language, query }) =>
    lobby.hot(merchant, language, query),
  );
  registerCall(app, deps, vendorGameTypesCall, async ({ merchant, query }) =>
    lobby.vendorTypes(merchant.code, query.vassalage),
  );
  registerCall(app, deps, favouriteGameIdsCall, async ({ session }) =>
    catalogue.favouriteIds(memberId(session)),
  );
  registerCall(app, deps, favouriteGamesCall, async ({ merchant, language, session, query }) => {
    const { items, totalPages } = await catalogue.memberList(
      "favourite_games",
      merchant,
      language,
      memberId(session),
      query,
    );
    return { content: items, pageNum: query.pageNo, totalPages };
  });
  registerCall(app, deps, addFavouriteGameCall, async ({ merchant, session, body }) =>
    catalogue.addFavourite(merchant.code, memberId(session), body),
  );
  registerCall(app, deps, removeFavouriteGameCall, async ({ session, query }) =>
    catalogue.removeFavourite(memberId(session), query),
  );
  registerCall(app, deps, recentGamesCall, async ({ merchant, language, session, query }) => {
    const { items, totalPages } = await catalogue.memberList(
      "recent_games",
      merchant,
      language,
      memberId(session),
      query,
    );
    return { list: items, totalPages };
  });
  registerCall(app, deps, pvpRoomsCall, async ({ merchant, language, query }) =>
    lobby.rooms(merchant, language, query),
  );

  const winners = createWinnerBoard(deps.db);
  registerCall(app, deps, winnerBoardCall, async ({ merchant, language, query }) => ({
    list: await winners.list(merchant, language, query),
  }));

  const artworks = createCatalogueRepository(deps.db);
  app.get<{ Params: { id: string } }>("/media/games/:id", async (request, reply) => {
    const match = /^(\d{1,15})\.svg$/.exec(request.params.id);
    const found = match ? await artworks.artwork(Number(match[1])) : null;
    if (!found) return reply.code(404).type("text/plain").send("Not found");
    return reply
      .header("cache-control", ARTWORK_CACHE)
      .header("x-content-type-options", "nosniff")
      .type("image/svg+xml; charset=utf-8")
      .send(renderArtwork(found.name, found.artwork, found.vendorName));
  });
}
