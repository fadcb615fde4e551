import type { CallBody, CallValue } from "@banca/contract/call";
import type {
  affiliateLinksCall,
  createAffiliateLinkCall,
  downlineDetailCall,
  downlinesCall,
  myRebateRatesCall,
  promoteDownlineCall,
  RebateRates,
  RebateRatesInput,
  registerDownlineCall,
  removeAffiliateLinkCall,
  setDownlinePrizeGroupCall,
  setDownlineRebatesCall,
} from "@banca/contract/calls/agent-team";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { agentKeys } from "./keys.ts";
import type { TeamScope } from "./reports.ts";

export type { RebateRates, RebateRatesInput };
export type DownlineKind = "player" | "agent";
export type AffiliateLinks = CallValue<typeof affiliateLinksCall>;
export type AffiliateLink = AffiliateLinks["links"][number];
export type DownlinesPage = CallValue<typeof downlinesCall>;
export type Downline = DownlinesPage["list"][number];
export type DownlineDetail = CallValue<typeof downlineDetailCall>;

export const TEAM_PAGE_SIZE = 20;

/** The agent's own rates: the most it may give anyone in its team. */
export const myRebateRatesQuery = () =>
  queryOptions({
    queryKey: agentKeys.myRates(),
    queryFn: () => callApi<typeof myRebateRatesCall>(ENDPOINTS.agentMyRebateRates),
    staleTime: 60_000,
  });

export const affiliateLinksQuery = () =>
  queryOptions({
    queryKey: agentKeys.affiliateLinks(),
    queryFn: () => callApi<typeof affiliateLinksCall>(ENDPOINTS.agentAffiliateLinks),
  });

export type DownlinesFilter = {
  username?: string;
  scope: TeamScope;
  kind?: DownlineKind;
  level?: number;
  online?: "true" | "false";
  sort: "registeredAt" | "lastLoginAt" | "balance" | "username" | "level";
  order: "asc" | "desc";
  pageNo: number;
  pageSize: number;
};

export const downlinesQuery = (filter: DownlinesFilter) =>
  queryOptions({
    queryKey: agentKeys.downlines(filter),
    queryFn: () => callApi<typeof downlinesCall>(ENDPOINTS.agentDownlines, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const downlineDetailQuery = (memberId: number) =>
  queryOptions({
    queryKey: agentKeys.downline(memberId),
    queryFn: () => callApi<typeof downlineDetailCall>(ENDPOINTS.agentDownlineDetail, { query: { memberId } }),
  });

/** A team change shows in the team list, the overview and the reports at once. */
const refreshTeam = () => queryClient.invalidateQueries({ queryKey: agentKeys.all() });

/** Sealed with the session key (an encrypted call): it carries the new account's password. */
export async function registerDownline(body: CallBody<typeof registerDownlineCall>) {
  const created = await callApi<typeof registerDownlineCall>(ENDPOINTS.agentRegisterDownline, {
    body,
    encrypted: true,
  });
  await refreshTeam();
  return created;
}

export async function createAffiliateLink(body: {
  kind: DownlineKind;
  agentLevel?: 1 | 2;
  rebateRates: RebateRatesInput;
}) {
  const link = await callApi<typeof createAffiliateLinkCall>(ENDPOINTS.agentCreateAffiliateLink, { body });
  await queryClient.invalidateQueries({ queryKey: agentKeys.affiliateLinks() });
  return link;
}

export async function removeAffiliateLink(id: number) {
  await callApi<typeof removeAffiliateLinkCall>(ENDPOINTS.agentRemoveAffiliateLink, { body: { id } });
  await queryClient.invalidateQueries({ queryKey: agentKeys.affiliateLinks() });
}

export async function setDownlineRebates(memberId: number, rebateRates: RebateRatesInput) {
  const result = await callApi<typeof setDownlineRebatesCall>(ENDPOINTS.agentSetDownlineRebates, {
    body: { memberId, rebateRates },
  });
  await refreshTeam();
  return result;
}

/** A direct downline's highest lottery prize group (decision 068). */
export async function setDownlinePrizeGroup(memberId: number, prizeGroup: number) {
  const result = await callApi<typeof setDownlinePrizeGroupCall>(ENDPOINTS.agentSetDownlinePrizeGroup, {
    body: { memberId, prizeGroup },
  });
  await refreshTeam();
  return result;
}

export async function promoteDownline(memberId: number, agentLevel: 1 | 2) {
  const result = await callApi<typeof promoteDownlineCall>(ENDPOINTS.agentPromoteDownline, {
    body: { memberId, agentLevel },
  });
  await refreshTeam();
  return result;
}
