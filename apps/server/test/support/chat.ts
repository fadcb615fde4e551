import { randomUUID } from "node:crypto";
import type { ChatSocketEvent } from "@banca/contract/calls/chat";
import { CHAT_SOCKET_PATH } from "@banca/contract/chat";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";

/** A fresh reference for a chat message. */
export const ref = () => randomUUID().replaceAll("-", "");

export type ChatSocket = {
  ws: WebSocket;
  events: ChatSocketEvent[];
  /** The first event (already received or still to come) that `match` accepts. */
  next(match: (event: ChatSocketEvent) => boolean, timeoutMs?: number): Promise<ChatSocketEvent>;
  closed: Promise<number>;
};

/** Opens the chat socket of `app` in memory and says hello with `token`. */
export async function openChatSocket(
  app: FastifyInstance,
  hello: { token: string; merchant?: string; afterId?: number } | string,
): Promise<ChatSocket> {
  const ws = await app.injectWS(CHAT_SOCKET_PATH);
  const events: ChatSocketEvent[] = [];
  const waiters: { match: (event: ChatSocketEvent) => boolean; resolve(event: ChatSocketEvent): void }[] = [];
  ws.on("message", (data) => {
    const event = JSON.parse(data.toString()) as ChatSocketEvent;
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  ws.send(typeof hello === "string" ? hello : JSON.stringify({ type: "hello", ...hello }));
  return {
    ws,
    events,
    closed,
    next(match, timeoutMs = 5000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no such chat event in time")), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
  };
}
