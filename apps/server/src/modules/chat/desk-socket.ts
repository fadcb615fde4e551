import type { ChatDeskEvent } from "@banca/contract/backoffice/chat-desk";
import { CHAT_DESK_SOCKET_PATH } from "@banca/contract/backoffice/chat-desk";
import { CHAT_SOCKET_CLOSE } from "@banca/contract/chat";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { AppError } from "#app/http/app-error.ts";
import type { AdminDeps } from "#app/modules/admin/admin-route.ts";
import { mayDo, mayWorkOn, staffCaller } from "#app/modules/staff/caller.ts";
import type { StaffRow } from "#app/modules/staff/repository.ts";
import { staffToken } from "#app/modules/staff/staff-auth.ts";
import type { Metrics } from "#app/ops/metrics.ts";
import type { DeskHub } from "./desk-hub.ts";

/** How often an open desk socket's session is checked again without a ping (a log-out elsewhere, an idle session). */
const RECHECK_SESSION_MS = 30_000;

const singleValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Same origin only. The browser sends the staff cookie with a WebSocket upgrade from any page, and
 * an upgrade carries no X-Banca-Staff header, so the Origin the browser sets (a page cannot forge
 * it) must be the back office's own: the scheme and host this request came to.
 */
export function assertSameOrigin(request: FastifyRequest) {
  const origin = singleValue(request.headers.origin);
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (!host || host.toLowerCase() !== request.host.toLowerCase()) {
    throw new AppError(
      "staff.origin.refused",
      "The desk socket opens from the back office's own address only",
    );
  }
}

/** The staff member may use the desk on the merchant: role with `chat.desk`, merchant in its scope. */
function assertDesk(staff: StaffRow, merchantCode: string) {
  if (!mayDo(staff, "chat.desk")) {
    throw new AppError("staff.forbidden", `The role ${staff.role} may not do this (chat.desk)`);
  }
  mayWorkOn(staffCaller(staff, ""), merchantCode);
}

const closeFor = (error: unknown) =>
  error instanceof AppError && error.status === 401
    ? CHAT_SOCKET_CLOSE.unauthorized
    : CHAT_SOCKET_CLOSE.refused;

/**
 * The chat desk's push channel (decision 088). Everything is checked before the upgrade, where a
 * refusal is an ordinary error envelope: the Origin, the staff cookie's live session, the role's
 * `chat.desk`, and the merchant (`?merchant=`) within the member's scope. Then the socket gets
 * `ready` and each change of that merchant's conversations as it happens, on whichever instance it
 * was written. The session is checked again at each ping and every 30 s, without counting as
 * activity: a session ended elsewhere, idle or past its lifetime closes the socket with 4401.
 */
export function chatDeskSocketRoute(app: FastifyInstance, deps: AdminDeps, hub: DeskHub, metrics?: Metrics) {
  app.route({
    method: "GET",
    url: CHAT_DESK_SOCKET_PATH,
    schema: { hide: true },
    preHandler: async (request) => {
      assertSameOrigin(request);
      const staff = await deps.staff.authenticate(staffToken(request));
      const code = singleValue((request.query as Record<string, string | string[]>).merchant)?.trim();
      if (!code) throw new AppError("request_param_err", "The merchant query parameter names the merchant");
      assertDesk(staff, code);
      await deps.merchants.resolve(code, undefined);
    },
    // A plain request (no Upgrade) gets the envelope like any other wrong call.
    handler: async () => {
      throw new AppError("request_param_err", "This address takes a WebSocket upgrade");
    },
    wsHandler: (socket: WebSocket, request) => {
      metrics?.chatSocketOpened();
      const token = staffToken(request);
      const merchantCode = singleValue((request.query as Record<string, string | string[]>).merchant)!.trim();
      const send = (event: ChatDeskEvent) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const end = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN) socket.close(code, reason.slice(0, 120));
      };
      const recheck = async () => {
        try {
          assertDesk(await deps.staff.check(token), merchantCode);
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, "desk socket check failed");
          end(closeFor(error), error instanceof AppError ? error.code : "server error");
          return false;
        }
      };
      const leave = hub.join(merchantCode, { send });
      const timer = setInterval(() => void recheck(), RECHECK_SESSION_MS);
      send({ type: "ready", merchant: merchantCode });

      socket.on("message", (data) => {
        let frame: { type?: unknown } | null = null;
        try {
          frame = JSON.parse(data.toString()) as { type?: unknown };
        } catch {
          frame = null;
        }
        if (frame?.type !== "ping") {
          // RFC 6455 "unsupported data": the desk only pings.
          end(1003, "only pings are read");
          return;
        }
        void recheck().then((live) => {
          if (live) send({ type: "pong" });
        });
      });
      socket.on("close", () => {
        metrics?.chatSocketClosed();
        clearInterval(timer);
        leave();
      });
    },
  });
}
