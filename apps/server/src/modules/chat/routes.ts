import {
  chatAddressCall,
  chatAttachmentCall,
  chatHistoryCall,
  chatReadCall,
  chatSendCall,
  chatSendImageCall,
  chatUnreadCountCall,
} from "@banca/contract/calls/chat";
import { CHAT_LIMITS, CHAT_SOCKET_CLOSE } from "@banca/contract/chat";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { Database } from "#app/db/database.ts";
import { type CallDeps, registerCall } from "#app/http/register-call.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import type { Metrics } from "#app/ops/metrics.ts";
import { chatAdminRoutes } from "./admin-routes.ts";
import { openChatBus } from "./bus.ts";
import { createDeskHub } from "./desk-hub.ts";
import { chatDeskSocketRoute } from "./desk-socket.ts";
import { createChatHub } from "./hub.ts";
import { createChatService } from "./service.ts";
import { CHAT_SOCKET_OPTIONS, chatSocketRoute } from "./socket.ts";

// An image travels as raw bytes; a little over the limit is read so one just over it gets the
// clear `upload.too.large` rather than a generic refusal.
const IMAGE_BODY_LIMIT = CHAT_LIMITS.maxImageBytes + 64 * 1024;

/**
 * The live chat: the member's calls, its socket, and the back office's desk. One bus per
 * application carries every change to the sockets of all instances (decision 061).
 */
export async function chatRoutes(
  app: FastifyInstance,
  deps: CallDeps & { db: Database; redisUrl?: string; metrics?: Metrics },
  adminDeps: AdminDeps,
) {
  const bus = await openChatBus(deps.db, deps.redisUrl);
  const hub = createChatHub(deps.db, bus, (error) => app.log.error({ err: error }, "chat push failed"));
  const deskHub = createDeskHub(deps.db, bus, (error) => app.log.error({ err: error }, "desk push failed"));
  app.addHook("onClose", async () => {
    hub.close();
    deskHub.close();
    await bus.close();
  });
  const chat = createChatService(deps.db, bus);

  registerCall(app, deps, chatAddressCall, async ({ merchant, session, query }) =>
    chat.address(merchant, session!, query.headerColor),
  );
  registerCall(app, deps, chatUnreadCountCall, async ({ session }) => chat.unreadCount(session!));
  registerCall(app, deps, chatHistoryCall, async ({ session, query }) => chat.history(session!, query));
  registerCall(app, deps, chatSendCall, async ({ merchant, session, body }) =>
    chat.send(merchant, session!, body),
  );
  registerCall(app, deps, chatAttachmentCall, async ({ session, query }) =>
    chat.attachment(session!, query.messageId),
  );
  registerCall(app, deps, chatReadCall, async ({ session, body }) => chat.read(session!, body.upToId));
  // Any content type reaches the upload as bytes: the image's type is read from its first bytes.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: IMAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerCall(scope, deps, chatSendImageCall, async ({ request, merchant, session, query }) =>
      chat.sendImage(merchant, session!, query.clientRef, request.body),
    );
  });
  await app.register(websocket, {
    options: CHAT_SOCKET_OPTIONS,
    // A closing server tells each site to come back at once: another instance takes it (its missed
    // messages follow from its afterId), rather than the backoff of a lost connection.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(CHAT_SOCKET_CLOSE.serviceRestart, "service restart");
      }
      this.websocketServer.close();
      done();
    },
  });
  await app.register(async (scope) => chatSocketRoute(scope, deps, chat, hub, deps.metrics));
  // The desk's sockets are the same server's: the service restart above closes them too.
  await app.register(async (scope) => chatDeskSocketRoute(scope, adminDeps, deskHub, deps.metrics));
  chatAdminRoutes(app, adminDeps, bus);
  return { bus, hub, deskHub };
}
