import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, LINKAGE_TYPES } from "../site.ts";

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

const typesParam = z
  .string()
  .default("B")
  .transform((value) => value.split(",").map((type) => type.trim()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1));

export const listAnnouncementsCall = defineCall({
  id: "listAnnouncements",
  ...ENDPOINTS.listAnnouncements,
  tag: "announcements",
  summary: "Banners (B), player notices (PL), pop-ups (PU), promotion notices (PR) and headlines (H)",
  query: z.object({ types: typesParam, platform: z.enum(["W"]).default("W") }),
  value: z.object({
    banners: z.array(bannerSchema),
    player: z.array(noticeSchema),
    popup: z.array(noticeSchema),
    promotion: z.array(noticeSchema),
    headline: z.array(noticeSchema),
  }),
});
export type AnnouncementsValue = z.infer<typeof listAnnouncementsCall.value>;
