import { gameMenusCall, newGameVendorCall, type Vendor } from "@banca/contract/calls/games";
import { GAME_TYPES, type GameType } from "@banca/contract/site";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createVendorRepository } from "./repository.ts";

/** Game types in menu order, each with its vendors; types without a vendor are left out. */
function groupByType(vendors: Vendor[]): Array<{ gameType: GameType; vendors: Vendor[] }> {
  return GAME_TYPES.map((gameType) => ({
    gameType,
    vendors: vendors.filter((vendor) => vendor.gameType === gameType),
  })).filter((group) => group.vendors.length > 0);
}

export function gameRoutes(app: FastifyInstance, deps: CallDeps & { db: Queryable }) {
  const vendors = createVendorRepository(deps.db);
  registerCall(app, deps, gameMenusCall, async ({ merchant }) =>
    groupByType(await vendors.list(merchant.code)),
  );
  registerCall(app, deps, newGameVendorCall, async ({ merchant }) =>
    groupByType(await vendors.list(merchant.code)).map((group) => ({
      title: group.gameType,
      cards: group.vendors,
      gameClassify: [],
    })),
  );
}
