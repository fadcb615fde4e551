import type {
  protectionStatusCall,
  realityCheckCall,
  selfExcludeCall,
  setPlayerLimitCall,
  setRealityCheckCall,
} from "@banca/contract/calls/protection";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { ExclusionKind, LimitKind, LimitPeriod } from "@banca/contract/protection";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";

export const protectionKey = ["member", "protection"] as const;

export const protectionStatusQuery = () =>
  queryOptions({
    queryKey: protectionKey,
    queryFn: () => callApi<typeof protectionStatusCall>(ENDPOINTS.protectionStatus),
  });

export const setPlayerLimit = (body: { kind: LimitKind; period: LimitPeriod; amount: number | null }) =>
  callApi<typeof setPlayerLimitCall>(ENDPOINTS.setPlayerLimit, { body });

export const selfExclude = (body: { kind: ExclusionKind; duration: number | null; password: string }) =>
  callApi<typeof selfExcludeCall>(ENDPOINTS.selfExclude, { body });

export const setRealityCheck = (minutes: number | null) =>
  callApi<typeof setRealityCheckCall>(ENDPOINTS.setRealityCheck, { body: { minutes } });

export const readRealityCheck = () => callApi<typeof realityCheckCall>(ENDPOINTS.realityCheck);
