import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_PAGE_SIZE } from "../game-catalogue.ts";
import { GAME_TYPES } from "../site.ts";

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  logo: z.string(),
  /**
   * How its games are paid: "seamless" games draw on the main balance while they are played (the
   * /seamless area lists them), "transfer" games on a wallet of their own (decision 015).
   */
  wallet: z.enum(["seamless", "transfer"]),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const gameMenusCall = defineCall({
  id: "gameMenus",
  ...ENDPOINTS.gameMenus,
  tag: "games",
  summary: "Game types that have at least one vendor, each with its vendors in display order",
  value: z.array(z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorSchema) })),
});

export const newGameVendorCall = defineCall({
  id: "newGameVendor",
  ...ENDPOINTS.newGameVendor,
  tag: "games",
  summary: "Vendors grouped into lanes by game type",
  value: z.array(
    z.object({ title: z.enum(GAME_TYPES), cards: z.array(vendorSchema), gameClassify: z.array(z.string()) }),
  ),
});

/** One game of a lobby (the spec's game list item). */
export const gameItemSchema = z.object({
  nodeId: z.number().int(),
  gameId: z.number().int(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  /** In the caller's language, else the merchant's default, else English. */
  gameName: z.string(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** GAME launches; VASSALAGE opens the vendor's own game list. */
  isGame: z.enum(["GAME", "VASSALAGE"]),
  maintenance: z.boolean(),
  /** The smallest stake, a decimal in the merchant's currency. */
  minBet: z.number(),
  lines: z.number().int(),
  image: z.string(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE);
const vassalage = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{0,16}$/, "not a vendor code");

export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  /** Empty means every vendor (the All tab). */
  vassalage: vassalage.optional(),
  gameClassify: z.string().trim().max(32).optional(),
  /** Part of the name, any case. */
  gameName: z.string().trim().max(64).optional(),
  /** Games whose smallest stake is at least this decimal amount. */
  minBet: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,4})?$/, "not an amount")
    .optional(),
  minLineNum: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Only the games marked hot, or new. */
  flag: z.enum(["hot", "new"]).optional(),
  /** GAME leaves out the vendors' lobby entries (the vendor popup lists its games only). */
  isGame: z.enum(["GAME", "VASSALAGE"]).optional(),
  pageNo,
  pageSize,
});

export const gameListCall = defineCall({
  id: "gameList",
  ...ENDPOINTS.gameList,
  tag: "games",
  summary: "A page of a lobby's games: by type, vendor, classify, name, smallest stake and lines",
  query: gameListQuerySchema,
  value: z.object({
    games: z.array(gameItemSchema),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const hotGamesCall = defineCall({
  id: "hotGames",
  ...ENDPOINTS.hotGames,
  tag: "games",
  summary: "The popular games (20), most played first, optionally of one vendor or type",
  moduleId: "GAMELOHOT3",
  query: z.object({
    merchantCode: z.string().max(32).optional(),
    isPlatform: z.coerce.number().int().optional(),
    platform: z.string().max(64).optional(),
    language: z.string().max(8).optional(),
    vassalage: vassalage.optional(),
    gameType: z.enum(GAME_TYPES).optional(),
  }),
  value: z.object({ list: z.array(gameItemSchema) }),
});

export const vendorGameTypesCall = defineCall({
  id: "vendorGameTypes",
  ...ENDPOINTS.vendorGameTypes,
  tag: "games",
  summary: "The game types a vendor offers, each with its classify values and game count",
  auth: "member",
  query: z.object({ vassalage: vassalage.min(1) }),
  value: z.array(
    z.object({
      gameType: z.enum(GAME_TYPES),
      gameClassify: z.array(z.string()),
      totalCount: z.number().int(),
    }),
  ),
});

const favouriteInput = z.object({
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: vassalage.min(1),
  gameType: z.enum(GAME_TYPES),
});

export const favouriteGameIdsCall = defineCall({
  id: "favouriteGameIds",
  ...ENDPOINTS.favouriteGameIds,
  tag: "games",
  summary: "The member's favourite games, as node ids",
  auth: "member",
  moduleId: "GAMELOFAV3",
  value: z.array(z.number().int()),
});

export const favouriteGamesCall = defineCall({
  id: "favouriteGames",
  ...ENDPOINTS.favouriteGames,
  tag: "games",
  summary: "A page of the member's favourite games, the latest first",
  auth: "member",
  moduleId: "GAMELOFAV3",
  query: z.object({ gameType: z.enum(GAME_TYPES).optional(), pageNo, pageSize }),
  value: z.object({
    content: z.array(gameItemSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const addFavouriteGameCall = defineCall({
  id: "addFavouriteGame",
  ...ENDPOINTS.addFavouriteGame,
  tag: "games",
  summary: "Adds a game to the member's favourites (adding it again changes nothing)",
  auth: "member",
  moduleId: "GAMELOFAV3",
  body: favouriteInput,
  value: z.array(z.number().int()),
});

export const removeFavouriteGameCall = defineCall({
  id: "removeFavouriteGame",
  ...ENDPOINTS.removeFavouriteGame,
  tag: "games",
  summary: "Removes a game from the member's favourites",
  auth: "member",
  moduleId: "GAMELOFAV3",
  query: favouriteInput,
  value: z.array(z.number().int()),
});

export const recentGamesCall = defineCall({
  id: "recentGames",
  ...ENDPOINTS.recentGames,
  tag: "games",
  summary: "A page of the games the member played last, the latest first",
  auth: "member",
  moduleId: "GAMELOREC3",
  query: z.object({ gameType: z.enum(GAME_TYPES).optional(), pageNo, pageSize }),
  value: z.object({ list: z.array(gameItemSchema), totalPages: z.number().int() }),
});

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  gameClassify: z.string(),
  /** beginner, standard or high-roller: the stake level of the room. */
  level: z.enum(["beginner", "standard", "high-roller"]),
  /** The room's smallest stake, a decimal. */
  minBet: z.number(),
  /** The balance needed to sit down in the room, a decimal. */
  minBalance: z.number(),
  image: z.string(),
});

export const pvpRoomsCall = defineCall({
  id: "pvpRooms",
  ...ENDPOINTS.pvpRooms,
  tag: "games",
  summary: "PVP rooms: each PVP game at three stake levels",
  auth: "member",
  query: z.object({
    vassalage: vassalage.optional(),
    nodeId: z.coerce.number().int().positive().optional(),
    pageNo,
    pageSize,
  }),
  value: z.object({ list: z.array(pvpRoomSchema), totalPages: z.number().int() }),
});
