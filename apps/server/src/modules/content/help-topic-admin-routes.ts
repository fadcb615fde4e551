import {
  adminHelpTopicSchema,
  contentRowId,
  helpTopicInputSchema,
  idBodySchema,
} from "@banca/contract/backoffice/content";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorList } from "#app/modules/admin/answer-schemas.ts";
import { csvFormatQuery } from "#app/modules/admin/csv.ts";
import { auditContent } from "./content-audit.ts";
import {
  createHelpTopicAdminRepository,
  type HelpTopicWrite,
  type StoredHelpTopic,
} from "./help-topic-admin-repository.ts";
import { cleanLocalizedHtml, plainExcerpt } from "./operator-html.ts";

type AdminHelpTopic = z.infer<typeof adminHelpTopicSchema>;
const listSchema = operatorList(adminHelpTopicSchema);

const present = (row: StoredHelpTopic): AdminHelpTopic => ({
  id: Number(row.id),
  tag: row.tag,
  title: row.title,
  content: row.content,
  sort: row.sort,
});

/** What is stored of a topic: its HTML cleaned as every operator HTML is (announcements too). */
function written(input: z.output<typeof helpTopicInputSchema>): HelpTopicWrite {
  const content = cleanLocalizedHtml(input.content);
  // Markup that cleans away to nothing (a lone script) is no content.
  if (!Object.values(content).some((html) => plainExcerpt(html ?? "", 10))) {
    throw new AppError(
      "request_param_err",
      "Invalid request: content: nothing left once the HTML is cleaned",
    );
  }
  return {
    tag: input.tag,
    title: Object.fromEntries(Object.entries(input.title).map(([lang, text]) => [lang, (text ?? "").trim()])),
    content,
    sort: input.sort,
  };
}

/** The help centre's topics as the back office edits them: list, add, change, delete. */
export function helpTopicAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const notFound = (id: number) => new AppError("help.topic.not.found", `No help topic ${id}`);
  const taken = (tag: string) =>
    new AppError("help.topic.tag.taken", `A help topic already has the tag ${tag}`);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/help-topics",
      permission: "content.read",
      summary: "The help centre's topics in the order the site shows them",
      query: z.object(csvFormatQuery),
      value: listSchema,
      csv: (value: z.infer<typeof listSchema>) => ({
        filename: "help-topics",
        header: ["id", "tag", "sort", "title"],
        rows: value.list.map((topic) => [
          topic.id,
          topic.tag,
          topic.sort,
          Object.values(topic.title)[0] ?? "",
        ]),
      }),
    },
    async ({ merchant }) => ({
      list: (await createHelpTopicAdminRepository(deps.db).list(merchant.code)).map(present),
    }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/help-topics/create",
      permission: "content.write",
      summary: "Adds a help topic (its HTML sanitized); its tag is its address in the help centre",
      body: helpTopicInputSchema,
      value: adminHelpTopicSchema,
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const row = await createHelpTopicAdminRepository(tx).create(merchant.code, written(body));
        if (!row) throw taken(body.tag);
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "help_topic.create",
          targetType: "help_topic",
          id: Number(row.id),
          detail: { tag: row.tag },
        });
        return present(row);
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/help-topics/update",
      permission: "content.write",
      summary: "Replaces a help topic (its HTML sanitized)",
      body: helpTopicInputSchema.safeExtend({ id: contentRowId }),
      value: adminHelpTopicSchema,
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const repository = createHelpTopicAdminRepository(tx);
        if (await repository.tagTaken(merchant.code, body.tag, body.id)) throw taken(body.tag);
        const row = await repository.update(merchant.code, body.id, written(body));
        if (!row) throw notFound(body.id);
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "help_topic.update",
          targetType: "help_topic",
          id: body.id,
          detail: { tag: row.tag },
        });
        return present(row);
      }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/help-topics/delete",
      permission: "content.write",
      summary: "Deletes a help topic",
      body: idBodySchema,
      value: z.object({ id: z.number().int(), deleted: z.literal(true) }),
    },
    async ({ merchant, operator, body }) =>
      deps.db.transaction(async (tx) => {
        const removed = await createHelpTopicAdminRepository(tx).remove(merchant.code, body.id);
        if (!removed) throw notFound(body.id);
        await auditContent(tx, {
          merchantCode: merchant.code,
          actor: operatorActor(operator),
          action: "help_topic.delete",
          targetType: "help_topic",
          id: body.id,
          detail: { tag: removed.tag },
        });
        return { id: body.id, deleted: true as const };
      }),
  );
}
