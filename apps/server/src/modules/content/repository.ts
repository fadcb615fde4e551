import type { LocalizedText } from "@banca/contract/localized";
import type { AnnouncementType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";

export type BannerRow = {
  id: number;
  group_name: string;
  url: string;
  title: LocalizedText;
  linkage_type: string;
  link: string;
};
export type AnnouncementRow = {
  id: number;
  type: Exclude<AnnouncementType, "B">;
  title: LocalizedText;
  content: LocalizedText;
  published_at: Date;
};
export type HelpTopicRow = { tag: string; title: LocalizedText; content: LocalizedText };

export function createContentRepository(db: Queryable) {
  return {
    banners: (merchantCode: string) =>
      db.query<BannerRow>(
        `SELECT id, group_name, url, title, linkage_type, link FROM banners
          WHERE merchant_code = $1 AND enabled ORDER BY group_name, sort, id`,
        [merchantCode],
      ),
    announcements: (merchantCode: string, types: readonly string[]) =>
      db.query<AnnouncementRow>(
        `SELECT id, type, title, content, published_at FROM announcements
          WHERE merchant_code = $1 AND enabled AND type = ANY ($2) AND published_at <= now()
          ORDER BY published_at DESC, id DESC`,
        [merchantCode, types],
      ),
    helpTopics: (merchantCode: string) =>
      db.query<HelpTopicRow>(
        "SELECT tag, title, content FROM help_topics WHERE merchant_code = $1 ORDER BY sort, id",
        [merchantCode],
      ),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
