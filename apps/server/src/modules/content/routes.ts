import { listAnnouncementsCall } from "@banca/contract/calls/announcements";
import { helpCenterCall } from "@banca/contract/calls/system";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { type CallDeps, pickLanguage, registerCall } from "#app/http/register-call.ts";
import { createContentRepository } from "./repository.ts";
import { createContentService } from "./service.ts";

export function contentRoutes(app: FastifyInstance, deps: CallDeps & { db: Queryable }) {
  const content = createContentService(createContentRepository(deps.db));
  registerCall(app, deps, listAnnouncementsCall, async ({ merchant, language, query }) =>
    content.announcements(merchant, language, query.types),
  );
  registerCall(app, deps, helpCenterCall, async ({ merchant, language, query }) =>
    content.helpTopics(merchant, query.lang ? pickLanguage(query.lang, merchant) : language),
  );
}
