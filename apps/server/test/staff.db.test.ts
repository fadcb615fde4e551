import { describe, expect, it } from "vitest";
import { createStaffService } from "#app/modules/staff/service.ts";
import { totpCode } from "#app/modules/staff/totp.ts";
import {
  insertStaff,
  STAFF_PASSWORD,
  staffCalls,
  staffCookieOf,
  staffHeaders,
  staffLogin,
} from "./support/staff.ts";
import { useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";

const LOGIN = "/admin/api/staff/session/login";
const TOTP = "/admin/api/staff/session/totp";
const ENROL = "/admin/api/staff/session/enrol";
const ME = "/admin/api/staff/me";
const STEP_MS = 30_000;

describe(`staff log-in on ${databaseKind}`, () => {
  const t = useTestApp();
  const post = (url: string, payload: unknown, headers: Record<string, string> = { "x-banca-staff": "1" }) =>
    t.app.inject({ method: "POST", url, headers, payload: payload as object });
  const me = (cookie: string) => t.app.inject({ method: "GET", url: ME, headers: staffHeaders(cookie) });

  it("logs in with password and TOTP, answers the member, and ends the session at log-out", async () => {
    const member = await insertStaff(t.db, "alice", "finance", ["demo"]);
    const cookie = await staffLogin(t, member);
    const answer = await me(cookie);
    expect(answer.json().value).toEqual({
      username: "alice",
      role: "finance",
      merchants: ["demo"],
      permissions: expect.arrayContaining(["balance.adjust", "approvals.decide"]),
      idleMinutes: 30,
    });
    expect(answer.json().value.permissions).not.toContain("staff.manage");

    const logout = await post("/admin/api/staff/session/logout", {}, staffHeaders(cookie));
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers["set-cookie"])).toContain("Max-Age=0");
    const after = await me(cookie);
    expect([after.statusCode, after.json().errorCode]).toEqual([401, "staff.session.expired"]);
    const none = await t.app.inject({ method: "GET", url: ME, headers: { "x-banca-staff": "1" } });
    expect([none.statusCode, none.json().errorCode]).toEqual([401, "staff.session.expired"]);
  });

  it("sets the cookie HttpOnly and SameSite=Strict on /admin, and refuses it without the X-Banca-Staff header", async () => {
    const member = await insertStaff(t.db, "bob", "owner");
    const login = await post(LOGIN, { username: "bob", password: STAFF_PASSWORD });
    expect(String(login.headers["set-cookie"])).toMatch(
      /banca_staff=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict/,
    );
    const session = await staffLogin(t, member);

    const forged = await t.app.inject({ method: "GET", url: ME, headers: { cookie: session } });
    expect([forged.statusCode, forged.json().errorCode]).toEqual([403, "staff.header.required"]);
    const adjust = await t.app.inject({
      method: "POST",
      url: "/admin/api/balance/adjust",
      headers: { cookie: session, merchant: "demo" },
      payload: { username: "nobody", amount: "1.00", reason: "cross-site" },
    });
    expect([adjust.statusCode, adjust.json().errorCode]).toEqual([403, "staff.header.required"]);
    const loginWithout = await post(LOGIN, { username: "bob", password: STAFF_PASSWORD }, {});
    expect([loginWithout.statusCode, loginWithout.json().errorCode]).toEqual([403, "staff.header.required"]);
  });

  it("refuses a wrong password, a wrong code and a code used before", async () => {
    const member = await insertStaff(t.db, "carol", "risk");
    const wrong = await post(LOGIN, { username: "carol", password: "Wrong2026x" });
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, "staff.login.failed"]);
    const unknown = await post(LOGIN, { username: "nobody-here", password: STAFF_PASSWORD });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([401, "staff.login.failed"]);

    const login = await post(LOGIN, { username: "carol", password: STAFF_PASSWORD });
    const halfway = staffCookieOf(login);
    // Half logged in is not logged in.
    expect((await me(halfway)).json().errorCode).toBe("staff.session.expired");
    const code = totpCode(member.secret);
    const badCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await post(TOTP, { code: badCode }, staffHeaders(halfway));
    expect([refused.statusCode, refused.json().errorCode]).toEqual([401, "staff.login.failed"]);
    const accepted = await post(TOTP, { code }, staffHeaders(halfway));
    expect(accepted.statusCode).toBe(200);
    // The step's cookie is spent; a new log-in cannot reuse the same code within its window.
    expect((await post(TOTP, { code }, staffHeaders(halfway))).json().errorCode).toBe(
      "staff.session.expired",
    );
    const again = staffCookieOf(await post(LOGIN, { username: "carol", password: STAFF_PASSWORD }));
    const replay = await post(TOTP, { code }, staffHeaders(again));
    expect([replay.statusCode, replay.json().errorCode]).toEqual([401, "staff.login.failed"]);
    // The next step's code (an authenticator a little ahead) is still fine.
    const next = await post(
      TOTP,
      { code: totpCode(member.secret, Date.now() + STEP_MS) },
      staffHeaders(again),
    );
    expect(next.statusCode).toBe(200);
  });

  it("locks an address out of an account after repeated failures, as the players' log-in", async () => {
    await insertStaff(t.db, "dave", "support");
    const from = (ip: string) => ({ "x-banca-staff": "1", "x-forwarded-for": ip });
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await post(
        LOGIN,
        { username: "dave", password: `Guess${attempt}xyz` },
        from("203.0.113.9"),
      );
      expect(failed.json().errorCode).toBe("staff.login.failed");
    }
    const locked = await post(LOGIN, { username: "dave", password: STAFF_PASSWORD }, from("203.0.113.9"));
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, "staff.login.locked"]);
    // The account itself is not locked: its owner elsewhere still logs in.
    const elsewhere = await post(LOGIN, { username: "dave", password: STAFF_PASSWORD }, from("198.51.100.7"));
    expect(elsewhere.json()).toMatchObject({ success: true, value: { step: "totp" } });
  });

  it("ends a session idle for longer than the idle time, and one past its lifetime", async () => {
    const member = await insertStaff(t.db, "erin", "content");
    const cookie = await staffLogin(t, member);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = (SELECT id FROM staff WHERE username = 'erin')",
    );
    const idle = await me(cookie);
    expect([idle.statusCode, idle.json().errorCode]).toEqual([401, "staff.session.expired"]);

    await t.db.query("UPDATE staff SET totp_last_counter = NULL WHERE username = 'erin'");
    const fresh = await staffLogin(t, member);
    await t.db.query(
      "UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE ended_at IS NULL AND staff_id = (SELECT id FROM staff WHERE username = 'erin')",
    );
    expect((await me(fresh)).json().errorCode).toBe("staff.session.expired");
  });

  it("enrols from a one-time link: password by the site's rule, TOTP with a QR code, one-time recovery codes", async () => {
    const staff = createStaffService(t.db);
    const { token } = await staff.create({ username: "frank", role: "lottery", merchants: null });
    const weak = await post("/admin/api/staff/session/claim", { token, password: "short1" });
    expect([weak.statusCode, weak.json().errorCode]).toEqual([400, "request_param_err"]);
    const claimed = await post("/admin/api/staff/session/claim", { token, password: "Lottery2026" });
    expect(claimed.json()).toMatchObject({ success: true, value: { username: "frank" } });
    const reused = await post("/admin/api/staff/session/claim", { token, password: "Lottery2026" });
    expect([reused.statusCode, reused.json().errorCode]).toEqual([400, "staff.enrolment.invalid"]);

    const login = await post(LOGIN, { username: "frank", password: "Lottery2026" });
    const { step, enrolment } = login.json().value;
    expect(step).toBe("enrol");
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const cookie = staffCookieOf(login);
    // The enrolment step opens nothing else, and a log-in step's call does not enrol.
    expect((await post(TOTP, { code: totpCode(enrolment.secret) }, staffHeaders(cookie))).statusCode).toBe(
      401,
    );
    const enrolled = await post(ENROL, { code: totpCode(enrolment.secret) }, staffHeaders(cookie));
    expect(enrolled.statusCode).toBe(200);
    const { staff: frank, recoveryCodes } = enrolled.json().value;
    expect(frank).toMatchObject({ username: "frank", role: "lottery", merchants: null });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(staffCookieOf(enrolled))).statusCode).toBe(200);

    // A lost phone: a recovery code instead of the TOTP code, once.
    const recover = async () => {
      const again = staffCookieOf(await post(LOGIN, { username: "frank", password: "Lottery2026" }));
      return post(TOTP, { code: recoveryCodes[3].toUpperCase() }, staffHeaders(again));
    };
    expect((await recover()).statusCode).toBe(200);
    expect((await recover()).json().errorCode).toBe("staff.login.failed");
    const stored = await t.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM staff_recovery_codes WHERE staff_id = (SELECT id FROM staff WHERE username = 'frank')",
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it("lets an owner list, create, change and disable staff, and refuses other roles", async () => {
    const owner = await insertStaff(t.db, "grace", "owner");
    const support = await insertStaff(t.db, "heidi", "support");
    const ownerCall = staffCalls(t, await staffLogin(t, owner));
    const supportCall = staffCalls(t, await staffLogin(t, support));

    const refused = await supportCall("POST", "/admin/api/staff/create", {
      username: "ivan",
      role: "owner",
      merchants: null,
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "staff.forbidden"]);
    const created = await ownerCall("POST", "/admin/api/staff/create", {
      username: "ivan",
      role: "risk",
      merchants: ["demo"],
    });
    expect(created.json().value.enrolmentLink).toMatch(/^\/backoffice\/#\/enrol\?token=[A-Za-z0-9_-]{43}$/);
    const taken = await ownerCall("POST", "/admin/api/staff/create", {
      username: "IVAN",
      role: "risk",
      merchants: null,
    });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, "staff.username.taken"]);

    expect(
      (await ownerCall("POST", "/admin/api/staff/update", { username: "heidi", role: "content" })).statusCode,
    ).toBe(200);
    const list = (await ownerCall("GET", "/admin/api/staff")).json().value.list;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: "heidi", role: "content", enrolled: true, disabled: false }),
        expect.objectContaining({ username: "ivan", role: "risk", merchants: ["demo"], enrolled: false }),
      ]),
    );
    expect((await ownerCall("POST", "/admin/api/staff/disable", { username: "heidi" })).statusCode).toBe(200);
    // Disabled: its session ends at once.
    expect((await supportCall("GET", ME)).json().errorCode).toBe("staff.session.expired");
    const audit = await t.db.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log WHERE target_type = 'staff' AND target_id = 'heidi' ORDER BY id",
    );
    expect(audit).toEqual([
      { actor: "staff:grace", action: "staff.update" },
      { actor: "staff:grace", action: "staff.disable" },
    ]);
  });
});
