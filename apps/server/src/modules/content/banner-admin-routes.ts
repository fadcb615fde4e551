import {
  adminBannerSchema,
  bannerInputSchema,
  bannerListQuery,
  bannerReorderSchema,
  contentRowId,
  idBodySchema,
} from "@banca/contract/backoffice/content";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorList } from "#app/modules/admin/answer-schemas.ts";
import { csvFormatQuery } from "#app/modules/admin/csv.ts";
import {
  type BannerWrite,
  createBannerAdminRepository,
  type StoredBanner,
} from "./banner-admin-repository.ts";
import { auditContent } from "./content-audit.ts";
import { forgetFirstBanners } from "./first-banner.ts";

type AdminBanner = z.infer<typeof adminBannerSchema>;
const listSchema = operatorList(adminBannerSchema);

const present = (row: StoredBanner): AdminBanner => ({
  id: Number(row.id),
  groupName: row.group_name as AdminBanner["groupName"],
  url: row.url,
  title: row.title,
  linkageType: row.linkage_type as AdminBanner["linkageType"],
  link: row.link,
  sort: row.sort,
  enabled: row.enabled,
});

const written = (input: z.output<typeof bannerInputSchema>): BannerWrite => ({
  groupName: input.groupName,
  url: input.url,
  title: Object.fromEntries(Object.entries(input.title).map(([lang, text]) => [lang, (text ?? "").trim()])),
  linkageType: input.linkageType,
  link: input.link,
  enabled: input.enabled,
});

/** The site's banners by page group as the back office edits them: list, add, change, delete, reorder. */
export function bannerAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const notFound = (id: number) => new AppError("banner.not.found", `No banner ${id}`);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/banners",
      permission: "content.read",
      summary: "The site's banners, enabled or not, by group and in the order the site shows them",
      query: bannerListQuery.extend(csvFormatQuery),
      value: listSchema,
      csv: (value: z.infer<typeof listSchema>) => ({
        filename: "banners",
        header: ["id", "groupName", "sort", "title", "url", "linkageType", "link", "enabled"],
        rows: value.list.map((b) => [
          b.id,
          b.groupName,
          b.sort,
          Object.values(b.title)[0] ?? "",
          b.url,
          b.linkageType,
          b.link,
          b.enabled,
        ]),
      }),
    },
    async ({ merchant, query }) => ({
      list: (await createBannerAdminRepository(deps.db).list(merchant.code, query.groupName)).map(present),
    }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/banners/create",
      permission: "content.write",
      summary: "Adds a banner at the end of its group",
      body: bannerInputSchema,
      value: adminBannerSchema,
    },
    async ({ merchant, operator, body }) => {
      const row = await deps.db.transaction(async (tx) => {
        const created = await createBannerAdminRepository(tx).create(merchant.code, written(body));
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "banner.create",
          targetType: "banner",
          id: Number(created.id),
          detail: { groupName: created.group_name, url: created.url },
        });
        return created;
      });
      forgetFirstBanners(merchant.code);
      return present(row);
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/banners/update",
      permission: "content.write",
      summary: "Replaces a banner; enabled false takes it off the site, another group puts it last there",
      body: bannerInputSchema.safeExtend({ id: contentRowId }),
      value: adminBannerSchema,
    },
    async ({ merchant, operator, body }) => {
      const row = await deps.db.transaction(async (tx) => {
        const updated = await createBannerAdminRepository(tx).update(merchant.code, body.id, written(body));
        if (!updated) throw notFound(body.id);
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "banner.update",
          targetType: "banner",
          id: body.id,
          detail: { groupName: updated.group_name, url: updated.url, enabled: updated.enabled },
        });
        return updated;
      });
      forgetFirstBanners(merchant.code);
      return present(row);
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/banners/delete",
      permission: "content.write",
      summary: "Deletes a banner",
      body: idBodySchema,
      value: z.object({ id: z.number().int(), deleted: z.literal(true) }),
    },
    async ({ merchant, operator, body }) => {
      await deps.db.transaction(async (tx) => {
        const removed = await createBannerAdminRepository(tx).remove(merchant.code, body.id);
        if (!removed) throw notFound(body.id);
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "banner.delete",
          targetType: "banner",
          id: body.id,
          detail: { groupName: removed.group_name },
        });
      });
      forgetFirstBanners(merchant.code);
      return { id: body.id, deleted: true as const };
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/banners/reorder",
      permission: "content.write",
      summary:
        "Puts a group's banners in a new order: every banner of the group, each once, first shown first",
      body: bannerReorderSchema,
      value: listSchema,
    },
    async ({ merchant, operator, body }) => {
      const list = await deps.db.transaction(async (tx) => {
        const repository = createBannerAdminRepository(tx);
        const current = await repository.groupIds(merchant.code, body.groupName);
        const same =
          current.length === body.ids.length &&
          [...body.ids].sort((a, b) => a - b).every((id, i) => id === current[i]);
        if (!same) {
          throw new AppError(
            "banner.order.mismatch",
            `List every banner of ${body.groupName} once: ${current.join(", ") || "it has none"}`,
            { ids: current },
          );
        }
        await repository.reorder(merchant.code, body.groupName, body.ids);
        await recordReorder(tx, merchant.code, operatorActor(operator), body);
        return repository.list(merchant.code, body.groupName);
      });
      forgetFirstBanners(merchant.code);
      return { list: list.map(present) };
    },
  );
}

const recordReorder = (
  tx: Parameters<typeof auditContent>[0],
  merchantCode: string,
  actor: string,
  body: z.infer<typeof bannerReorderSchema>,
) =>
  auditContent(tx, {
    merchantCode,
    actor,
    action: "banner.reorder",
    targetType: "banner",
    id: body.ids[0] ?? 0,
    detail: { groupName: body.groupName, ids: body.ids },
  });
