import type { bgsRoundReplayCall } from "@banca/contract/calls/bgs-replay";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";

/** In-house rounds show in the record as `bgs-<betId>`; other vendors' rounds have no replay. */
export function replayBetId(round: { vassalage: string; roundId: string; status: string }): number | null {
  if (round.vassalage !== "BGS" || round.status === "open") return null;
  const match = /^bgs-([1-9][0-9]{0,15})$/.exec(round.roundId);
  return match ? Number(match[1]) : null;
}

/** A finished round does not change: its replay is read once. */
export const bgsReplayQuery = (betId: number) =>
  queryOptions({
    queryKey: queryKeys.bgsReplay(betId),
    queryFn: () => callApi<typeof bgsRoundReplayCall>(ENDPOINTS.bgsRoundReplay, { query: { betId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
