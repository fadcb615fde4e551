import type { CallValue } from "@banca/contract/call";
import type {
  claimPromotionCall,
  joinPromotionCall,
  myPromotionsCall,
  PromotionCard,
  PromotionDetail,
  promotionDetailCall,
  promotionListCall,
} from "@banca/contract/calls/promotions";
import type { claimRaffleCall, RaffleDetail, raffleDrawCall } from "@banca/contract/calls/raffles";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError, callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useSessionStore } from "#app/stores/session-store.ts";

export type { PromotionCard, PromotionDetail, RaffleDetail };
export type RaffleDraw = CallValue<typeof raffleDrawCall>;
export type RewardPage = CallValue<typeof myPromotionsCall>;

/**
 * Promotion answers depend on who asks (the member's own status), so their keys carry the viewer:
 * a login or a logout asks again instead of showing the other person's view.
 */
export const promotionKeys = {
  all: () => ["promotions"] as const,
  list: (language: string, viewer: number | null) => ["promotions", "list", language, viewer] as const,
  detail: (id: number, language: string, viewer: number | null) =>
    ["promotions", "detail", id, language, viewer] as const,
  rewards: (pageNo: number) => ["member", "rewards", pageNo] as const,
  raffleDraw: (id: number) => ["promotions", "raffle-draw", id] as const,
};

function useViewer() {
  const { i18n } = useTranslation();
  const viewer = useSessionStore((state) => state.member?.id ?? null);
  return { language: i18n.language, viewer };
}

export function usePromotions() {
  const { language, viewer } = useViewer();
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.list(language, viewer),
      queryFn: () => callApi<typeof promotionListCall>(ENDPOINTS.promotionList),
      select: (value) => value.list,
      staleTime: 60_000,
    }),
  );
}

export function usePromotion(id: number) {
  const { language, viewer } = useViewer();
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.detail(id, language, viewer),
      queryFn: () => callApi<typeof promotionDetailCall>(ENDPOINTS.promotionDetail, { query: { id } }),
      // A promotion that does not exist (or was switched off) will not appear by asking again.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
    }),
  );
}

export const rewardCentreQuery = (pageNo: number) =>
  queryOptions({
    queryKey: promotionKeys.rewards(pageNo),
    queryFn: () =>
      callApi<typeof myPromotionsCall>(ENDPOINTS.myPromotions, { query: { pageNo, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

/** After a claim or an application: the promotions, the reward centre, and for money the wallet and records. */
function useAfterAction(moneyMoved: boolean) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: promotionKeys.all() });
    void client.invalidateQueries({ queryKey: ["member", "rewards"] });
    if (moneyMoved) {
      void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void client.invalidateQueries({ queryKey: queryKeys.records() });
    }
  };
}

export function useClaimPromotion() {
  const refresh = useAfterAction(true);
  return useMutation({
    mutationFn: (promotionId: number) =>
      callApi<typeof claimPromotionCall>(ENDPOINTS.claimPromotion, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

export function useJoinPromotion() {
  const refresh = useAfterAction(false);
  return useMutation({
    mutationFn: (body: { promotionId: number; comment: string; images: { data: string }[] }) =>
      callApi<typeof joinPromotionCall>(ENDPOINTS.joinPromotion, { body }),
    onSuccess: refresh,
  });
}

/** A lucky draw's prizes the member won: claimed once, paid to the main wallet. */
export function useClaimRaffle() {
  const refresh = useAfterAction(true);
  return useMutation({
    mutationFn: (promotionId: number) =>
      callApi<typeof claimRaffleCall>(ENDPOINTS.claimRaffle, { body: { promotionId } }),
    onSuccess: refresh,
  });
}

/** What the verifier needs of a drawn raffle (asked for when the player opens the check). */
export function useRaffleDraw(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: promotionKeys.raffleDraw(id),
      queryFn: () => callApi<typeof raffleDrawCall>(ENDPOINTS.raffleDraw, { query: { promotionId: id } }),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
