import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import { depositToMain, insertMember } from "./support/ledger-fixtures.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { confirmEmail, outboxFor } from "./support/verification.ts";

/** The audit rows of one action about one target, newest first. */
const audited = (db: Queryable, action: string, targetId: string) =>
  db.query<{ actor: string; detail: Record<string, unknown> }>(
    "SELECT actor, detail FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id DESC",
    [action, targetId],
  );

describe(`the back office's member directory on ${databaseKind}`, () => {
  const t = useTestApp();
  const tag = randomBytes(3).toString("hex");
  const name = (base: string) => `${base}${tag}`;
  let call: ReturnType<typeof operatorCalls>;
  let ids: Record<"agent" | "ana" | "bia" | "caio", number>;

  it("finds members by each filter, a page at a time, and audits the read", async () => {
    call = operatorCalls(t, await operatorKey(t.db, "demo"));
    const agent = await insertMember(t.db, "demo", name("boss"));
    const ana = await insertMember(t.db, "demo", name("ana"));
    const bia = await insertMember(t.db, "demo", name("bia"));
    const caio = await insertMember(t.db, "demo", name("caio"));
    ids = { agent, ana, bia, caio };
    await t.db.query("UPDATE members SET kind = 'agent', agent_level = 1 WHERE id = $1", [agent]);
    await t.db.query(
      `UPDATE members SET payee_name = 'Ana Souza', email = $2, country_dialing_code = '55',
              mobile_num = '11987650001', upline_id = $3 WHERE id = $1`,
      [ana, `ana.${tag}@example.com`, agent],
    );
    await t.db.query(
      "UPDATE members SET blocked_at = now(), created_at = now() - interval '40 days' WHERE id = $1",
      [bia],
    );
    await t.db.query("INSERT INTO member_tree VALUES ($1, $2, 1) ON CONFLICT DO NOTHING", [agent, ana]);

    const find = async (query: string) => {
      const response = await call("GET", `/admin/api/members?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().value;
    };
    const names = async (query: string) =>
      (await find(query)).list.map((member: { username: string }) => member.username);

    // Newest registration first: bia registered forty days ago.
    expect(await names(`username=${tag}`)).toEqual([name("caio"), name("ana"), name("boss"), name("bia")]);
    expect(await names(`email=ana.${tag}`)).toEqual([name("ana")]);
    expect(await names(`phone=%2B55 11 98765-0001&username=${tag}`)).toEqual([name("ana")]);
    expect(await names(`realName=ana souza&username=${tag}`)).toEqual([name("ana")]);
    expect(await names(`agent=${name("boss")}`)).toEqual([name("ana")]);
    expect(await names(`status=blocked&username=${tag}`)).toEqual([name("bia")]);
    expect(await names(`kind=agent&username=${tag}`)).toEqual([name("boss")]);
    const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(await names(`registeredTo=${lastMonth}&username=${tag}`)).toEqual([name("bia")]);
    expect(await names(`registeredFrom=${lastMonth}&username=${tag}`)).not.toContain(name("bia"));
    expect(await names("username=%25_")).toEqual([]);

    const page = await find(`username=${tag}&pageNo=2&pageSize=3`);
    expect(page).toMatchObject({ pageNo: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect(page.list.map((m: { username: string }) => m.username)).toEqual([name("bia")]);
    expect((await find(`email=ana.${tag}`)).list[0]).toMatchObject({
      realName: "Ana Souza",
      mobile: "+5511987650001",
      upline: name("boss"),
      status: "active",
      balance: "0.00",
    });

    const [read] = await audited(t.db, "member.personal-data.read", "GET /admin/api/members");
    expect(read?.actor).toMatch(/^operator:op-/);
    expect(read?.detail).toMatchObject({ filter: { email: `ana.${tag}` }, rows: 1 });
  });

  it("answers the search as CSV", async () => {
    const response = await call("GET", `/admin/api/members?email=ana.${tag}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const [header, row, ...rest] = response.body.trimEnd().split("\r\n");
    expect(header).toBe(
      "id,username,kind,realName,email,mobile,upline,clubRank,status,balance,registeredAt,lastLoginAt",
    );
    expect(row).toMatch(
      new RegExp(
        `^${ids.ana},${name("ana")},player,Ana Souza,ana\\.${tag}@example\\.com,'\\+5511987650001,${name("boss")},0,active,0\\.00,`,
      ),
    );
    expect(rest).toEqual([]);
  });

  it("shows one member's page and audits the read under the member", async () => {
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: ids.ana,
      amount: 12_345n,
      key: `dir:${tag}`,
    });
    await t.db.query(
      `INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at, client_ip, user_agent)
       VALUES ($1, $2, 'demo', now() + interval '1 day', '198.18.7.7', 'Firefox')`,
      [`hash-${tag}`, ids.ana],
    );
    await t.db.query("INSERT INTO member_login_addresses (member_id, client_ip) VALUES ($1, '198.18.7.7')", [
      ids.ana,
    ]);
    await t.db.query("INSERT INTO member_login_devices (member_id, device_id) VALUES ($1, 'device-1')", [
      ids.ana,
    ]);
    await t.db.query("INSERT INTO member_prize_groups (member_id, max_series) VALUES ($1, 1950)", [ids.ana]);

    const response = await call("GET", `/admin/api/members/detail?username=${name("ANA")}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.profile).toMatchObject({
      id: ids.ana,
      username: name("ana"),
      realName: "Ana Souza",
      upline: name("boss"),
    });
    expect(value.wallets).toContainEqual({ kind: "main", currency: "USD", balance: "123.45" });
    expect(value.ledger[0]).toMatchObject({
      kind: "deposit",
      wallet: "main",
      amount: "123.45",
      balanceAfter: "123.45",
    });
    expect(value.sessions).toEqual([
      expect.objectContaining({ clientIp: "198.18.7.7", userAgent: "Firefox" }),
    ]);
    expect(value.loginAddresses.map((a: { value: string }) => a.value)).toEqual(["198.18.7.7"]);
    expect(value.loginDevices.map((d: { value: string }) => d.value)).toEqual(["device-1"]);
    expect(value.bonus).toMatchObject({ balance: "123.45", withdrawable: "123.45", unfinished: [] });
    expect(value).toMatchObject({ prizeGroup: 1950, bets: [], notes: [], clubLevel: { rankLevel: 0 } });

    const [read] = await audited(t.db, "member.personal-data.read", String(ids.ana));
    expect(read?.detail).toMatchObject({ call: "GET /admin/api/members/detail", id: ids.ana });
  });

  it("adds notes and logs a member out everywhere, both audited", async () => {
    const added = await call("POST", "/admin/api/members/notes", {
      username: name("ana"),
      body: "Called about a late deposit",
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toMatchObject({
      body: "Called about a late deposit",
      author: expect.stringMatching(/^operator:/),
    });
    const detail = (await call("GET", `/admin/api/members/detail?username=${name("ana")}`)).json().value;
    expect(detail.notes.map((n: { body: string }) => n.body)).toEqual(["Called about a late deposit"]);
    expect((await audited(t.db, "member.note", String(ids.ana)))[0]?.detail).toMatchObject({
      username: name("ana"),
    });

    const ended = await call("POST", "/admin/api/members/sessions/end", {
      username: name("ana"),
      reason: "lost phone",
    });
    expect(ended.json().value).toEqual({ username: name("ana"), endedSessions: 1 });
    const open = await t.db.query("SELECT 1 FROM sessions WHERE member_id = $1 AND revoked_at IS NULL", [
      ids.ana,
    ]);
    expect(open).toEqual([]);
    expect((await audited(t.db, "member.sessions.end", String(ids.ana)))[0]?.detail).toMatchObject({
      reason: "lost phone",
      endedSessions: 1,
    });
  });

  it("e-mails a password reset to a confirmed address only, showing no password, audited", async () => {
    const email = `ana.${tag}@example.com`;
    const before = await t.db.query("SELECT password_hash FROM members WHERE id = $1", [ids.ana]);
    const unconfirmed = await call("POST", "/admin/api/members/password-reset", { username: name("ana") });
    expect([unconfirmed.statusCode, unconfirmed.json().errorCode]).toEqual([409, "member.reset.unreachable"]);
    expect(await outboxFor(t.db, email)).toEqual([]);

    await confirmEmail(t.db, ids.ana);
    const sent = await call("POST", "/admin/api/members/password-reset", { username: name("ana") });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toEqual({
      username: name("ana"),
      sentTo: email,
      expiredMinutes: expect.any(Number),
    });
    const [message] = await outboxFor(t.db, email);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeDefined();
    expect(message?.text).toContain(`#resetCode=`);
    // The staff member sees where the code went, never the code itself.
    expect(JSON.stringify(sent.json())).not.toContain(code);
    expect(await t.db.query("SELECT password_hash FROM members WHERE id = $1", [ids.ana])).toEqual(before);
    expect((await audited(t.db, "member.password.reset-sent", String(ids.ana)))[0]?.detail).toMatchObject({
      sentTo: email,
    });
  });

  it("refuses bad input and unknown members in the envelope", async () => {
    const refusals: [string, string, unknown, number, string][] = [
      ["GET", "/admin/api/members?pageSize=500", undefined, 400, "request_param_err"],
      ["GET", "/admin/api/members?status=gone", undefined, 400, "request_param_err"],
      ["GET", "/admin/api/members?registeredFrom=yesterday", undefined, 400, "request_param_err"],
      ["GET", "/admin/api/members/detail", undefined, 400, "request_param_err"],
      ["GET", "/admin/api/members/detail?username=nobody-at-all", undefined, 400, "member.not.found"],
      ["POST", "/admin/api/members/notes", { username: name("ana"), body: "  " }, 400, "request_param_err"],
      ["POST", "/admin/api/members/notes", { username: "nobody-at-all", body: "x" }, 400, "member.not.found"],
      ["POST", "/admin/api/members/sessions/end", { username: name("ana") }, 400, "request_param_err"],
      ["POST", "/admin/api/members/password-reset", { username: "nobody-at-all" }, 400, "member.not.found"],
    ];
    for (const [method, url, body, status, code] of refusals) {
      const response = await call(method as "GET" | "POST", url, body);
      expect([response.statusCode, response.json().errorCode], url).toEqual([status, code]);
    }
    const notes = await t.db.query("SELECT 1 FROM member_notes WHERE member_id = $1", [ids.ana]);
    expect(notes).toHaveLength(1);
  });
});
