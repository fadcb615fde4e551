import type { FastifyInstance } from "fastify";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { operatorMessageSchema, sentListQuery, sentMessageValue, sentPageValue } from "./operator-message.ts";
import { createInboxOperatorService } from "./operator-service.ts";

/** The back office's inbox routes: send a message, and list what was sent. */
export function inboxAdminRoutes(app: FastifyInstance, deps: AdminDeps) {
  const messages = createInboxOperatorService(deps.db);
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/messages",
      permission: "content.write",
      summary: "Sends a message (title and content per language, plain text) to one member or to all",
      body: operatorMessageSchema,
      value: sentMessageValue,
    },
    ({ operator, merchant, body }) => messages.send(merchant, body, operatorActor(operator)),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/messages",
      permission: "content.read",
      summary: "Messages sent to members, newest first, with how many members they reached and read them",
      query: sentListQuery,
      value: sentPageValue,
    },
    ({ merchant, query }) => messages.sent(merchant, query),
  );
}
