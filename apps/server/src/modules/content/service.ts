import type { AnnouncementsValue, Banner, Notice } from "@banca/contract/calls/announcements";
import type { HelpTopic } from "@banca/contract/calls/system";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import type { AnnouncementType } from "@banca/contract/site";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AnnouncementRow, ContentRepository } from "./repository.ts";

const NOTICE_GROUP = { PL: "player", PU: "popup", PR: "promotion", H: "headline" } as const;

export function createContentService(repository: ContentRepository) {
  return {
    async announcements(
      merchant: Merchant,
      language: Language,
      types: AnnouncementType[],
    ): Promise<AnnouncementsValue> {
      const fallback = merchant.settings.languages.default;
      const value: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [], headline: [] };
      if (types.includes("B")) {
        value.banners = (await repository.banners(merchant.code)).map(
          (row): Banner => ({
            bannerId: row.id,
            groupName: row.group_name as Banner["groupName"],
            url: row.url,
            title: pickText(row.title, language, fallback),
            linkageType: row.linkage_type as Banner["linkageType"],
            link: row.link,
          }),
        );
      }
      const noticeTypes = types.filter((type): type is AnnouncementRow["type"] => type !== "B");
      if (noticeTypes.length > 0) {
        for (const row of await repository.announcements(merchant.code, noticeTypes)) {
          const notice: Notice = {
            id: row.id,
            title: pickText(row.title, language, fallback),
            content: pickText(row.content, language, fallback),
            timestamp: new Date(row.published_at).getTime(),
          };
          value[NOTICE_GROUP[row.type]].push(notice);
        }
      }
      return value;
    },

    async helpTopics(merchant: Merchant, language: Language): Promise<HelpTopic[]> {
      const fallback = merchant.settings.languages.default;
      return (await repository.helpTopics(merchant.code)).map((row) => ({
        tag: row.tag,
        title: pickText(row.title, language, fallback),
        content: pickText(row.content, language, fallback),
      }));
    },
  };
}
