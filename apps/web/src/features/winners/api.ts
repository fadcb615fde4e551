import type { raffleWinnersCall } from "@banca/contract/calls/raffles";
import { WINNER_BOARD_MAX_SIZE, type winnerBoardCall } from "@banca/contract/calls/winner-board";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { GameType } from "@banca/contract/site";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";

export type WinnersPeriod = 1 | 7 | 30;

const winnersKeys = {
  wins: (gameType: string, days: number, language: string) =>
    ["winners", "wins", gameType, days, language] as const,
  raffles: (language: string) => ["winners", "raffles", language] as const,
};

/** The biggest wins of the period, of one game type or of all: the winner board's call, with more of them. */
export function useBiggestWins(gameType: GameType | "", days: WinnersPeriod) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: winnersKeys.wins(gameType, days, i18n.language),
    queryFn: () =>
      callApi<typeof winnerBoardCall>(ENDPOINTS.winnerBoard, {
        query: {
          ...(gameType ? { gameType } : {}),
          language: i18n.language,
          size: WINNER_BOARD_MAX_SIZE,
          days,
        },
      }),
    select: (value) => value.list,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The latest lucky-draw winners, newest draw first. */
export function useRaffleWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: winnersKeys.raffles(i18n.language),
    queryFn: () => callApi<typeof raffleWinnersCall>(ENDPOINTS.raffleWinners, { query: { size: 30 } }),
    select: (value) => value.list,
    staleTime: 60_000,
  });
}
