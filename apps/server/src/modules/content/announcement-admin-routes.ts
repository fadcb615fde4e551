import { localizedTextSchema } from "@banca/contract/localized";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import { csvFormatQuery } from "#app/modules/admin/csv.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import {
  type AnnouncementInput,
  createAnnouncementAdminRepository,
  type StoredAnnouncement,
} from "./announcement-admin-repository.ts";
import { cleanLocalizedHtml } from "./operator-html.ts";

const TYPES = ["PL", "PU", "PR", "H"] as const;
const nonEmpty = (text: Record<string, string | undefined>) =>
  Object.values(text).some((value) => value?.trim());
/** Announcements are numbered in an integer column: a larger id names none and is refused as input. */
const announcementId = z.number().int().positive().max(2_147_483_647);
const inputSchema = z.object({
  type: z.enum(TYPES).describe("PL player notice, PU pop-up, PR promotion notice, H headline"),
  title: localizedTextSchema.refine(nonEmpty, "a title in at least one language"),
  content: localizedTextSchema.refine(nonEmpty, "content in at least one language"),
  publishedAt: z.iso.datetime().optional().describe("When it shows; now when left out"),
  enabled: z.boolean().default(true),
});
const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(TYPES),
  title: localizedTextSchema,
  content: localizedTextSchema.describe("Sanitized HTML per language"),
  publishedAt: isoTime,
  enabled: z.boolean(),
});
const pageSchema = operatorPage(announcementSchema);

const present = (row: StoredAnnouncement): z.infer<typeof announcementSchema> => ({
  id: Number(row.id),
  type: row.type,
  title: row.title,
  content: row.content,
  publishedAt: new Date(row.published_at).toISOString(),
  enabled: row.enabled,
});

/** What is stored of an operator's announcement: its HTML cleaned as every operator HTML is. */
const stored = (input: z.output<typeof inputSchema>): AnnouncementInput => ({
  type: input.type,
  title: input.title,
  content: cleanLocalizedHtml(input.content),
  publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
  enabled: input.enabled,
});

/** The site's notices (player, pop-up, promotion notices and headlines) as the back office edits them. */
export function announcementAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const announcements = createAnnouncementAdminRepository(deps.db);
  const notFound = (id: number) => new AppError("announcement.not.found", `No announcement ${id}`);
  const audited = async (
    tx: Parameters<Parameters<AdminDeps["db"]["transaction"]>[0]>[0],
    entry: { merchantCode: string; actor: string; action: string; id: number; type?: string },
  ) =>
    recordAudit(tx, {
      merchantCode: entry.merchantCode,
      actor: entry.actor,
      action: entry.action,
      targetType: "announcement",
      targetId: String(entry.id),
      detail: entry.type ? { type: entry.type } : {},
    });

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/announcements",
      permission: "content.read",
      summary: "The site's announcements, newest first, enabled or not, by type",
      query: z.object({
        type: z.enum(TYPES).optional(),
        pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(50),
        ...csvFormatQuery,
      }),
      value: pageSchema,
      csv: (page: z.infer<typeof pageSchema>) => ({
        filename: "announcements",
        header: ["id", "type", "title", "publishedAt", "enabled"],
        rows: page.list.map((a) => [a.id, a.type, Object.values(a.title)[0] ?? "", a.publishedAt, a.enabled]),
      }),
    },
    async ({ merchant, query }) => {
      const { rows, totalCount } = await announcements.page(merchant.code, query);
      return {
        list: rows.map(present),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: Math.ceil(totalCount / query.pageSize),
      };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/announcements/create",
      permission: "content.write",
      summary: "Publishes an announcement on the site (its HTML sanitized)",
      body: inputSchema,
      value: announcementSchema,
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const row = await createAnnouncementAdminRepository(tx).create(merchant.code, stored(body));
        const actor = operatorActor(operator);
        await audited(tx, {
          merchantCode: merchant.code,
          actor,
          action: "announcement.create",
          id: row.id,
          type: row.type,
        });
        return present(row);
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/announcements/update",
      permission: "content.write",
      summary: "Replaces an announcement; enabled false takes it off the site",
      body: inputSchema.extend({ id: announcementId }),
      value: announcementSchema,
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const row = await createAnnouncementAdminRepository(tx).update(merchant.code, body.id, stored(body));
        if (!row) throw notFound(body.id);
        const actor = operatorActor(operator);
        await audited(tx, {
          merchantCode: merchant.code,
          actor,
          action: "announcement.update",
          id: row.id,
          type: row.type,
        });
        return present(row);
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/announcements/delete",
      permission: "content.write",
      summary: "Deletes an announcement",
      body: z.object({ id: announcementId }),
      value: z.object({ id: z.number().int(), deleted: z.literal(true) }),
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        if (!(await createAnnouncementAdminRepository(tx).remove(merchant.code, body.id)))
          throw notFound(body.id);
        await audited(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "announcement.delete",
          id: body.id,
        });
        return { id: body.id, deleted: true as const };
      }),
  );
}
