import { gameMenusCall, newGameVendorCall } from "@banca/contract/calls/games";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createVendorRepository } from "./repository.ts";
import { createGameService } from "./service.ts";

export function gameRoutes(app: FastifyInstance, deps: CallDeps & { db: Queryable }) {
  const games = createGameService(createVendorRepository(deps.db));
  registerCall(app, deps, gameMenusCall, async ({ merchant }) => games.menus(merchant.code));
  registerCall(app, deps, newGameVendorCall, async ({ merchant }) =>
    (await games.menus(merchant.code)).map((menu) => ({
      title: menu.gameType,
      cards: menu.vendors,
      gameClassify: [],
    })),
  );
}
