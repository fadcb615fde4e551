import type { CallValue } from "@banca/contract/call";
import type {
  agentAnnouncementDetailCall,
  agentAnnouncementsCall,
} from "@banca/contract/calls/agent-announcements";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { agentKeys } from "./keys.ts";

// The contract's AGENT_ANNOUNCEMENT_PAGE_SIZE; its call file brings zod, which the site leaves out.
export const AGENT_ANNOUNCEMENT_PAGE_SIZE = 9;

export type AgentAnnouncementPage = CallValue<typeof agentAnnouncementsCall>;
export type AgentAnnouncement = CallValue<typeof agentAnnouncementDetailCall>;

/** Announcements the operator addresses to agents, 9 per page, in the reader's language. */
export const agentAnnouncementsQuery = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: agentKeys.announcements(pageNo, language),
    queryFn: () =>
      callApi<typeof agentAnnouncementsCall>(ENDPOINTS.agentAnnouncements, {
        query: { pageNo, pageSize: AGENT_ANNOUNCEMENT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const agentAnnouncementQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: agentKeys.announcement(id, language),
    queryFn: () =>
      callApi<typeof agentAnnouncementDetailCall>(ENDPOINTS.agentAnnouncementDetail, { query: { id } }),
  });
