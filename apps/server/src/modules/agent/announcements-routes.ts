import {
  agentAnnouncementDetailCall,
  agentAnnouncementsCall,
} from "@banca/contract/calls/agent-announcements";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createAgentAnnouncementService } from "./announcements-service.ts";

export function agentAnnouncementRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const announcements = createAgentAnnouncementService(deps.db);
  registerCall(app, deps, agentAnnouncementsCall, async ({ merchant, session, language, query }) =>
    announcements.list(merchant, session, language, query),
  );
  registerCall(app, deps, agentAnnouncementDetailCall, async ({ merchant, session, language, query }) =>
    announcements.detail(merchant, session, language, query.id),
  );
}
