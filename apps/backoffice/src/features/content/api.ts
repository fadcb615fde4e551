import type {
  AdminBanner,
  AdminHelpTopic,
  BannerInput,
  ContentImage,
  HelpTopicInput,
} from "@banca/contract/backoffice/content";
import { queryOptions } from "@tanstack/react-query";
import type { Page } from "#bo/features/deposits/api.ts";
import { ApiError, adminCall } from "#bo/lib/api.ts";
import { currentMerchant } from "#bo/lib/merchant.ts";

export type { AdminBanner, AdminHelpTopic };

type Localized = Partial<Record<string, string>>;

/** The text of a localized field in the staff member's language, or any the record has. */
export function localText(text: Localized, locale: string) {
  const language = locale.startsWith("zh") ? "cn" : locale.slice(0, 2);
  return text[language] ?? text.en ?? Object.values(text).find(Boolean) ?? "";
}
/** The catalogue language a staff member writes in: cn for Chinese, en otherwise. */
export const writingLanguage = (locale: string) => (locale.startsWith("zh") ? "cn" : "en");

// Banners
export const bannersQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "banners", "list"],
    queryFn: () => adminCall<{ list: AdminBanner[] }>("GET", "/admin/api/banners"),
  });
export const createBanner = (input: BannerInput) =>
  adminCall<AdminBanner>("POST", "/admin/api/banners/create", { body: input });
export const updateBanner = (input: BannerInput & { id: number }) =>
  adminCall<AdminBanner>("POST", "/admin/api/banners/update", { body: input });
export const deleteBanner = (id: number) => adminCall("POST", "/admin/api/banners/delete", { body: { id } });
export const reorderBanners = (input: { groupName: string; ids: number[] }) =>
  adminCall<{ list: AdminBanner[] }>("POST", "/admin/api/banners/reorder", { body: input });

/** Uploads a picture's bytes as they are (the server reads the type from them) and answers its address. */
export async function uploadContentImage(file: Blob): Promise<ContentImage> {
  const headers: Record<string, string> = {
    "X-Banca-Staff": "1",
    Accept: "application/json",
    "Content-Type": file.type || "application/octet-stream",
  };
  const merchant = currentMerchant();
  if (merchant) headers.Merchant = merchant;
  const response = await fetch("/admin/api/content-images", {
    method: "POST",
    headers,
    credentials: "same-origin",
    body: file,
  });
  const envelope = (await response.json().catch(() => null)) as {
    success: boolean;
    value: ContentImage;
    errorCode?: string;
    message?: string;
  } | null;
  if (!envelope?.success) {
    throw new ApiError(
      envelope?.errorCode || `http.${response.status}`,
      envelope?.message || response.statusText,
      response.status,
    );
  }
  return envelope.value;
}

// Help topics
export const helpTopicsQuery = (merchant: string) =>
  queryOptions({
    queryKey: [merchant, "help-topics", "list"],
    queryFn: () => adminCall<{ list: AdminHelpTopic[] }>("GET", "/admin/api/help-topics"),
  });
export const createHelpTopic = (input: HelpTopicInput) =>
  adminCall<AdminHelpTopic>("POST", "/admin/api/help-topics/create", { body: input });
export const updateHelpTopic = (input: HelpTopicInput & { id: number }) =>
  adminCall<AdminHelpTopic>("POST", "/admin/api/help-topics/update", { body: input });
export const deleteHelpTopic = (id: number) =>
  adminCall("POST", "/admin/api/help-topics/delete", { body: { id } });

// Announcements
export const ANNOUNCEMENT_TYPES = ["PL", "PU", "PR", "H"] as const;
export type Announcement = {
  id: number;
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  title: Localized;
  content: Localized;
  publishedAt: string;
  enabled: boolean;
};
export type AnnouncementDraft = Omit<Announcement, "id" | "publishedAt"> & { publishedAt?: string };
export const announcementsQuery = (merchant: string, filter: { type: string; pageNo: number }) =>
  queryOptions({
    queryKey: [merchant, "announcements", filter],
    queryFn: () =>
      adminCall<Page<Announcement>>("GET", "/admin/api/announcements", {
        query: { type: filter.type, pageNo: filter.pageNo, pageSize: 20 },
      }),
  });
export const createAnnouncement = (draft: AnnouncementDraft) =>
  adminCall<Announcement>("POST", "/admin/api/announcements/create", { body: draft });
export const updateAnnouncement = (draft: AnnouncementDraft & { id: number }) =>
  adminCall<Announcement>("POST", "/admin/api/announcements/update", { body: draft });
export const deleteAnnouncement = (id: number) =>
  adminCall("POST", "/admin/api/announcements/delete", { body: { id } });

// Inbox messages
export type SentMessage = {
  id: number;
  audience: "member" | "all";
  username: string | null;
  kind: "system" | "operator";
  template: string | null;
  title: Localized | null;
  content: Localized | null;
  sentBy: string;
  sentAt: string;
  recipients: number;
  reads: number;
};
export const sentMessagesQuery = (merchant: string, pageNo: number) =>
  queryOptions({
    queryKey: [merchant, "messages", pageNo],
    queryFn: () =>
      adminCall<Page<SentMessage>>("GET", "/admin/api/messages", { query: { pageNo, pageSize: 20 } }),
  });
export type MessageDraft =
  | { audience: "member"; username: string; title: Localized; content: Localized }
  | { audience: "all"; title: Localized; content: Localized };
export const sendMessage = (draft: MessageDraft) =>
  adminCall<{ id: number }>("POST", "/admin/api/messages", { body: draft });
