import type { CallValue } from "@banca/contract/call";
import type {
  convertPointCall,
  pointBalanceCall,
  pointConfigCall,
  pointRewardsCall,
  redeemListCall,
  redeemPointRewardCall,
} from "@banca/contract/calls/points";
import type { memberTransactionsCall } from "@banca/contract/calls/records";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { RedeemStatus } from "@banca/contract/points";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

export type Reward = CallValue<typeof pointRewardsCall>["list"][number];
export type RedeemRecord = CallValue<typeof redeemListCall>["list"][number];
export type PointLine = CallValue<typeof memberTransactionsCall>["list"][number];

/** Under the member's keys, so a logout drops them with the rest. */
export const pointKeys = {
  all: () => ["member", "points"] as const,
  balance: () => ["member", "points", "balance"] as const,
  config: (language: string) => ["member", "points", "config", language] as const,
  rewards: (language: string) => ["member", "points", "rewards", language] as const,
  redeems: (pageNo: number, status: RedeemStatus | null) =>
    ["member", "points", "redeems", pageNo, status] as const,
  details: (pageNo: number, startTime: number) => ["member", "points", "details", pageNo, startTime] as const,
};

export const pointBalanceQuery = () =>
  queryOptions({
    queryKey: pointKeys.balance(),
    queryFn: () => callApi<typeof pointBalanceCall>(ENDPOINTS.pointBalance),
  });

export const pointConfigQuery = (language: string) =>
  queryOptions({
    queryKey: pointKeys.config(language),
    queryFn: () => callApi<typeof pointConfigCall>(ENDPOINTS.pointConfig),
    staleTime: 5 * 60_000,
  });

export const pointRewardsQuery = (language: string) =>
  queryOptions({
    queryKey: pointKeys.rewards(language),
    queryFn: () => callApi<typeof pointRewardsCall>(ENDPOINTS.pointRewards),
  });

export const redeemListQuery = (pageNo: number, status: RedeemStatus | null) =>
  queryOptions({
    queryKey: pointKeys.redeems(pageNo, status),
    queryFn: () =>
      callApi<typeof redeemListCall>(ENDPOINTS.redeemList, {
        query: { pageNo, pageSize: 10, ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** The points account's lines (ODSFE2_MemTransDet with account=POINTS) over a range of at most 90 days. */
export const pointDetailsQuery = (pageNo: number, startTime: number, endTime: number) =>
  queryOptions({
    queryKey: pointKeys.details(pageNo, startTime),
    queryFn: () =>
      callApi<typeof memberTransactionsCall>(ENDPOINTS.memberTransactions, {
        query: { account: "POINTS", startTime, endTime, pageNo, pageSize: 10 },
      }),
    placeholderData: keepPreviousData,
  });

function useAfterPointsMoved(moneyMoved: boolean) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: pointKeys.all() });
    if (moneyMoved) {
      void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void client.invalidateQueries({ queryKey: queryKeys.records() });
    }
  };
}

export function useRedeem() {
  const after = useAfterPointsMoved(false);
  return useMutation({
    mutationFn: (body: {
      rewardId: number;
      quantity: number;
      password: string;
      receivingAddress?: string;
      contactNumber?: string;
      requestId: string;
    }) => callApi<typeof redeemPointRewardCall>(ENDPOINTS.redeemPointReward, { body, encrypted: true }),
    onSuccess: after,
  });
}

export function useConvert() {
  const after = useAfterPointsMoved(true);
  return useMutation({
    mutationFn: (body: { points: string; password: string; requestId: string }) =>
      callApi<typeof convertPointCall>(ENDPOINTS.convertPoint, { body, encrypted: true }),
    onSuccess: after,
  });
}
