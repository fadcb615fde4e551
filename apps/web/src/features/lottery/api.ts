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

/**
 * How often a page asks about an issue that has been drawn and is waiting for its result. A platform
 * draw settles within a second or two of its time; an official one when staff have entered it.
 */
const RESULT_POLL_MS = 2000;
/** With no issue on sale (a daily draw's next issue not opened yet), a page looks again this often. */
const NOTHING_ON_SALE_POLL_MS = 30_000;
/**
 * The longest a page goes without asking: what the draw schedule does not foretell (an order
 * cancelled on another device, an issue voided) shows within a minute.
 */
const LONGEST_WAIT_MS = 60_000;
/** The draw settles as its time passes: the page asks a moment after it, not at the very instant. */
const AFTER_DRAW_MS = 500;

/**
 * How long until the near call's answer can change (decision 121). Nothing it shows moves before
 * the issue on sale is drawn (the countdown ticks on its own), so a page asks again then, and every
 * couple of seconds while a drawn issue waits for its result. Asking every two seconds whatever the
 * schedule made the e-lottery lobby, a card per game, send nine calls a second for one idle player.
 * `age` is how long ago the answer arrived: its remaining time was counted from then.
 */
export function nearRefetchDelay(near: Near | undefined, age: number): number {
  if (!near || near.previousNumero?.state === "open") return RESULT_POLL_MS;
  const current = near.currentNumero;
  if (!current) return NOTHING_ON_SALE_POLL_MS;
  const untilDrawn = current.remainTime - age + AFTER_DRAW_MS;
  return Math.min(LONGEST_WAIT_MS, Math.max(AFTER_DRAW_MS, untilDrawn));
}

/** The near query's `refetchInterval`: TanStack Query asks it again each time an answer arrives. */
export const nearRefetchInterval = (query: { state: { data: Near | undefined; dataUpdatedAt: number } }) =>
  nearRefetchDelay(query.state.data, Date.now() - query.state.dataUpdatedAt);

export const lotteryKeys = {
  menu: (prizeMode: string, language: string) => ["lottery", "menu", prizeMode, language] as const,
  /** A member's prize groups follow its agent chain (decision 068): the game is read per account. */
  game: (code: string, language: string, account: string | null) =>
    ["lottery", "game", code, language, account] as const,
  near: (code: string) => ["lottery", "near", code] as const,
  history: (code: string, size: number) => ["lottery", "history", code, size] as const,
  /** A game's draw history at every page size. */
  histories: (code: string) => ["lottery", "history", code] as const,
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
    refetchInterval: nearRefetchInterval,
  });
}

/**
 * Runs `changed` when `value` moves from one known value to another: not for the first one, and
 * not while it is unknown (a query still loading). The page reacts to what its queries show.
 */
function useWhenChanged<T>(value: T | undefined, changed: (before: T, now: T) => void) {
  const seen = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of value, not of the callback, is the event; the callback of the render that saw it runs
  useEffect(() => {
    if (value === undefined) return;
    const before = seen.current;
    seen.current = value;
    if (before !== undefined && before !== value) changed(before, value);
  }, [value]);
}

/**
 * The draws and the member's orders change when a drawn issue's result is in (or the issue is void),
 * which the near call's last drawn issue shows: they are read again then (decision 121).
 */
export function useFollowDraws(code: string, near: Near | undefined) {
  const client = useQueryClient();
  const previous = near?.previousNumero;
  useWhenChanged(near ? `${previous?.numero}:${previous?.state}` : undefined, () => {
    if (previous?.state === "open") return;
    void client.invalidateQueries({ queryKey: lotteryKeys.histories(code) });
    void client.invalidateQueries({ queryKey: lotteryKeys.orders(code) });
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
    refetchInterval: LONGEST_WAIT_MS,
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
    refetchInterval: LONGEST_WAIT_MS,
  });
  // A draw that settles the member's orders pays them: the balance and the betting record follow
  // without a reload.
  const settled = orders.data?.filter((order) => order.state !== "open").length;
  useWhenChanged(settled, (before, now) => {
    if (now < before) return;
    void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
    void client.invalidateQueries({ queryKey: queryKeys.records() });
  });
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
