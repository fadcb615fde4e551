import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/database.ts";
import { type ChatSocket, openChatSocket, ref } from "./support/chat.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { buildTestApp, demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const MERCHANT = "chat";
/** The Redis the development machine and CI run beside PostgreSQL. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Two server instances on one database: a message written through one reaches a socket held by
 * the other, through the database's LISTEN/NOTIFY by default and through Redis with REDIS_URL.
 */
describe.each([
  { bus: "LISTEN/NOTIFY", redis: false },
  { bus: "Redis pub/sub", redis: true },
])(`chat across two instances on ${databaseKind} ($bus)`, ({ redis }) => {
  const t = useTestApp(() => ({
    merchants: [demoConfig(), withModules(demoConfig(), MERCHANT, { CBS3: "1" })],
  }));
  const { register } = memberCalls(t, redis ? "10.151" : "10.150");
  const apps: FastifyInstance[] = [];
  const sockets: ChatSocket[] = [];
  let second: Database | null = null;
  let first: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    const config = redis ? { REDIS_URL } : {};
    // On PostgreSQL each instance has its own pool and listener connection; PGlite lives in one process.
    second = t.db.url ? await openDatabase({ url: t.db.url }) : null;
    first = redis ? await buildTestApp(t.db, config) : t.app;
    other = await buildTestApp(second ?? t.db, config);
    if (redis) apps.push(first);
    apps.push(other);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    for (const app of apps) await app.close();
    await second?.close();
  });

  const memberOn = (app: FastifyInstance, token: string, path: string, body: unknown) =>
    app.inject({
      method: "POST",
      url: path,
      headers: { authorization: token, merchant: MERCHANT, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  it("delivers an operator's answer written on one instance to the member's socket on the other", async () => {
    const token = (await register(`twin${ref().slice(0, 8)}`, "Chat2026ok", MERCHANT)).token;
    const socket = await openChatSocket(other, { token, merchant: MERCHANT });
    sockets.push(socket);
    await socket.next((event) => event.type === "ready");

    // The member writes through the first instance; its socket on the other shows it too.
    const sent = await memberOn(first, token, ENDPOINTS.chatSend.path, {
      text: "Hello from tab one",
      clientRef: ref(),
    });
    const conversationId = sent.json().value.conversation.id as number;
    await socket.next((event) => event.type === "message" && event.message.text === "Hello from tab one");

    const desk = operatorCalls({ app: first }, await operatorKey(t.db), MERCHANT);
    await desk("POST", "/admin/api/chat/conversations/take", { conversationId });
    await socket.next((event) => event.type === "conversation" && event.conversation.status === "open");
    await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "Answered on the first instance",
      clientRef: ref(),
    });
    const pushed = await socket.next(
      (event) => event.type === "message" && event.message.from === "operator",
    );
    expect(pushed).toMatchObject({ message: { text: "Answered on the first instance" }, unreadCount: 1 });

    await memberOn(first, token, ENDPOINTS.chatRead.path, {});
    await socket.next((event) => event.type === "unread" && event.unreadCount === 0);
  });
});
