import type { CallValue } from "@banca/contract/call";
import type { playerRankCall, playerRankHistoryCall } from "@banca/contract/calls/rank";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";

export type PlayerRank = CallValue<typeof playerRankCall>;
export type RankLevel = PlayerRank["levels"][number];
export type RankChange = CallValue<typeof playerRankHistoryCall>["list"][number];

/** Under the member's keys, so a logout drops them with the rest; names follow the language. */
const rankKeys = {
  view: (language: string) => ["member", "rank", "view", language] as const,
  history: (pageNo: number, language: string) => ["member", "rank", "history", pageNo, language] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export const playerRankQuery = (language: string) =>
  queryOptions({
    queryKey: rankKeys.view(language),
    queryFn: () => callApi<typeof playerRankCall>(ENDPOINTS.playerRank),
    // Totals follow settled bets and deposits a few seconds later.
    staleTime: 15_000,
  });

export const rankHistoryQuery = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: rankKeys.history(pageNo, language),
    queryFn: () =>
      callApi<typeof playerRankHistoryCall>(ENDPOINTS.playerRankHistory, {
        query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
      }),
    staleTime: 15_000,
  });
