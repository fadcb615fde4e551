import {
  deleteMessagesCall,
  messageListCall,
  readMessagesCall,
  unreadCountCall,
} from "@banca/contract/calls/inbox";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import { createInboxService } from "./service.ts";

/** The member's inbox (platform information): unread count, list, read, delete. */
export function inboxRoutes(app: FastifyInstance, deps: CallDeps & { db: Database }) {
  const inbox = createInboxService(deps.db);
  registerCall(app, deps, unreadCountCall, async ({ session }) => inbox.unreadCount(session!));
  registerCall(app, deps, messageListCall, async ({ session, merchant, language, query }) =>
    inbox.list(session!, merchant, language, query),
  );
  registerCall(app, deps, readMessagesCall, async ({ session, body }) => inbox.read(session!, body));
  registerCall(app, deps, deleteMessagesCall, async ({ session, body }) => inbox.remove(session!, body.ids));
}
