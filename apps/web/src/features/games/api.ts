import type { gameMenusCall, newGameVendorCall } from "@banca/contract/calls/games";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { GameType } from "@banca/contract/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

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
