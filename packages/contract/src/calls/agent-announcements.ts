import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** The agent centre's announcement page shows this many per page, like the players' page. */
export const AGENT_ANNOUNCEMENT_PAGE_SIZE = 9;

export const agentAnnouncementsCall = defineCall({
  id: "agentAnnouncements",
  ...ENDPOINTS.agentAnnouncements,
  tag: "agent",
  summary: "Announcements the operator addresses to agents, newest first, 9 per page",
  auth: "member",
  moduleId: "AGENTANNOUNCE3",
  query: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(AGENT_ANNOUNCEMENT_PAGE_SIZE),
  }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        /** The start of the content as plain text (no markup), for the list. */
        excerpt: z.string(),
        /** Milliseconds since the epoch. */
        timestamp: z.number().int(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const agentAnnouncementDetailCall = defineCall({
  id: "agentAnnouncementDetail",
  ...ENDPOINTS.agentAnnouncementDetail,
  tag: "agent",
  summary: "One announcement addressed to agents, with its content as sanitized HTML",
  auth: "member",
  moduleId: "AGENTANNOUNCE3",
  query: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  value: z.object({
    id: z.number().int(),
    title: z.string(),
    /** Sanitized HTML: clean it again when rendering. */
    content: z.string(),
    timestamp: z.number().int(),
  }),
});
