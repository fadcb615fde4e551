import type { pvpRoomsCall } from "@banca/contract/calls/games";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

/** The rooms of one PVP game (its three stake levels). */
export function usePvpRooms(nodeId: number, vassalage: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.pvpRooms(nodeId, i18n.language),
    queryFn: () =>
      callApi<typeof pvpRoomsCall>(ENDPOINTS.pvpRooms, {
        query: { nodeId, vassalage, pageNo: 1, pageSize: 10 },
      }),
    staleTime: 60_000,
  });
}
