import type { CallValue } from "@banca/contract/call";
import type {
  cancelOrderCall,
  drawDetailCall,
  drawHistoryCall,
  lotteryGameCall,
  lotteryMenuCall,
  lotteryPopularCall,
  lotteryRecentCall,
  nearNumerosCall,
  placeBetsCall,
  todayOrdersCall,
} from "@banca/contract/calls/lottery";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";

export type LotteryGameInfo = CallValue<typeof lotteryGameCall>;
export type Near = CallValue<typeof nearNumerosCall>;
export type History = CallValue<typeof drawHistoryCall>;
export type Order = CallValue<typeof todayOrdersCall>[number];
export type PlaceBody = { contents: unknown[]; stopOnWin: boolean; requestId: string };

/** How often an open page asks for the issue on sale and the draws: results arrive without a reload. */
export const POLL_MS = 2000;

export const lotteryKeys = {
  menu: (prizeMode: string, language: string) => ["lottery", "menu", prizeMode, language] as const,
  /** A member's prize groups follow its agent chain (decision 068): the game is read per account. */
  game: (code: string, language: string, account: string | null) =>
    ["lottery", "game", code, language, account] as const,
  near: (code: string) => ["lottery", "near", code] as const,
  history: (code: string, size: number) => ["lottery", "history", code, size] as const,
  detail: (code: string, numero: string) => ["lottery", "detail", code, numero] as const,
  popular: (language: string) => ["lottery", "popular", language] as const,
  recent: (language: string) => ["member", "lottery", "recent", language] as const,
  orders: (code: string) => ["member", "lottery", "orders", code] as const,
};

export function useLotteryMenu(prizeMode: "VN" | "Lott") {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.menu(prizeMode, i18n.language),
    queryFn: () =>
      callApi<typeof lotteryMenuCall>(LOTTERY_ENDPOINTS.lotteryMenu, { query: { prizeMode, device: "WEB" } }),
    staleTime: 60_000,
  });
}

export function useLotteryGame(code: string | null) {
  const { i18n } = useTranslation();
  const account = useSessionStore((state) => state.member?.account ?? null);
  return useQuery({
    queryKey: lotteryKeys.game(code ?? "", i18n.language, account),
    queryFn: () =>
      callApi<typeof lotteryGameCall>(LOTTERY_ENDPOINTS.lotteryGame, { query: { gameCode: code! } }),
    enabled: code !== null,
    staleTime: 60_000,
    // The member's answer replaces the visitor's one the page read before the session loaded (and a
    // new language's, the old one's): the same game stays on screen meanwhile, so the play and the
    // slip the player has begun are kept, not reset by a page that blinks to "loading".
    placeholderData: (previous) => (previous?.game.gameCode === code ? previous : undefined),
  });
}

export function useNear(code: string | null) {
  return useQuery({
    queryKey: lotteryKeys.near(code ?? ""),
    queryFn: () =>
      callApi<typeof nearNumerosCall>(LOTTERY_ENDPOINTS.nearNumeros, { query: { gameCode: code! } }),
    enabled: code !== null,
    refetchInterval: POLL_MS,
  });
}

export function useHistory(code: string | null, size = 20) {
  return useQuery({
    queryKey: lotteryKeys.history(code ?? "", size),
    queryFn: () =>
      callApi<typeof drawHistoryCall>(LOTTERY_ENDPOINTS.drawHistory, {
        query: { gameCode: code!, size, page: 1 },
      }),
    enabled: code !== null,
    refetchInterval: POLL_MS,
  });
}

export function useDrawDetail(code: string, numero: string) {
  return useQuery({
    queryKey: lotteryKeys.detail(code, numero),
    queryFn: () =>
      callApi<typeof drawDetailCall>(LOTTERY_ENDPOINTS.drawDetail, { query: { gameCode: code, numero } }),
    enabled: code !== "" && numero !== "",
  });
}

export function usePopular() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: lotteryKeys.popular(i18n.language),
    queryFn: () =>
      callApi<typeof lotteryPopularCall>(LOTTERY_ENDPOINTS.lotteryPopular, { query: { count: 20 } }),
    staleTime: 60_000,
  });
}

export function useRecent() {
  const { i18n } = useTranslation();
  const member = useSessionStore((state) => state.member);
  return useQuery({
    queryKey: lotteryKeys.recent(i18n.language),
    queryFn: () => callApi<typeof lotteryRecentCall>(LOTTERY_ENDPOINTS.lotteryRecent),
    enabled: member !== null,
  });
}

export function useTodayOrders(code: string | null) {
  const member = useSessionStore((state) => state.member);
  const client = useQueryClient();
  const orders = useQuery({
    queryKey: lotteryKeys.orders(code ?? ""),
    queryFn: () =>
      callApi<typeof todayOrdersCall>(LOTTERY_ENDPOINTS.todayOrders, { query: { gameCode: code! } }),
    enabled: member !== null && code !== null,
    refetchInterval: POLL_MS,
  });
  // A draw that settles the member's orders pays them: the balance and the betting record follow
  // without a reload.
  const settled = orders.data?.filter((order) => order.state !== "open").length;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (settled === undefined) return;
    if (seen.current !== undefined && settled > seen.current) {
      void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void client.invalidateQueries({ queryKey: queryKeys.records() });
    }
    seen.current = settled;
  }, [settled, client]);
  return orders;
}

/** A placed slip or a cancelled order changes the balance, the orders and the betting record. */
function useMoneyChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void client.invalidateQueries({ queryKey: ["member", "lottery"] });
    void client.invalidateQueries({ queryKey: queryKeys.records() });
  };
}

export function usePlaceBets() {
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (body: PlaceBody) => callApi<typeof placeBetsCall>(LOTTERY_ENDPOINTS.placeBets, { body }),
    onSuccess: changed,
  });
}

export function useCancelOrder() {
  const changed = useMoneyChanged();
  return useMutation({
    mutationFn: (orderId: number) =>
      callApi<typeof cancelOrderCall>(LOTTERY_ENDPOINTS.cancelOrder, { body: { orderId } }),
    onSuccess: changed,
  });
}

export function useOpened(code: string | null, area: "VN" | "LOTT") {
  const member = useSessionStore((state) => state.member);
  const endpoint = area === "VN" ? LOTTERY_ENDPOINTS.vnOpenedNumeros : LOTTERY_ENDPOINTS.lottoOpenedNumeros;
  return useQuery({
    queryKey: ["member", "lottery", "opened", code ?? ""],
    queryFn: () =>
      callApi<typeof import("@banca/contract/calls/lottery").vnOpenedNumerosCall>(endpoint, {
        query: { gameCode: code! },
      }),
    enabled: member !== null && code !== null,
    refetchInterval: 10_000,
  });
}
