import { CHAT_LIMITS, CHAT_SOCKET_CLOSE } from "@banca/contract/chat";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatSocket, openChatSocket, ref } from "./support/chat.ts";
import { memberCalls } from "./support/member-calls.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { jpegBytes, pngBytes } from "./support/promotions.ts";
import { changedTables, tableChecksum } from "./support/table-checksum.ts";
import { buildTestApp, demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

const MERCHANT = "chat";
const PASSWORD = "Chat2026ok";

describe(`live chat on ${databaseKind}`, () => {
  const chatOn = withModules(demoConfig(), MERCHANT, { CBS3: "1" });
  const t = useTestApp(() => ({
    merchants: [demoConfig(), chatOn, withModules(demoConfig(), "nochat", { CBS3: "0" })],
  }));
  const { call, register, login } = memberCalls(t, "10.149");
  const sockets: ChatSocket[] = [];
  let desk: ReturnType<typeof operatorCalls>;
  let otherDesk: ReturnType<typeof operatorCalls>;

  const member = (path: string, token: string, options: { body?: unknown; method?: "GET" | "POST" } = {}) =>
    call(options.method ?? (options.body === undefined ? "GET" : "POST"), path, {
      token,
      merchant: MERCHANT,
      ...(options.body === undefined ? {} : { body: options.body }),
    });
  const send = (token: string, text: string, clientRef = ref()) =>
    member(ENDPOINTS.chatSend.path, token, { body: { text, clientRef } });
  const sendImage = (token: string, bytes: Buffer, clientRef = ref()) =>
    t.app.inject({
      method: "POST",
      url: `${ENDPOINTS.chatSendImage.path}?clientRef=${clientRef}`,
      headers: { authorization: token, merchant: MERCHANT, "content-type": "image/png" },
      payload: bytes,
    });
  const unread = async (token: string) =>
    (await member(ENDPOINTS.chatUnreadCount.path, token)).json().value.unreadCount as number;
  const player = async (name: string) =>
    (await register(`${name}${ref().slice(0, 6)}`, PASSWORD, MERCHANT)).token;
  const socket = async (token: string, afterId = 0) => {
    const opened = await openChatSocket(t.app, { token, merchant: MERCHANT, afterId });
    sockets.push(opened);
    return opened;
  };

  beforeAll(async () => {
    desk = operatorCalls(t, await operatorKey(t.db), MERCHANT);
    otherDesk = operatorCalls(t, await operatorKey(t.db), MERCHANT);
  });
  afterAll(() => {
    for (const opened of sockets) opened.ws.terminate();
  });

  it("routes a player's first message to the service queue, where an operator takes and answers it", async () => {
    const token = await player("chatter");
    const address = (await member(ENDPOINTS.chatAddress.path, token)).json();
    expect(address).toMatchObject({
      success: true,
      value: { service: "live", queue: "service", chatUrl: "/wps/chat/socket", unReadCount: 0 },
    });

    const sent = (await send(token, "  Hello, my deposit is late  ")).json();
    expect(sent.value.message).toMatchObject({
      from: "member",
      text: "Hello, my deposit is late",
      image: null,
    });
    expect(sent.value.conversation).toMatchObject({ queue: "service", status: "waiting" });
    const conversationId = sent.value.conversation.id as number;

    const queue = (await desk("GET", "/admin/api/chat/conversations?queue=service")).json().value;
    expect(queue.list).toContainEqual(
      expect.objectContaining({ id: conversationId, status: "waiting", unread: 1, vip: false }),
    );

    // Answering before taking is refused; taking it makes it this operator's.
    const early = await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "Hi",
      clientRef: ref(),
    });
    expect(early.json()).toMatchObject({ success: false, errorCode: "chat.conversation.state" });
    expect(
      (await desk("POST", "/admin/api/chat/conversations/take", { conversationId })).json().value,
    ).toMatchObject({
      status: "open",
    });
    const twice = await otherDesk("POST", "/admin/api/chat/conversations/take", { conversationId });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, "chat.conversation.state"]);
    const foreign = await otherDesk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "Mine?",
      clientRef: ref(),
    });
    expect(foreign.json().errorCode).toBe("chat.conversation.state");

    const answerRef = ref();
    const answer = await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "We are checking it now.",
      clientRef: answerRef,
    });
    expect(answer.json().value).toMatchObject({ from: "operator", text: "We are checking it now." });
    // A retried answer is sent once.
    await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "We are checking it now.",
      clientRef: answerRef,
    });
    expect(await unread(token)).toBe(1);

    const history = (await member(`${ENDPOINTS.chatHistory.path}?size=10`, token)).json().value;
    expect(
      history.messages.map((message: { from: string; text: string }) => [message.from, message.text]),
    ).toEqual([
      ["member", "Hello, my deposit is late"],
      ["operator", "We are checking it now."],
    ]);
    expect(history).toMatchObject({ unreadCount: 1, hasMore: false, conversation: { status: "open" } });
    // Operators' names stay on the desk.
    expect(JSON.stringify(history)).not.toContain("op-");

    expect((await member(ENDPOINTS.chatRead.path, token, { body: {} })).json().value).toEqual({
      unreadCount: 0,
    });
    expect(await unread(token)).toBe(0);

    const deskHistory = (
      await desk("GET", `/admin/api/chat/conversations/history?conversationId=${conversationId}`)
    ).json().value;
    expect(deskHistory.messages).toHaveLength(2);
    expect(deskHistory.messages[1].operator).toMatch(/^op-/);

    // Closed: the next message opens a new conversation.
    await desk("POST", "/admin/api/chat/conversations/close", { conversationId });
    const again = await desk("POST", "/admin/api/chat/conversations/close", { conversationId });
    expect(again.json().errorCode).toBe("chat.conversation.state");
    const next = (await send(token, "One more thing")).json().value;
    expect(next.conversation.id).not.toBe(conversationId);
    expect(next.conversation.status).toBe("waiting");
  });

  it("sends club ranks above 4 to the VIP service", async () => {
    const name = `vip${ref().slice(0, 8)}`;
    const token = (await register(name, PASSWORD, MERCHANT)).token;
    const setLevel = await desk("POST", "/admin/api/members/club-level", {
      username: name,
      rankLevel: 5,
      reason: "high roller",
    });
    expect(setLevel.json()).toMatchObject({ success: true });
    expect((await member(ENDPOINTS.chatAddress.path, token)).json().value).toMatchObject({
      service: "vip",
      queue: "vip",
    });
    const conversation = (await send(token, "VIP question")).json().value.conversation;
    expect(conversation.queue).toBe("vip");
    const vipQueue = (await desk("GET", "/admin/api/chat/conversations?queue=vip")).json().value.list;
    expect(vipQueue.map((row: { id: number }) => row.id)).toContain(conversation.id);
    const serviceQueue = (await desk("GET", "/admin/api/chat/conversations?queue=service")).json().value.list;
    expect(serviceQueue.map((row: { id: number }) => row.id)).not.toContain(conversation.id);

    // Rank 4 stays with the general service.
    const four = `four${ref().slice(0, 8)}`;
    const fourToken = (await register(four, PASSWORD, MERCHANT)).token;
    await desk("POST", "/admin/api/members/club-level", { username: four, rankLevel: 4, reason: "regular" });
    expect((await send(fourToken, "Rank four")).json().value.conversation.queue).toBe("service");
  });

  it("refuses agents (use the information channel) and trial accounts (register first)", async () => {
    const agent = (await login("demoagent", "Agent2026", { merchant: MERCHANT })).json().value
      .token as string;
    for (const path of [
      ENDPOINTS.chatAddress.path,
      ENDPOINTS.chatUnreadCount.path,
      ENDPOINTS.chatHistory.path,
    ]) {
      const refused = await member(path, agent);
      expect([refused.statusCode, refused.json().errorCode], path).toEqual([403, "chat.agent.refused"]);
    }
    expect((await send(agent, "hello")).json().errorCode).toBe("chat.agent.refused");

    const trial = (await call("POST", ENDPOINTS.freeplayLogin.path, { merchant: MERCHANT })).json().value
      .token as string;
    const refused = await send(trial, "hello");
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);

    const agentSocket = await socket(agent);
    expect(await agentSocket.closed).toBe(CHAT_SOCKET_CLOSE.refused);
    const trialSocket = await socket(trial);
    expect(await trialSocket.closed).toBe(CHAT_SOCKET_CLOSE.refused);
    const nobody = await socket("not-a-token");
    expect(await nobody.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    const garbage = await openChatSocket(t.app, "{not json");
    expect(await garbage.closed).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    // Without the upgrade the socket's address answers like any wrong call.
    const plain = await t.app.inject({ url: "/wps/chat/socket" });
    expect([plain.statusCode, plain.json().errorCode]).toEqual([400, "request_param_err"]);
  });

  it("refuses bad input with an envelope error and changes nothing", async () => {
    const token = await player("strict");
    await send(token, "first");
    // The longest message the chat takes goes through; one character more is refused below.
    expect((await send(token, "y".repeat(CHAT_LIMITS.maxText))).statusCode).toBe(200);
    const before = await tableChecksum(t.db);
    const bad: [unknown, string][] = [
      [{ text: "   ", clientRef: ref() }, "request_param_err"],
      [{ text: "bell\u0007", clientRef: ref() }, "request_param_err"],
      [{ text: "ok", clientRef: "short" }, "request_param_err"],
      [{ text: "ok", clientRef: ref(), extra: 1 }, "request_param_err"],
      [{ text: 42, clientRef: ref() }, "request_param_err"],
    ];
    for (const [body, code] of bad) {
      const response = await member(ENDPOINTS.chatSend.path, token, { body });
      expect([response.statusCode, response.json().errorCode], JSON.stringify(body).slice(0, 60)).toEqual([
        400,
        code,
      ]);
    }
    const overlong = await send(token, "x".repeat(CHAT_LIMITS.maxText + 1));
    expect([overlong.statusCode, overlong.json().errorCode, overlong.json().value]).toEqual([
      400,
      "chat.message.too.long",
      { max: CHAT_LIMITS.maxText },
    ]);
    const notImage = await sendImage(token, Buffer.from("<svg onload=alert(1)></svg>"));
    expect([notImage.statusCode, notImage.json().errorCode]).toEqual([400, "upload.type"]);
    const tooLarge = await sendImage(token, pngBytes(CHAT_LIMITS.maxImageBytes + 1));
    expect([tooLarge.statusCode, tooLarge.json().errorCode]).toEqual([413, "upload.too.large"]);
    const badRead = await member(ENDPOINTS.chatRead.path, token, { body: { upToId: -1 } });
    expect(badRead.json().errorCode).toBe("request_param_err");
    const badHistory = await member(`${ENDPOINTS.chatHistory.path}?size=1000`, token);
    expect(badHistory.json().errorCode).toBe("request_param_err");
    const badAnswer = await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId: 1,
      text: "",
      clientRef: ref(),
    });
    expect(badAnswer.json().errorCode).toBe("request_param_err");
    const missing = await desk("POST", "/admin/api/chat/conversations/take", {
      conversationId: 2_000_000_001,
    });
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, "chat.conversation.not.found"]);
    expect(changedTables(before, await tableChecksum(t.db))).toEqual([]);

    // Switched off for a merchant: refused whoever asks.
    const offToken = (await register(`off${ref().slice(0, 8)}`, PASSWORD, "nochat")).token;
    const off = await call("GET", ENDPOINTS.chatUnreadCount.path, { token: offToken, merchant: "nochat" });
    expect(off.json().errorCode).toBe("function.not.available");
  });

  it("refuses more messages a minute than the brand allows (20 by default), counted on all instances together", async () => {
    const second = await buildTestApp(t.db);
    try {
      const username = `rate${ref().slice(0, 6)}`;
      const { token } = await register(username, PASSWORD, MERCHANT);
      const sendOn = (app: typeof second, clientRef = ref(), text = "hello?") =>
        app.inject({
          method: "POST",
          url: ENDPOINTS.chatSend.path,
          headers: { authorization: token, merchant: MERCHANT, "content-type": "application/json" },
          payload: JSON.stringify({ text, clientRef }),
        });
      const first = ref();
      for (let sent = 0; sent < 20; sent++) {
        const answer = await sendOn(sent % 2 === 0 ? t.app : second, sent === 0 ? first : ref());
        expect(answer.statusCode).toBe(200);
      }
      const fourth = await sendOn(second);
      expect([fourth.statusCode, fourth.json().errorCode, fourth.json().value]).toEqual([
        429,
        "chat.too.many.messages",
        { max: 20 },
      ]);
      const image = await t.app.inject({
        method: "POST",
        url: `${ENDPOINTS.chatSendImage.path}?clientRef=${ref()}`,
        headers: { authorization: token, merchant: MERCHANT, "content-type": "image/png" },
        payload: pngBytes(100),
      });
      expect([image.statusCode, image.json().errorCode]).toEqual([429, "chat.too.many.messages"]);
      // A retry of a message already sent is no new message: it answers the one it made.
      expect((await sendOn(second, first)).statusCode).toBe(200);
      const sent = async () =>
        (
          await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM chat_messages c JOIN members m ON m.id = c.member_id
              WHERE m.username = $1 AND c.sender = 'member'`,
            [username],
          )
        )[0]!.n;
      expect(await sent()).toBe(20);
      // A minute later the member may write again.
      await t.db.query(
        `UPDATE chat_messages SET created_at = created_at - interval '61 seconds'
          WHERE member_id = (SELECT id FROM members WHERE username = $1)`,
        [username],
      );
      expect((await sendOn(second)).statusCode).toBe(200);
      expect(await sent()).toBe(21);
    } finally {
      await second.close();
    }
  });

  it("takes images like the other uploads, three in a row at most, and shows them only to their member", async () => {
    const token = await player("pictures");
    const first = (await sendImage(token, pngBytes(2048))).json().value.message;
    expect(first.image).toEqual({ contentType: "image/png", size: 2048 });
    const jpeg = (await sendImage(token, jpegBytes(512))).json().value.message;
    expect(jpeg.image.contentType).toBe("image/jpeg");
    await sendImage(token, pngBytes(100));
    const fourth = await sendImage(token, pngBytes(100));
    expect([fourth.statusCode, fourth.json().errorCode]).toEqual([400, "upload.count"]);

    const own = await member(`${ENDPOINTS.chatAttachment.path}?messageId=${first.id}`, token);
    expect(own.json().value.dataUrl).toMatch(/^data:image\/png;base64,/);
    const stranger = await player("stranger");
    const foreign = await member(`${ENDPOINTS.chatAttachment.path}?messageId=${first.id}`, stranger);
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, "chat.attachment.not.found"]);
    const strangerHistory = (await member(ENDPOINTS.chatHistory.path, stranger)).json().value;
    expect(strangerHistory).toMatchObject({ messages: [], conversation: null, unreadCount: 0 });

    // A retried image is stored once.
    const clientRef = ref();
    const once = (await sendImage(stranger, pngBytes(300), clientRef)).json().value.message;
    const retried = (await sendImage(stranger, pngBytes(300), clientRef)).json().value.message;
    expect(retried.id).toBe(once.id);
  });

  it("makes a message once however often it is sent at the same moment with its reference", async () => {
    const token = await player("twice");
    const clientRef = ref();
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(token, "Same message", clientRef)));
    expect(new Set(answers.map((answer) => answer.json().value.message.id)).size).toBe(1);
    const history = (await member(ENDPOINTS.chatHistory.path, token)).json().value;
    expect(history.messages).toHaveLength(1);
  });

  it("pushes answers to the member's open sockets, and what it missed on reconnect", async () => {
    const token = await player("live");
    const conversationId = (await send(token, "Are you there?")).json().value.conversation.id as number;
    const live = await socket(token);
    const ready = await live.next((event) => event.type === "ready");
    expect(ready).toMatchObject({ conversation: { id: conversationId, status: "waiting" }, unreadCount: 0 });
    // History on connect: the message sent before.
    await live.next((event) => event.type === "message" && event.message.text === "Are you there?");

    await desk("POST", "/admin/api/chat/conversations/take", { conversationId });
    await live.next((event) => event.type === "conversation" && event.conversation.status === "open");
    await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "Yes!",
      clientRef: ref(),
    });
    const pushed = await live.next((event) => event.type === "message" && event.message.from === "operator");
    expect(pushed).toMatchObject({ message: { text: "Yes!" }, unreadCount: 1 });
    const lastSeen = pushed.type === "message" ? pushed.message.id : 0;

    // Another member's socket hears nothing of it.
    const other = await socket(await player("bystander"));
    await other.next((event) => event.type === "ready");

    // Away: an answer arrives while the socket is closed; the next socket starts after the last id it held.
    live.ws.close();
    await desk("POST", "/admin/api/chat/conversations/answer", {
      conversationId,
      text: "Still there?",
      clientRef: ref(),
    });
    const back = await socket(token, lastSeen);
    const missed = await back.next((event) => event.type === "message");
    expect(missed).toMatchObject({ message: { text: "Still there?" } });
    expect(back.events.filter((event) => event.type === "message")).toHaveLength(1);

    await member(ENDPOINTS.chatRead.path, token, { body: {} });
    await back.next((event) => event.type === "unread" && event.unreadCount === 0);
    expect(other.events.map((event) => event.type)).toEqual(["ready"]);
  });
});
