import type { CallValue } from "@banca/contract/call";
import type {
  claimMissionCall,
  missionLeaderboardCall,
  missionSummaryCall,
} from "@banca/contract/calls/missions";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MissionPeriod } from "@banca/contract/missions";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { useModules } from "#app/lib/site-status.ts";

export type Mission = CallValue<typeof missionSummaryCall>["list"][number];
export type Leaderboard = CallValue<typeof missionLeaderboardCall>;

/** Under the member's keys, so a logout drops them with the rest. */
export const missionKeys = {
  all: () => ["member", "missions"] as const,
  summary: (language: string) => ["member", "missions", "summary", language] as const,
  leaderboard: (period: MissionPeriod) => ["member", "missions", "leaderboard", period] as const,
};

export const missionSummaryQuery = (language: string) =>
  queryOptions({
    queryKey: missionKeys.summary(language),
    queryFn: () => callApi<typeof missionSummaryCall>(ENDPOINTS.missionSummary, { query: { size: 100 } }),
    // Progress follows settled bets a few seconds later; a minute is fresh enough for the badge.
    staleTime: 60_000,
  });

export const missionLeaderboardQuery = (period: MissionPeriod) =>
  queryOptions({
    queryKey: missionKeys.leaderboard(period),
    queryFn: () =>
      callApi<typeof missionLeaderboardCall>(ENDPOINTS.missionLeaderboard, { query: { period } }),
    staleTime: 30_000,
  });

/** Missions waiting for a claim, for the member centre's badge (0 while the module is off). */
export function useClaimableMissions(language: string): number {
  const modules = useModules();
  const { data } = useQuery({ ...missionSummaryQuery(language), enabled: modules.MISSIONLB3 === true });
  return data?.claimableCount ?? 0;
}

export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: number) =>
      callApi<typeof claimMissionCall>(ENDPOINTS.claimMission, { body: { missionId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: missionKeys.all() });
      void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
      void client.invalidateQueries({ queryKey: queryKeys.records() });
    },
  });
}
