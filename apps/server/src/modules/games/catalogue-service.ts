import type { GameItem } from "@banca/contract/calls/games";
import { POPULAR_GAMES_COUNT } from "@banca/contract/game-catalogue";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { GameType } from "@banca/contract/site";
import { LRUCache } from "lru-cache";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { CatalogueRepository, GameFilter, GameRow } from "./catalogue-repository.ts";
import { ROOM_LEVELS, roomKey, roomStakes } from "./pvp-rooms.ts";

/** How many favourites a member may keep. */
export const FAVOURITES_LIMIT = 500;

export function gameImageUrl(id: string | number) {
  return `/media/games/${id}.svg`;
}

export type ListInput = {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLineNum?: number | undefined;
  flag?: "hot" | "new" | undefined;
  isGame?: "GAME" | "VASSALAGE" | undefined;
  pageNo: number;
  pageSize: number;
};

/** Lobby answers kept per catalogue version: how many, and for how long at most. */
const CACHE_ENTRIES = 2_000;
const CACHE_TTL_MS = 60_000;
/** The popular list follows play counts, which change without a new catalogue version. */
const POPULAR_TTL_MS = 2_000;

/**
 * The lobby's lists change only when the catalogue does, so each is read once per catalogue
 * version (decision 050): every call reads the version (one row), and answers from what was read
 * under it; a change to the games or vendors bumps the version in its own transaction, so the next
 * call on any instance reads afresh. Concurrent calls for the same list share one read.
 */
function createLobbyCache() {
  const entries = new LRUCache<string, Promise<unknown>>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });
  return function cached<T>(
    version: string,
    key: string,
    load: () => Promise<T>,
    ttl = CACHE_TTL_MS,
  ): Promise<T> {
    const full = `${version}\u0000${key}`;
    const hit = entries.get(full) as Promise<T> | undefined;
    if (hit) return hit;
    const loading = load();
    entries.set(full, loading, { ttl });
    // A failed read is not kept: the next call tries again.
    loading.catch(() => entries.delete(full));
    return loading;
  };
}

export function createCatalogueService(repository: CatalogueRepository) {
  const cached = createLobbyCache();
  const enabledVendors = (version: string, merchantCode: string) =>
    cached(version, `vendors\u0000${merchantCode}`, () => repository.enabledVendors(merchantCode));
  const toItem =
    (merchant: Merchant, language: string, vendors: ReadonlyMap<string, string>) =>
    (row: GameRow): GameItem => {
      const id = Number(row.id);
      const fallback = merchant.settings.languages.default;
      return {
        nodeId: id,
        gameId: id,
        vassalage: row.vassalage,
        vendorName: vendors.get(row.vassalage) ?? row.vassalage,
        gameType: row.gameType,
        gameClassify: row.classify,
        gameName: row.names[language] ?? row.names[fallback] ?? row.names.en ?? "",
        isHot: row.isHot,
        isNew: row.isNew,
        isGame: row.isGame,
        maintenance: row.maintenance,
        minBet: minorToWire(BigInt(row.minBet), merchant.settings.currency.decimals),
        lines: row.lines,
        image: row.artwork.url ?? gameImageUrl(id),
      };
    };

  const pages = (total: number, size: number) => Math.ceil(total / size);

  return {
    async list(merchant: Merchant, language: string, input: ListInput) {
      let minBet: bigint | undefined;
      if (input.minBet !== undefined) {
        const parsed = decimalToMinor(input.minBet, merchant.settings.currency.decimals);
        if (parsed === null)
          throw new AppError("request_param_err", "minBet has more decimal places than the currency");
        minBet = parsed;
      }
      const filter: GameFilter = {
        gameType: input.gameType,
        vassalage: input.vassalage || undefined,
        classify: input.gameClassify || undefined,
        name: input.gameName ? input.gameName.toLowerCase() : undefined,
        language,
        minBet,
        minLines: input.minLineNum,
        flag: input.flag,
        isGame: input.isGame,
      };
      const version = await repository.version();
      const vendors = await enabledVendors(version, merchant.code);
      const offset = (input.pageNo - 1) * input.pageSize;
      // The filter as the query reads it (the language only picks names from the rows).
      const key = [
        "page",
        merchant.code,
        filter.gameType,
        filter.vassalage,
        filter.classify,
        filter.name,
        filter.minBet,
        filter.minLines,
        filter.flag,
        filter.isGame,
        offset,
        input.pageSize,
      ].join("\u0000");
      const { rows, total } = await cached(version, key, () =>
        repository.page(merchant.code, [...vendors.keys()], filter, offset, input.pageSize),
      );
      return {
        games: rows.map(toItem(merchant, language, vendors)),
        totalPages: pages(total, input.pageSize),
        totalCount: total,
      };
    },

    async hot(
      merchant: Merchant,
      language: string,
      input: { vassalage?: string | undefined; gameType?: GameType | undefined },
    ) {
      const version = await repository.version();
      const vendors = await enabledVendors(version, merchant.code);
      const vassalage = input.vassalage || undefined;
      const rows = await cached(
        version,
        ["hot", merchant.code, vassalage, input.gameType].join("\u0000"),
        () =>
          repository.hot(
            merchant.code,
            [...vendors.keys()],
            { language, vassalage, gameType: input.gameType },
            POPULAR_GAMES_COUNT,
          ),
        POPULAR_TTL_MS,
      );
      return { list: rows.map(toItem(merchant, language, vendors)) };
    },

    async vendorTypes(merchantCode: string, vassalage: string) {
      const rows = await cached(
        await repository.version(),
        `types\u0000${merchantCode}\u0000${vassalage}`,
        () => repository.vendorTypes(merchantCode, vassalage),
      );
      const byType = new Map<GameType, { gameType: GameType; gameClassify: string[]; totalCount: number }>();
      for (const row of rows) {
        const entry = byType.get(row.gameType) ?? { gameType: row.gameType, gameClassify: [], totalCount: 0 };
        if (row.classify) entry.gameClassify.push(row.classify);
        entry.totalCount += row.total;
        byType.set(row.gameType, entry);
      }
      return [...byType.values()];
    },

    async classifiesByType(merchantCode: string) {
      const map = new Map<GameType, string[]>();
      const rows = await cached(await repository.version(), `classifies\u0000${merchantCode}`, () =>
        repository.classifiesByType(merchantCode),
      );
      for (const row of rows) {
        map.set(row.gameType, [...(map.get(row.gameType) ?? []), row.classify]);
      }
      return map;
    },

    favouriteIds: (memberId: number) => repository.favouriteIds(memberId),

    async addFavourite(
      merchantCode: string,
      memberId: number,
      input: { nodeId: number; vendor: string; gameType: GameType },
    ) {
      if (!(await repository.findListed(merchantCode, input.nodeId, input.vendor, input.gameType))) {
        throw new AppError("request_param_err", "No such game of this vendor and type");
      }
      const ids = await repository.favouriteIds(memberId);
      if (!ids.includes(input.nodeId) && ids.length >= FAVOURITES_LIMIT) {
        throw new AppError("request_param_err", `At most ${FAVOURITES_LIMIT} favourite games`);
      }
      await repository.addFavourite(merchantCode, memberId, input.nodeId);
      return repository.favouriteIds(memberId);
    },

    async removeFavourite(memberId: number, input: { nodeId: number }) {
      await repository.removeFavourite(memberId, input.nodeId);
      return repository.favouriteIds(memberId);
    },

    async memberList(
      table: "favourite_games" | "recent_games",
      merchant: Merchant,
      language: string,
      memberId: number,
      input: { gameType?: GameType | undefined; pageNo: number; pageSize: number },
    ) {
      const vendors = await enabledVendors(await repository.version(), merchant.code);
      const { rows, total } = await repository.memberList(
        table,
        merchant.code,
        memberId,
        input.gameType,
        (input.pageNo - 1) * input.pageSize,
        input.pageSize,
      );
      return {
        items: rows.map(toItem(merchant, language, vendors)),
        totalPages: pages(total, input.pageSize),
      };
    },

    async rooms(
      merchant: Merchant,
      language: string,
      input: {
        vassalage?: string | undefined;
        nodeId?: number | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const vendors = await enabledVendors(await repository.version(), merchant.code);
      const rows = await repository.pvpGames(merchant.code, input.vassalage || undefined, input.nodeId);
      const decimals = merchant.settings.currency.decimals;
      const item = toItem(merchant, language, vendors);
      const rooms = rows.flatMap((row) => {
        const game = item(row);
        return ROOM_LEVELS.map(({ level }) => {
          const stakes = roomStakes(BigInt(row.minBet), level);
          return {
            roomId: roomKey(game.nodeId, level),
            nodeId: game.nodeId,
            vassalage: game.vassalage,
            gameName: game.gameName,
            gameClassify: game.gameClassify,
            level,
            minBet: minorToWire(stakes.minBet, decimals),
            minBalance: minorToWire(stakes.minBalance, decimals),
            image: game.image,
          };
        });
      });
      const start = (input.pageNo - 1) * input.pageSize;
      return {
        list: rooms.slice(start, start + input.pageSize),
        totalPages: pages(rooms.length, input.pageSize),
      };
    },
  };
}
