import { CHAT_DESK_SOCKET_PATH, type ChatDeskEvent } from "@banca/contract/backoffice/chat-desk";
import { CHAT_SOCKET_CLOSE } from "@banca/contract/chat";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { openChatSocket, ref } from "./support/chat.ts";
import { memberCalls } from "./support/member-calls.ts";
import { insertStaff, staffCalls, staffHeaders, staffLogin } from "./support/staff.ts";
import { buildTestApp, demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const MERCHANT = "desk";
const OTHER = "desk2";
const PASSWORD = "Desk2026ok";
const HOST = "bo.example";
const ORIGIN = `https://${HOST}`;

type DeskSocket = {
  ws: WebSocket;
  events: ChatDeskEvent[];
  next(match: (event: ChatDeskEvent) => boolean, timeoutMs?: number): Promise<ChatDeskEvent>;
  closed: Promise<number>;
};

/** Opens the desk socket of `app` in memory as a browser on `origin` would, with the staff cookie. */
async function openDeskSocket(
  app: FastifyInstance,
  options: { cookie?: string; merchant?: string; origin?: string | null },
): Promise<DeskSocket> {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const events: ChatDeskEvent[] = [];
  const waiters: { match: (event: ChatDeskEvent) => boolean; resolve(event: ChatDeskEvent): void }[] = [];
  let closed: Promise<number> = Promise.resolve(0);
  // The server says `ready` as soon as it opens: listen before the upgrade is answered.
  const listen = (ws: WebSocket) => {
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as ChatDeskEvent;
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    });
    closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  };
  const ws = await app.injectWS(
    `${CHAT_DESK_SOCKET_PATH}?merchant=${options.merchant ?? MERCHANT}`,
    {
      headers: {
        host: HOST,
        ...(origin === null ? {} : { origin }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    },
    { onInit: listen },
  );
  return {
    ws,
    events,
    closed,
    next(match, timeoutMs = 5000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no such desk event in time")), timeoutMs);
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

/** The HTTP status a refused upgrade answered (the socket never opens). */
async function refusedWith(opening: Promise<DeskSocket>): Promise<number> {
  const error = await opening.then(
    () => new Error("the socket opened"),
    (refusal: unknown) => refusal as Error,
  );
  const status = /Unexpected server response: (\d+)/.exec(error.message);
  if (!status) throw error;
  return Number(status[1]);
}

describe(`the chat desk's socket on ${databaseKind}`, () => {
  const t = useTestApp(() => ({
    merchants: [
      demoConfig(),
      withModules(demoConfig(), MERCHANT, { CBS3: "1" }),
      withModules(demoConfig(), OTHER, { CBS3: "1" }),
    ],
  }));
  const { call, register } = memberCalls(t, "10.188");
  const sockets: DeskSocket[] = [];
  const cookies = {} as Record<"alice" | "bob" | "fiona" | "olga" | "root", string>;

  const desk = async (cookie: string, merchant = MERCHANT, app = t.app) => {
    const opened = await openDeskSocket(app, { cookie, merchant });
    sockets.push(opened);
    await opened.next((event) => event.type === "ready");
    return opened;
  };
  const player = async (name: string, merchant = MERCHANT) =>
    (await register(`${name}${ref().slice(0, 6)}`, PASSWORD, merchant)).token as string;
  const send = (token: string, text: string, merchant = MERCHANT) =>
    call("POST", ENDPOINTS.chatSend.path, { token, merchant, body: { text, clientRef: ref() } });

  beforeAll(async () => {
    const staff = {
      alice: await insertStaff(t.db, "alice", "support", [MERCHANT]),
      bob: await insertStaff(t.db, "bob", "support", [MERCHANT]),
      fiona: await insertStaff(t.db, "fiona", "finance", [MERCHANT]),
      olga: await insertStaff(t.db, "olga", "support", [OTHER]),
      root: await insertStaff(t.db, "root", "owner"),
    };
    for (const [name, member] of Object.entries(staff)) {
      cookies[name as keyof typeof cookies] = await staffLogin(t, member);
    }
    // Ten password hashes on a busy machine.
  }, 120_000);
  afterAll(() => {
    for (const opened of sockets) opened.ws.terminate();
  });

  it("refuses an upgrade without a session, from a role without the desk, for another merchant, or from another origin", async () => {
    expect(await refusedWith(openDeskSocket(t.app, {}))).toBe(401);
    expect(await refusedWith(openDeskSocket(t.app, { cookie: "banca_staff=not-a-live-session-token" }))).toBe(
      401,
    );
    expect(await refusedWith(openDeskSocket(t.app, { cookie: cookies.fiona }))).toBe(403);
    expect(await refusedWith(openDeskSocket(t.app, { cookie: cookies.olga }))).toBe(403);
    expect(await refusedWith(openDeskSocket(t.app, { cookie: cookies.alice, merchant: "" }))).toBe(400);
    expect(await refusedWith(openDeskSocket(t.app, { cookie: cookies.alice, merchant: "nosuch" }))).toBe(403);
    // Cookies go with an upgrade from any page: only the back office's own origin is served.
    for (const origin of ["https://evil.example", "https://bo.example.evil.example", "null", null]) {
      expect(
        await refusedWith(openDeskSocket(t.app, { cookie: cookies.alice, origin })),
        String(origin),
      ).toBe(403);
    }
    // The refusal is the envelope with its code, as any call's.
    const plain = await t.app.inject({
      url: `${CHAT_DESK_SOCKET_PATH}?merchant=${MERCHANT}`,
      headers: { host: HOST, origin: "https://evil.example", cookie: cookies.alice },
    });
    expect([plain.statusCode, plain.json().errorCode]).toEqual([403, "staff.origin.refused"]);
    const finance = await t.app.inject({
      url: `${CHAT_DESK_SOCKET_PATH}?merchant=${MERCHANT}`,
      headers: { host: HOST, origin: ORIGIN, cookie: cookies.fiona },
    });
    expect([finance.statusCode, finance.json().errorCode]).toEqual([403, "staff.forbidden"]);
    const other = await t.app.inject({
      url: `${CHAT_DESK_SOCKET_PATH}?merchant=${MERCHANT}`,
      headers: { host: HOST, origin: ORIGIN, cookie: cookies.olga },
    });
    expect([other.statusCode, other.json().errorCode]).toEqual([403, "staff.merchant.forbidden"]);
    // Everything right but no upgrade: the plain request is a wrong call.
    const noUpgrade = await t.app.inject({
      url: `${CHAT_DESK_SOCKET_PATH}?merchant=${MERCHANT}`,
      headers: { host: HOST, origin: ORIGIN, cookie: cookies.alice },
    });
    expect([noUpgrade.statusCode, noUpgrade.json().errorCode]).toEqual([400, "request_param_err"]);
  });

  it("pushes a new conversation and the member's messages, and only those of its merchant", async () => {
    const alice = await desk(cookies.alice);
    const elsewhere = await desk(cookies.olga, OTHER);
    const token = await player("queued");
    const first = (await send(token, "My deposit has not arrived")).json().value;
    const queued = await alice.next((event) => event.type === "queued");
    expect(queued).toMatchObject({
      type: "queued",
      conversation: {
        id: first.conversation.id,
        status: "waiting",
        queue: "service",
        operator: null,
        unread: 1,
        last: { from: "member", text: "My deposit has not arrived", image: false },
      },
      message: { id: first.message.id, from: "member", text: "My deposit has not arrived", operator: null },
    });
    await send(token, "It was 50.00");
    const next = await alice.next((event) => event.type === "message");
    expect(next).toMatchObject({
      conversation: { id: first.conversation.id, unread: 2 },
      message: { from: "member", text: "It was 50.00" },
    });

    // Another merchant's member reaches that merchant's desk, not this one.
    const outsider = await player("outsider", OTHER);
    await send(outsider, "Hello from the other site", OTHER);
    await elsewhere.next((event) => event.type === "queued");
    expect(elsewhere.events.filter((event) => event.type !== "ready")).toHaveLength(1);
    expect(JSON.stringify(alice.events)).not.toContain("other site");
    expect(JSON.stringify(elsewhere.events)).not.toContain("deposit");
  });

  it("shows every desk a take, the answer and the close by another staff member, and the answer reaches the member's socket", async () => {
    const alice = await desk(cookies.alice);
    const root = await desk(cookies.root);
    const token = await player("taken");
    const conversationId = (await send(token, "Anyone?")).json().value.conversation.id as number;
    await alice.next((event) => event.type === "queued" && event.conversation.id === conversationId);
    const member = await openChatSocket(t.app, { token, merchant: MERCHANT });
    await member.next((event) => event.type === "ready");

    const bob = staffCalls(t, cookies.bob, MERCHANT);
    expect((await bob("POST", "/admin/api/chat/conversations/take", { conversationId })).statusCode).toBe(
      200,
    );
    for (const watcher of [alice, root]) {
      const taken = await watcher.next(
        (event) => event.type === "conversation" && event.conversation.id === conversationId,
      );
      expect(taken).toMatchObject({ conversation: { status: "open", operator: "staff:bob" } });
    }
    // So alice does not answer it too: the server refuses her answer as well.
    const late = await staffCalls(t, cookies.alice, MERCHANT)(
      "POST",
      "/admin/api/chat/conversations/answer",
      {
        conversationId,
        text: "Me too",
        clientRef: ref(),
      },
    );
    expect([late.statusCode, late.json().errorCode]).toEqual([409, "chat.conversation.state"]);

    await bob("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "I am on it.",
      clientRef: ref(),
    });
    const answer = await alice.next((event) => event.type === "message" && event.message.from === "operator");
    expect(answer).toMatchObject({ message: { text: "I am on it.", operator: "staff:bob" } });
    const reached = await member.next(
      (event) => event.type === "message" && event.message.from === "operator",
    );
    expect(reached).toMatchObject({ message: { text: "I am on it." } });
    member.ws.terminate();

    await bob("POST", "/admin/api/chat/conversations/close", { conversationId });
    const closed = await alice.next(
      (event) => event.type === "conversation" && event.conversation.status === "closed",
    );
    expect(closed).toMatchObject({ conversation: { id: conversationId, operator: "staff:bob" } });
  });

  it("closes with 4401 when the session ends or idles, without keeping it alive itself", async () => {
    const member = await insertStaff(t.db, "idler", "support", [MERCHANT]);
    const cookie = await staffLogin(t, member);
    const lastSeen = async () =>
      (
        await t.db.query<{ at: string }>(
          `SELECT s.last_seen_at::text AS at FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
            WHERE staff.username = 'idler' AND s.stage = 'active' AND s.ended_at IS NULL`,
        )
      )[0]?.at;

    const idle = await desk(cookie);
    const before = await lastSeen();
    idle.ws.send(JSON.stringify({ type: "ping" }));
    await idle.next((event) => event.type === "pong");
    // A socket held open is no activity: the ping did not start the idle time again.
    expect(await lastSeen()).toBe(before);
    await t.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE username = 'idler') AND stage = 'active'`,
    );
    idle.ws.send(JSON.stringify({ type: "ping" }));
    expect(await idle.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);

    const again = await staffLogin(t, await insertStaff(t.db, "leaver", "support", [MERCHANT]));
    const out = await desk(again);
    const logout = await t.app.inject({
      method: "POST",
      url: "/admin/api/staff/session/logout",
      headers: staffHeaders(again),
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    out.ws.send(JSON.stringify({ type: "ping" }));
    expect(await out.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    expect(await refusedWith(openDeskSocket(t.app, { cookie: again }))).toBe(401);

    // Anything but a ping is refused.
    const chatty = await desk(cookies.alice);
    chatty.ws.send("hello");
    expect(await chatty.closed).toBe(1003);
  });

  it("hears changes written on another instance, and closes with the service restart when its instance stops", async () => {
    const second = await buildTestApp(t.db);
    let stopped = false;
    try {
      const alice = await desk(cookies.alice, MERCHANT, second);
      const token = await player("across");
      // Written through the first instance, pushed by the second.
      await send(token, "Written elsewhere");
      await alice.next((event) => event.type === "queued" && event.message.text === "Written elsewhere");
      await second.close();
      stopped = true;
      expect(await alice.closed).toBe(CHAT_SOCKET_CLOSE.serviceRestart);
    } finally {
      if (!stopped) await second.close();
    }
  });
});
