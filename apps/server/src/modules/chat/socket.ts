import { chatSocketHelloSchema } from "@banca/contract/calls/chat";
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from "@banca/contract/chat";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { AppError } from "#app/http/app-error.ts";
import type { CallDeps } from "#app/http/register-call.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import type { Metrics } from "#app/ops/metrics.ts";
import { assertMayChat } from "./access.ts";
import type { ChatHub } from "./hub.ts";
import type { ChatService } from "./service.ts";

/** A socket must say hello (its token) this soon after opening. */
const HELLO_WITHIN_MS = 10_000;
/** How often a socket's session is checked again: a logout or an expiry ends the socket too. */
const RECHECK_SESSION_MS = 60_000;
/** Frames from the site are tiny: a hello. */
const MAX_FRAME_BYTES = 4096;

export const CHAT_SOCKET_OPTIONS = { maxPayload: MAX_FRAME_BYTES };

function closeFor(error: unknown) {
  if (error instanceof AppError && error.status === 401) return CHAT_SOCKET_CLOSE.unauthorized;
  if (error instanceof AppError) return CHAT_SOCKET_CLOSE.refused;
  return 1011;
}

/**
 * The chat's push channel. The browser cannot set headers on a WebSocket, so the session token
 * comes in the first frame (never in the URL, which proxies log). After the hello the server sends
 * `ready`, then the messages after the site's `afterId` (what it missed while away), then each
 * new message, conversation change and unread count as they happen, on whichever instance they
 * were written.
 */
export function chatSocketRoute(
  app: FastifyInstance,
  deps: CallDeps,
  chat: ChatService,
  hub: ChatHub,
  metrics?: Metrics,
) {
  app.route({
    method: "GET",
    url: CHAT_SOCKET_PATH,
    schema: { hide: true },
    // A plain request (no Upgrade) gets the envelope like any other wrong call.
    handler: async () => {
      throw new AppError("request_param_err", "This address takes a WebSocket upgrade");
    },
    wsHandler: (socket: WebSocket, request) => {
      metrics?.chatSocketOpened();
      let leave: (() => void) | null = null;
      let recheck: NodeJS.Timeout | null = null;
      const helloTimer = setTimeout(
        () => socket.close(CHAT_SOCKET_CLOSE.unauthorized, "hello expected"),
        HELLO_WITHIN_MS,
      );
      const send = (event: object) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const end = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN) socket.close(code, reason.slice(0, 120));
      };

      async function greet(raw: string) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError("login.not.session", "The first frame must be a hello");
        }
        const hello = chatSocketHelloSchema.safeParse(parsed);
        if (!hello.success) throw new AppError("login.not.session", "The first frame must be a hello");
        const header = request.headers.merchant;
        const merchant = await deps.merchants.resolve(
          hello.data.merchant ?? (Array.isArray(header) ? header[0] : header),
          request.hostname,
        );
        if (merchant.modules.CBS3 === false || merchant.maintenance) {
          throw new AppError("function.not.available", "This function is not available");
        }
        const session: AuthenticatedSession = await deps.sessions.authenticate(
          hello.data.token,
          merchant.code,
        );
        if (session.passwordChangeDue)
          throw new AppError("password.change.required", "Please change your password first");
        assertMayChat(session);
        // Join first, then read: a message written in between arrives twice rather than never (the site keeps ids).
        leave = hub.join(merchant.code, session.memberId, { send });
        const state = await chat.state(session);
        send({ type: "ready", ...state });
        for (const message of await chat.missed(session, hello.data.afterId)) {
          send({ type: "message", message, unreadCount: state.unreadCount });
        }
        recheck = setInterval(() => {
          deps.sessions.authenticate(hello.data.token, merchant.code).catch((error: unknown) => {
            end(closeFor(error), error instanceof Error ? error.message : "session ended");
          });
        }, RECHECK_SESSION_MS);
      }

      socket.once("message", (data) => {
        clearTimeout(helloTimer);
        greet(data.toString()).catch((error: unknown) => {
          if (!(error instanceof AppError)) request.log.error({ err: error }, "chat socket hello failed");
          end(closeFor(error), error instanceof AppError ? error.code : "server error");
        });
      });
      socket.on("close", () => {
        metrics?.chatSocketClosed();
        clearTimeout(helloTimer);
        if (recheck) clearInterval(recheck);
        leave?.();
      });
    },
  });
}
