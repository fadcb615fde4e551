import type { CallValue } from "@banca/contract/call";
import type {
  agentAnnouncementDetailCall,
  agentAnnouncementsCall,
} from "@banca/contract/calls/agent-announcements";
import type { Language } from "@banca/contract/languages";
import { type LocalizedText, pickText } from "@banca/contract/localized";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { cleanLocalizedHtml, cleanOperatorHtml, plainExcerpt } from "#app/modules/content/operator-html.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import {
  type AgentAnnouncementRow,
  type AnnouncementValues,
  createAgentAnnouncementRepository,
} from "./announcements-repository.ts";
import { requireAgent } from "./team-scope.ts";

const EXCERPT_CHARS = 140;

const notFound = () => new AppError("announcement.not.found", "No such announcement");

export type AnnouncementChange = {
  title?: LocalizedText | undefined;
  content?: LocalizedText | undefined;
  /** Milliseconds since the epoch; agents see it from then on. */
  publishedAt?: number | undefined;
  enabled?: boolean | undefined;
};

/** Titles are plain text (the site shows them as text); content is operator HTML, cleaned here. */
function valuesOf(change: Required<Pick<AnnouncementChange, "title" | "content">> & AnnouncementChange) {
  const title = Object.fromEntries(
    Object.entries(change.title).map(([lang, text]) => [lang, (text ?? "").trim()]),
  );
  return {
    title,
    content: cleanLocalizedHtml(change.content),
    publishedAt: new Date(change.publishedAt ?? Date.now()),
    enabled: change.enabled ?? true,
  } satisfies AnnouncementValues;
}

const forOperator = (row: AgentAnnouncementRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  publishedAt: row.publishedAt.getTime(),
  enabled: row.enabled,
});

/**
 * Announcements addressed to agents (AGENTANNOUNCE3): agents read the published ones, 9 per page,
 * with a detail; operators write them in the back office, every change audited. The content is
 * cleaned when written and again when read (rows written before the policy, or by hand).
 */
export function createAgentAnnouncementService(db: Database) {
  const announcements = createAgentAnnouncementRepository(db);

  return {
    async list(
      merchant: Merchant,
      session: AuthenticatedSession | null,
      language: Language,
      page: { pageNo: number; pageSize: number },
    ): Promise<CallValue<typeof agentAnnouncementsCall>> {
      requireAgent(session);
      const fallback = merchant.settings.languages.default;
      const { list, total } = await announcements.page(
        merchant.code,
        page.pageSize,
        (page.pageNo - 1) * page.pageSize,
      );
      return {
        list: list.map((row) => ({
          id: row.id,
          title: pickText(row.title, language, fallback),
          excerpt: plainExcerpt(pickText(row.content, language, fallback), EXCERPT_CHARS),
          timestamp: row.publishedAt.getTime(),
        })),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },

    async detail(
      merchant: Merchant,
      session: AuthenticatedSession | null,
      language: Language,
      id: number,
    ): Promise<CallValue<typeof agentAnnouncementDetailCall>> {
      requireAgent(session);
      const row = await announcements.visible(merchant.code, id);
      if (!row) throw notFound();
      const fallback = merchant.settings.languages.default;
      return {
        id: row.id,
        title: pickText(row.title, language, fallback),
        content: cleanOperatorHtml(pickText(row.content, language, fallback)),
        timestamp: row.publishedAt.getTime(),
      };
    },

    async all(merchant: Merchant) {
      return (await announcements.all(merchant.code)).map(forOperator);
    },

    async create(
      merchant: Merchant,
      input: Required<Pick<AnnouncementChange, "title" | "content">> & AnnouncementChange,
      actor: string,
    ) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        const id = await createAgentAnnouncementRepository(tx).insert(merchant.code, values);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "agent.announcement.create",
          targetType: "announcement",
          targetId: String(id),
          detail: {
            title: values.title,
            publishedAt: values.publishedAt.toISOString(),
            enabled: values.enabled,
          },
        });
        return { id };
      });
    },

    async update(merchant: Merchant, id: number, change: AnnouncementChange, actor: string) {
      return db.transaction(async (tx) => {
        const repository = createAgentAnnouncementRepository(tx);
        const before = await repository.byId(merchant.code, id);
        if (!before) throw notFound();
        const values = valuesOf({
          title: change.title ?? before.title,
          content: change.content ?? before.content,
          publishedAt: change.publishedAt ?? before.publishedAt.getTime(),
          enabled: change.enabled ?? before.enabled,
        });
        await repository.update(merchant.code, id, values);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "agent.announcement.update",
          targetType: "announcement",
          targetId: String(id),
          detail: {
            changed: Object.keys(change).filter(
              (key) => change[key as keyof AnnouncementChange] !== undefined,
            ),
          },
        });
        return { id };
      });
    },

    async remove(merchant: Merchant, id: number, actor: string) {
      return db.transaction(async (tx) => {
        const repository = createAgentAnnouncementRepository(tx);
        const before = await repository.byId(merchant.code, id);
        if (!before) throw notFound();
        await repository.remove(merchant.code, id);
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "agent.announcement.delete",
          targetType: "announcement",
          targetId: String(id),
          detail: { title: before.title, publishedAt: before.publishedAt.toISOString() },
        });
        return { id };
      });
    },
  };
}
