import { LANGUAGES } from "@banca/contract/languages";
import { localizedTextSchema } from "@banca/contract/localized";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "#app/http/app-error.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorList } from "#app/modules/admin/answer-schemas.ts";
import { createAgentAnnouncementService } from "./announcements-service.ts";

const TITLE_MAX = 200;
const CONTENT_MAX = 20_000;

const localized = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(max))
    .refine((text) => Object.keys(text).length > 0, "at least one language");

const id = z.coerce.number().int().positive().max(2_147_483_647);
// Milliseconds since the epoch, up to the end of year 9999.
const publishedAt = z.number().int().min(0).max(253_402_300_799_999);

const fields = {
  title: localized(TITLE_MAX),
  /** HTML, cleaned on write (no scripts, styles, handlers or javascript: links). */
  content: localized(CONTENT_MAX),
  publishedAt: publishedAt.optional(),
  enabled: z.boolean().optional(),
};

const announcementValue = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  content: localizedTextSchema.describe("Cleaned HTML per language"),
  publishedAt: z.number().int().describe("Epoch milliseconds"),
  enabled: z.boolean(),
});
/** The changes answer with the announcement's id. */
const changedValue = z.object({ id: z.number().int() });

/** The back office's agent announcements: list, create, change, delete; each change audited. */
export function agentAnnouncementAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const announcements = createAgentAnnouncementService(deps.db);

  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/agent-announcements",
      permission: "content.read",
      summary: "Every announcement addressed to agents, future and switched-off ones too, newest first",
      value: operatorList(announcementValue),
    },
    async ({ merchant }) => ({ list: await announcements.all(merchant) }),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-announcements/create",
      permission: "content.write",
      summary: "Creates an announcement for agents: title (text) and content (HTML) per language",
      body: z.strictObject(fields),
      value: changedValue,
    },
    ({ operator, merchant, body }) => announcements.create(merchant, body, operatorActor(operator)),
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-announcements/update",
      permission: "content.write",
      summary: "Changes the fields given of an announcement for agents",
      body: z.strictObject({
        id,
        ...fields,
        title: fields.title.optional(),
        content: fields.content.optional(),
      }),
      value: changedValue,
    },
    async ({ operator, merchant, body }) => {
      const { id: announcementId, ...change } = body;
      if (Object.values(change).every((value) => value === undefined)) {
        throw new AppError("request_param_err", "Name at least one field to change");
      }
      return announcements.update(merchant, announcementId, change, operatorActor(operator));
    },
  );

  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/agent-announcements/delete",
      permission: "content.write",
      summary: "Deletes an announcement for agents",
      body: z.strictObject({ id }),
      value: changedValue,
    },
    ({ operator, merchant, body }) => announcements.remove(merchant, body.id, operatorActor(operator)),
  );
}
