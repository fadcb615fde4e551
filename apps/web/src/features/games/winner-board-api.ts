import type { winnerBoardCall } from "@banca/contract/calls/winner-board";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { GameType } from "@banca/contract/site";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

/** How often the board looks for new wins while it is on screen. */
const REFRESH_MS = 60_000;

/** The biggest recent wins of the merchant, of one game type or of all. */
export function useWinnerBoard(gameType?: GameType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.winnerBoard(gameType ?? "", i18n.language),
    queryFn: () =>
      callApi<typeof winnerBoardCall>(ENDPOINTS.winnerBoard, {
        query: { ...(gameType ? { gameType } : {}), language: i18n.language },
      }),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}
