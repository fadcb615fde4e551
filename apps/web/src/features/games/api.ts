import type {
  addFavouriteGameCall,
  favouriteGameIdsCall,
  favouriteGamesCall,
  GameItem,
  gameListCall,
  gameMenusCall,
  newGameVendorCall,
  recentGamesCall,
  removeFavouriteGameCall,
} from "@banca/contract/calls/games";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { GAME_CLIENT_TYPE, GAME_PAGE_SIZE, GAME_PLATFORMS } from "@banca/contract/game-catalogue";
import type { GameType } from "@banca/contract/site";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { refreshAfterChange } from "#app/lib/query-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";

const gameMenusQuery = queryOptions({
  queryKey: queryKeys.gameMenus(),
  queryFn: () => callApi<typeof gameMenusCall>(ENDPOINTS.gameMenus),
  staleTime: 5 * 60_000,
});

const vendorLanesQuery = queryOptions({
  queryKey: queryKeys.vendorLanes(),
  queryFn: () => callApi<typeof newGameVendorCall>(ENDPOINTS.newGameVendor),
  staleTime: 5 * 60_000,
});

/** Game types with at least one vendor, each with its vendors. */
export function useGameMenus() {
  return useQuery(gameMenusQuery);
}

export function useVendorsOf(type: GameType) {
  const { data, isPending } = useGameMenus();
  return { vendors: data?.find((menu) => menu.gameType === type)?.vendors ?? [], isPending };
}

export function useVendorLanes() {
  return useQuery(vendorLanesQuery);
}

export type GameListFilter = {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  isGame?: "GAME";
};

/**
 * A lobby's games, 42 a page (or `pageSize`, for a row that shows a few), fetched page after page as
 * the player scrolls.
 */
export function useGameList(filter: GameListFilter, options: { enabled?: boolean; pageSize?: number } = {}) {
  const { i18n } = useTranslation();
  const pageSize = options.pageSize ?? GAME_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: queryKeys.gameList({ ...filter, pageSize }, i18n.language),
    queryFn: ({ pageParam }) =>
      callApi<typeof gameListCall>(ENDPOINTS.gameList, {
        query: {
          clientType: GAME_CLIENT_TYPE,
          platform: GAME_PLATFORMS,
          ...filter,
          pageNo: pageParam,
          pageSize,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    staleTime: 60_000,
    enabled: options.enabled ?? true,
  });
}

/** The ids of the member's favourite games; empty for a visitor. */
export function useFavouriteIds() {
  const loggedIn = useSessionStore((state) => state.member !== null);
  const query = useQuery({
    queryKey: queryKeys.favouriteGameIds(),
    queryFn: () => callApi<typeof favouriteGameIdsCall>(ENDPOINTS.favouriteGameIds),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  return loggedIn ? new Set(query.data ?? []) : new Set<number>();
}

export type ToggleFavourite = (change: { game: GameItem; favourite: boolean }) => void;

/**
 * Adds or removes a favourite; the heart turns at once and turns back if the server refuses. One
 * per grid, handed to its cards: each change is a mutation of its own with these callbacks.
 */
export function useToggleFavourite(): ToggleFavourite {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favourite }: { game: GameItem; favourite: boolean }) => {
      const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      return favourite
        ? callApi<typeof addFavouriteGameCall>(ENDPOINTS.addFavouriteGame, { body: input })
        : callApi<typeof removeFavouriteGameCall>(ENDPOINTS.removeFavouriteGame, { query: input });
    },
    onMutate: async ({ game, favourite }) => {
      await client.cancelQueries({ queryKey: queryKeys.favouriteGameIds() });
      const before = client.getQueryData<number[]>(queryKeys.favouriteGameIds());
      const rest = (before ?? []).filter((id) => id !== game.nodeId);
      client.setQueryData(queryKeys.favouriteGameIds(), favourite ? [game.nodeId, ...rest] : rest);
      return { before };
    },
    onError: (_error, _input, context) => {
      client.setQueryData(queryKeys.favouriteGameIds(), context?.before);
    },
    onSuccess: (ids) => {
      client.setQueryData(queryKeys.favouriteGameIds(), ids);
      // The favourites tab may have started loading while the change was on its way (the heart
      // turns at once, and a player can open the tab straight away).
      void refreshAfterChange(client, queryKeys.favouriteGameLists());
    },
  }).mutate;
}

export type MemberGameList = "favourites" | "recent";

/** The member's favourite or recent games of one type, page after page. */
export function useMemberGames(list: MemberGameList, gameType: GameType, enabled: boolean) {
  const { i18n } = useTranslation();
  const filter = { gameType };
  return useInfiniteQuery({
    queryKey:
      list === "favourites"
        ? queryKeys.favouriteGames(filter, i18n.language)
        : queryKeys.recentGames(filter, i18n.language),
    queryFn: async ({ pageParam }) => {
      const query = { gameType, pageNo: pageParam, pageSize: GAME_PAGE_SIZE };
      if (list === "favourites") {
        const page = await callApi<typeof favouriteGamesCall>(ENDPOINTS.favouriteGames, { query });
        return { games: page.content, totalPages: page.totalPages };
      }
      const page = await callApi<typeof recentGamesCall>(ENDPOINTS.recentGames, { query });
      return { games: page.list, totalPages: page.totalPages };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    enabled,
  });
}
