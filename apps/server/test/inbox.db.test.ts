import { ENDPOINTS } from "@banca/contract/endpoints";
import { describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import { createSessionRepository } from "#app/modules/sessions/repository.ts";
import { createSessionService } from "#app/modules/sessions/service.ts";
import { insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { withModules } from "./support/verification.ts";

type Reader = { id: number; token: string; merchant: string; username: string };

describe(`the member inbox on ${databaseKind}`, () => {
  const demo = demoConfig();
  const t = useTestApp(() => ({
    merchants: [demo, withModules(demo, "other", {}), withModules(demo, "noinbox", { INBOX3: "0" })],
  }));
  let serial = 0;

  async function reader(merchant = "demo", kind: "player" | "trial" = "player"): Promise<Reader> {
    const username = `ib${Date.now().toString(36)}${++serial}`;
    const id = await insertMember(t.db, merchant, username);
    if (kind === "trial") await t.db.query("UPDATE members SET kind = 'trial' WHERE id = $1", [id]);
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id, merchantCode: merchant },
      { clientIp: "198.51.100.40", userAgent: "" },
    );
    return { id, token, merchant, username };
  }

  const call = (
    who: Reader,
    endpoint: { method: string; path: string },
    input: { query?: string; body?: unknown; language?: string } = {},
  ) =>
    t.app.inject({
      method: endpoint.method as "GET" | "POST",
      url: `${endpoint.path}${input.query ? `?${input.query}` : ""}`,
      headers: {
        authorization: who.token,
        merchant: who.merchant,
        ...(input.language ? { language: input.language } : {}),
        ...(input.body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  const unread = async (who: Reader) => {
    const answer = await call(who, ENDPOINTS.unreadCount);
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value.unreadCount as number;
  };
  const list = async (who: Reader, query = "", language?: string) => {
    const answer = await call(who, ENDPOINTS.messageList, { query, ...(language ? { language } : {}) });
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value;
  };
  const ids = async (who: Reader, query = "") =>
    ((await list(who, query)).list as { id: number }[]).map((message) => message.id);
  const read = (who: Reader, body: unknown) => call(who, ENDPOINTS.readMessages, { body });
  const remove = (who: Reader, body: unknown) => call(who, ENDPOINTS.deleteMessages, { body });

  const admin = async (merchant = "demo") => operatorCalls(t, await operatorKey(t.db), merchant);
  const send = async (merchant: string, body: Record<string, unknown>) => {
    const answer = await (await admin(merchant))("POST", "/admin/api/messages", body);
    expect(answer.json(), answer.body).toMatchObject({ success: true });
    return answer.json().value as { id: number; reference: string; replayed: boolean };
  };
  const letter = (text: string) => ({
    title: { en: text, pt: `${text} (pt)` },
    content: { en: `${text} body`, pt: `${text} corpo` },
  });
  const receipts = async () =>
    (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM member_message_receipts"))[0]!.n;
  const messages = async () =>
    (await t.db.query<{ n: string }>("SELECT count(*)::text AS n FROM member_messages"))[0]!.n;

  it("seeds the demo inbox: a welcome to every demo account and letters to the demo players", async () => {
    const player = (
      await t.db.query<{ id: string }>(
        "SELECT id::text FROM members WHERE merchant_code = 'demo' AND username = 'demoplayer'",
      )
    )[0]!;
    const token = await createSessionService(createSessionRepository(t.db)).open(
      { id: Number(player.id), merchantCode: "demo" },
      { clientIp: "198.51.100.41", userAgent: "" },
    );
    const demoplayer: Reader = { id: Number(player.id), token, merchant: "demo", username: "demoplayer" };
    // First in this file: no other test has written to the demo accounts' inboxes yet.
    const seeded = (await list(demoplayer, "", "en")).list;
    expect(await unread(demoplayer)).toBe(3);
    expect(seeded.map((message: { kind: string }) => message.kind).sort()).toEqual([
      "operator",
      "operator",
      "system",
    ]);
    expect(seeded.find((message: { kind: string }) => message.kind === "system")).toMatchObject({
      template: "welcome",
      params: { brand: demo.name },
      broadcast: true,
    });
  });

  it("delivers a personal message to its member and a broadcast to the members who existed when it was sent", async () => {
    const ana = await reader();
    const ben = await reader();
    const trial = await reader("demo", "trial");
    const elsewhere = await reader("other");
    const personal = await send("demo", {
      audience: "member",
      username: ana.username,
      ...letter("For Ana"),
    });
    const broadcast = await send("demo", { audience: "all", ...letter("For all") });
    const otherBroadcast = await send("other", { audience: "all", ...letter("Other brand") });
    const late = await reader();

    expect(await ids(ana)).toEqual([broadcast.id, personal.id]);
    expect(await unread(ana)).toBe(2);
    expect(await ids(ben)).toEqual([broadcast.id]);
    expect(await ids(elsewhere)).toEqual([otherBroadcast.id]);
    // A later sign-up starts with an empty inbox; earlier broadcasts were not meant for them.
    expect(await ids(late)).toEqual([]);
    expect(await unread(late)).toBe(0);
    // Trial accounts have no inbox at all.
    for (const endpoint of [ENDPOINTS.unreadCount, ENDPOINTS.messageList]) {
      const refused = await call(trial, endpoint);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "trial.account"]);
    }
    const trialRead = await read(trial, { all: true });
    expect(trialRead.json().errorCode).toBe("trial.account");
    // The sent list counts the broadcast's reach without the trial account or the late sign-up.
    const sent = (await (await admin())("GET", "/admin/api/messages?pageSize=5")).json().value;
    const row = sent.list.find((entry: { id: number }) => entry.id === broadcast.id);
    const reach = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM members WHERE merchant_code = 'demo' AND kind <> 'trial' AND id <> $1",
      [late.id],
    );
    expect(row).toMatchObject({
      audience: "all",
      kind: "operator",
      recipients: Number(reach[0]!.n),
      reads: 0,
    });
    expect(sent.list.find((entry: { id: number }) => entry.id === personal.id)).toMatchObject({
      audience: "member",
      username: ana.username,
      recipients: 1,
    });
    expect(sent.list.some((entry: { id: number }) => entry.id === otherBroadcast.id)).toBe(false);
  });

  it("lists newest first in the reader's language, pages, filters unread, and keeps markup as text", async () => {
    const cleo = await reader();
    const sent: number[] = [];
    for (const n of [1, 2, 3]) {
      sent.push(
        (await send("demo", { audience: "member", username: cleo.username, ...letter(`Note ${n}`) })).id,
      );
    }
    const markup = await send("demo", {
      audience: "member",
      username: cleo.username,
      title: { en: "<b>Bold</b> & <script>alert(1)</script>" },
      content: { en: "Line one\nLine two <img src=x onerror=alert(2)>" },
    });
    const first = await list(cleo, "pageNo=1&pageSize=2", "en");
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 4, totalPages: 2, unreadCount: 4 });
    expect(first.list.map((message: { id: number }) => message.id)).toEqual([markup.id, sent[2]]);
    expect(first.list[0]).toEqual({
      id: markup.id,
      kind: "operator",
      time: expect.any(Number),
      read: false,
      broadcast: false,
      title: "<b>Bold</b> & <script>alert(1)</script>",
      content: "Line one\nLine two <img src=x onerror=alert(2)>",
    });
    expect(
      (await list(cleo, "pageNo=2&pageSize=2")).list.map((message: { id: number }) => message.id),
    ).toEqual([sent[1], sent[0]]);
    // Portuguese readers get the Portuguese text; a language the operator skipped falls back to the
    // merchant's default (Portuguese), then to any language given.
    expect((await list(cleo, "pageSize=2", "pt")).list[1].title).toBe("Note 3 (pt)");
    expect((await list(cleo, "pageSize=2", "th")).list[1].title).toBe("Note 3 (pt)");
    expect((await list(cleo, "pageSize=1", "th")).list[0].title).toBe(
      "<b>Bold</b> & <script>alert(1)</script>",
    );

    expect((await read(cleo, { ids: [sent[0], sent[2]] })).json().value).toEqual({
      updated: 2,
      unreadCount: 2,
    });
    expect(await ids(cleo, "unread=true")).toEqual([markup.id, sent[1]]);
    const all = await list(cleo);
    expect(all.list.map((message: { read: boolean }) => message.read)).toEqual([false, true, false, true]);
  });

  it("marks read by id or all at once, and deleted messages stay deleted", async () => {
    const dan = await reader();
    const one = await send("demo", { audience: "member", username: dan.username, ...letter("One") });
    const two = await send("demo", { audience: "member", username: dan.username, ...letter("Two") });
    const three = await send("demo", { audience: "member", username: dan.username, ...letter("Three") });
    expect(await unread(dan)).toBe(3);
    expect((await read(dan, { ids: [one.id] })).json().value).toEqual({ updated: 1, unreadCount: 2 });
    // Reading it again changes nothing.
    expect((await read(dan, { ids: [one.id] })).json().value).toEqual({ updated: 0, unreadCount: 2 });

    expect((await remove(dan, { ids: [two.id] })).json().value).toEqual({ deleted: 1, unreadCount: 1 });
    expect(await ids(dan)).toEqual([three.id, one.id]);
    // Deleting again, reading it, or reading everything does not bring it back.
    expect((await remove(dan, { ids: [two.id] })).json().value).toEqual({ deleted: 0, unreadCount: 1 });
    expect((await read(dan, { ids: [two.id] })).json().value).toEqual({ updated: 0, unreadCount: 1 });
    expect((await read(dan, { all: true })).json().value).toEqual({ updated: 1, unreadCount: 0 });
    expect((await read(dan, { all: true })).json().value).toEqual({ updated: 0, unreadCount: 0 });
    expect(await ids(dan)).toEqual([three.id, one.id]);

    // A broadcast's read and delete state is the reader's own.
    const eve = await reader();
    const fay = await reader();
    const news = await send("demo", { audience: "all", ...letter("News") });
    await remove(eve, { ids: [news.id] });
    expect(await ids(eve)).toEqual([]);
    expect(await ids(fay)).toEqual([news.id]);
    expect(await unread(fay)).toBe(1);
    const [row] = await t.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM member_messages WHERE id = $1",
      [news.id],
    );
    expect(row!.n).toBe("1");
  });

  it("refuses bad input on every call with an envelope error, writing nothing", async () => {
    const gus = await reader();
    const hal = await reader();
    const stranger = await reader("other");
    const mine = await send("demo", { audience: "member", username: gus.username, ...letter("Mine") });
    const his = await send("demo", { audience: "member", username: hal.username, ...letter("His") });
    const theirs = await send("other", {
      audience: "member",
      username: stranger.username,
      ...letter("Theirs"),
    });
    const before = await receipts();

    const badLists = ["pageNo=0", "pageNo=x", "pageSize=51", "pageSize=0", "unread=maybe", "pageNo=1.5"];
    for (const query of badLists) {
      const answer = await call(gus, ENDPOINTS.messageList, { query });
      expect([answer.statusCode, answer.json().errorCode], query).toEqual([400, "request_param_err"]);
    }
    const badBodies: unknown[] = [
      {},
      { ids: [] },
      { ids: ["1"] },
      { ids: [1.5] },
      { ids: [-1] },
      { ids: [0] },
      { ids: [mine.id, mine.id] },
      { ids: Array.from({ length: 101 }, (_, index) => index + 1) },
      { ids: mine.id },
      { all: false },
      { all: "true" },
      { ids: [mine.id], all: true },
      { ids: [mine.id], extra: 1 },
      [mine.id],
      "all",
    ];
    for (const body of badBodies) {
      for (const endpoint of [ENDPOINTS.readMessages, ENDPOINTS.deleteMessages]) {
        const answer = await call(gus, endpoint, { body });
        expect(
          [answer.statusCode, answer.json().errorCode],
          `${endpoint.path} ${JSON.stringify(body)}`,
        ).toEqual([400, "request_param_err"]);
      }
    }
    // Another member's message, another merchant's, an unknown one, or a mix with one's own: the
    // whole call is refused, one's own message stays as it was.
    for (const body of [
      { ids: [his.id] },
      { ids: [theirs.id] },
      { ids: [987_654_321] },
      { ids: [mine.id, his.id] },
    ]) {
      for (const endpoint of [ENDPOINTS.readMessages, ENDPOINTS.deleteMessages]) {
        const answer = await call(gus, endpoint, { body });
        expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body)).toEqual([
          404,
          "message.not.found",
        ]);
      }
    }
    // Without a session, or with another merchant's session.
    const anonymous = await t.app.inject({
      method: "GET",
      url: ENDPOINTS.unreadCount.path,
      headers: { merchant: "demo" },
    });
    expect(anonymous.json().errorCode).toBe("login.not.session");
    const crossed = await call({ ...gus, merchant: "other" }, ENDPOINTS.unreadCount);
    expect(crossed.json().errorCode).toBe("user.or.token.invalid");
    // A merchant with the inbox switched off.
    const closed = await reader("noinbox");
    expect((await call(closed, ENDPOINTS.unreadCount)).json().errorCode).toBe("function.not.available");

    expect(await receipts()).toBe(before);
    expect(await unread(gus)).toBe(1);
    expect(await unread(hal)).toBe(1);
    expect(await ids(gus)).toEqual([mine.id]);
  });

  it("lets an operator send through the back office, audited, once per reference, and refuses bad messages", async () => {
    const ivy = await reader();
    const trial = await reader("demo", "trial");
    const operator = await admin();
    const good = { audience: "member", username: ivy.username, ...letter("Hello") };
    const sent = await send("demo", { ...good, reference: "hello-ivy" });
    const again = await send("demo", { ...good, reference: "hello-ivy" });
    expect(again).toEqual({ ...sent, replayed: true });
    expect(await ids(ivy)).toEqual([sent.id]);
    const audit = await readAudit(t.db, {
      merchantCode: "demo",
      targetType: "member",
      targetId: String(ivy.id),
      limit: 5,
    });
    expect(audit.map((entry) => [entry.action, entry.detail.messageId])).toEqual([["message.send", sent.id]]);
    expect(audit[0]!.actor).toMatch(/^operator:/);

    const count = await messages();
    const auditCount = (await readAudit(t.db, { merchantCode: "demo", limit: 500 })).length;
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, title: undefined }, "request_param_err"],
      [{ ...good, title: {} }, "request_param_err"],
      [{ ...good, title: { en: "   " }, content: { en: "x" } }, "request_param_err"],
      [{ ...good, title: { en: "x".repeat(121) }, content: { en: "x" } }, "request_param_err"],
      [{ ...good, title: { en: "x" }, content: { en: "x".repeat(4001) } }, "request_param_err"],
      [{ ...good, title: { xx: "x" }, content: { xx: "x" } }, "request_param_err"],
      [{ ...good, title: { en: "x" }, content: { pt: "x" } }, "request_param_err"],
      [{ ...good, title: { en: "bell\u0007" }, content: { en: "x" } }, "request_param_err"],
      [{ ...good, title: { en: 5 }, content: { en: "x" } }, "request_param_err"],
      [{ ...good, audience: "some" }, "request_param_err"],
      [{ ...good, username: undefined }, "request_param_err"],
      [{ ...good, username: "x".repeat(65) }, "request_param_err"],
      [{ ...good, reference: "r".repeat(101) }, "request_param_err"],
      [{ ...good, extra: true }, "request_param_err"],
      [{ ...good, username: "nobody-here" }, "member.not.found"],
      [{ ...good, username: trial.username }, "trial.account"],
    ];
    for (const [body, code] of bad) {
      const answer = await operator("POST", "/admin/api/messages", body);
      expect(answer.json().errorCode, JSON.stringify(body).slice(0, 120)).toBe(code);
    }
    const badQuery = await operator("GET", "/admin/api/messages?pageSize=500");
    expect(badQuery.json().errorCode).toBe("request_param_err");
    const noKey = await t.app.inject({
      method: "POST",
      url: "/admin/api/messages",
      headers: { merchant: "demo" },
    });
    expect(noKey.json().errorCode).toBe("operator.unauthorized");
    expect(await messages()).toBe(count);
    expect((await readAudit(t.db, { merchantCode: "demo", limit: 500 })).length).toBe(auditCount);
  });

  it("sends and lists from the command line", async () => {
    const jay = await reader();
    const lines = await runOpsCommand(t.db, [
      "message",
      "send",
      "demo",
      jay.username,
      "--title=Server move",
      "--lang=en",
      "We",
      "move",
      "tonight.",
    ]);
    expect(lines[0]).toMatch(/^message \d+ sent to /);
    const [message] = (await list(jay, "", "en")).list;
    expect(message).toMatchObject({ kind: "operator", title: "Server move", content: "We move tonight." });
    const listed = await runOpsCommand(t.db, ["message", "list", "demo"]);
    expect(listed[0]).toContain(jay.username);
    expect(listed[0]).toContain("Server move");
    await expect(runOpsCommand(t.db, ["message", "send", "demo", jay.username, "no title"])).rejects.toThrow(
      /title/,
    );
    await expect(
      runOpsCommand(t.db, ["message", "send", "demo", "nobody-here", "--title=x", "y"]),
    ).rejects.toThrow(/member.not.found/);
    await expect(runOpsCommand(t.db, ["message", "send", "nope", "--all", "--title=x", "y"])).rejects.toThrow(
      /No merchant/,
    );
    expect(await ids(jay)).toHaveLength(1);
  });
});
