import type { MerchantConfig } from "@banca/contract/merchant-config";
import { describe, expect, it } from "vitest";
import { hashToken } from "#app/modules/sessions/service.ts";
import { solvedCaptcha } from "./support/captcha.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind } from "./support/test-database.ts";
import { TEST_HASHING_COST } from "./support/test-password-hashing.ts";
import { wait } from "./support/verification.ts";

const valid = {
  username: "lucas2026",
  password: "Sunny2026",
  confirmPassword: "Sunny2026",
  paymentPassword: "482913",
  email: "lucas@example.com",
  mobileNum: "11987654321",
  countryDialingCode: "55",
  registerUrl: "https://demo.example/register",
  domain: "demo.example",
  registerMethod: "WEB",
  agreement: true,
};

describe(`registration, login and sessions on ${databaseKind}`, () => {
  const demo = demoConfig();
  const other: MerchantConfig = { ...demo, code: "other", name: "Other brand", domains: ["other.example"] };
  const t = useTestApp(() => ({ merchants: [demo, other] }));

  // Each test writes from its own address so the per-address limits of one test do not touch another.
  const { call, nextIp } = memberCalls(t, "198.51.100");
  let fieldChecks = 0;
  // A mobile number belongs to one account per merchant: a number used before is swapped for a new one.
  const usedMobiles = new Set<string>();
  const freshMobile = (body: unknown, merchant = "demo") => {
    const fields = body as { mobileNum?: unknown };
    if (typeof fields?.mobileNum !== "string" || fields.mobileNum === "") return body;
    let mobileNum = fields.mobileNum;
    while (usedMobiles.has(`${merchant}:${mobileNum}`)) mobileNum = String(Number(mobileNum) + 1);
    usedMobiles.add(`${merchant}:${mobileNum}`);
    return { ...fields, mobileNum };
  };
  const register = (body: unknown, ip = nextIp(), merchant?: string) =>
    call("PUT", "/wps/member/register", {
      body: freshMobile(body, merchant),
      ip,
      ...(merchant ? { merchant } : {}),
    });
  const login = (username: string, password: string, ip = nextIp(), captcha: object = {}) =>
    call("POST", "/wps/session/login", { body: { username, password, type: "username", ...captcha }, ip });
  const members = async () =>
    Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM members"))[0]?.n);

  it("registers a player, logs them in and knows them by the token", async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      userName: "lucas2026",
      firstTimeLogin: true,
      passwordExpired: false,
      customerType: 0,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await call("GET", "/wps/member/info", { token: value.token });
    expect(info.json().value).toMatchObject({
      id: value.id,
      account: "lucas2026",
      type: 0,
      mobile: "55*******4321",
    });
    const stored = await t.db.query<{
      password_hash: string;
      payment_password_hash: string;
      register_ip: string;
    }>("SELECT password_hash, payment_password_hash, register_ip FROM members WHERE id = $1", [value.id]);
    // argon2id at the suite's lowered cost; password-hashing.test.ts checks the real one.
    const { memoryCost, timeCost } = TEST_HASHING_COST;
    expect(stored[0]?.password_hash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},p=1,t=${timeCost}\\$`),
    );
    expect(stored[0]?.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain("Sunny2026");
  });

  it("refuses registration and login sent in the clear, writing nothing", async () => {
    const before = await members();
    const plain = await call("PUT", "/wps/member/register", { body: valid, ip: nextIp(), sealed: false });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe("encryption.invalid");
    const plainLogin = await call("POST", "/wps/session/login", {
      body: { username: "lucas2026", password: "Sunny2026" },
      sealed: false,
    });
    expect(plainLogin.json().errorCode).toBe("encryption.invalid");
    expect(await members()).toBe(before);
  });

  it("refuses a username taken in any letter case, and says so at the username check", async () => {
    await register({ ...valid, username: "marina88" });
    const before = await members();
    const again = await register({ ...valid, username: "MARINA88" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, errorCode: "username.taken" });
    expect(await members()).toBe(before);
    // Look-ups take one request a second, like code requests (guessing-limits.db.test.ts).
    await wait(t.db, 2);
    expect((await call("GET", "/wps/check/username?username=Marina88")).json().errorCode).toBe(
      "username.taken",
    );
    await wait(t.db, 2);
    expect((await call("GET", "/wps/check/username?username=freename1")).json().success).toBe(true);
    for (const url of [
      "/wps/check/username",
      `/wps/check/username?username=${"x".repeat(65)}`,
      "/wps/agent/affiliate",
    ]) {
      const bad = await call("GET", url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe("request_param_err");
    }
  });

  it.each([
    ["a username that does not start with a letter", { username: "9lives" }, "username"],
    ["a too short username", { username: "ab" }, "username"],
    ["a password without digits", { password: "onlyletters", confirmPassword: "onlyletters" }, "password"],
    ["a confirmation that differs", { confirmPassword: "Sunny2027" }, "confirmPassword"],
    ["a missing payment password", { paymentPassword: "" }, "paymentPassword"],
    ["a payment password of letters", { paymentPassword: "abcdef" }, "paymentPassword"],
    ["an e-mail that is not one", { email: "not-an-email" }, "email"],
  ])(
    "refuses %s by its field rule, in the caller's language, writing nothing",
    async (_name, change, field) => {
      const before = await members();
      const response = await call("PUT", "/wps/member/register", {
        body: { ...valid, username: `fieldcheck${++fieldChecks}`, ...change },
        ip: nextIp(),
        language: "en",
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errorCode).toBe("request_param_err");
      expect(Object.keys(body.value.fields)).toContain(field);
      expect(body.message).not.toMatch(/\(min\)|\(max\)/);
      expect(await members()).toBe(before);
    },
  );

  it.each([
    ["the agreement not accepted", { agreement: false }],
    ["no agreement at all", { agreement: undefined }],
    ["a username of the wrong type", { username: 12345678 }],
    ["an overlong username", { username: "a".repeat(65) }],
    ["an unknown registration method", { registerMethod: "FAX" }],
  ])("refuses %s with request_param_err, writing nothing", async (_name, change) => {
    const before = await members();
    const response = await register({ ...valid, username: "shapecheck1", ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("request_param_err");
    expect(await members()).toBe(before);
  });

  it("refuses an affiliate code no agent owns (invitation_code_error) and an unknown referral code", async () => {
    const before = await members();
    const affiliate = await register({ ...valid, username: "invited01", affiliateCode: "NOAGENT" });
    expect(affiliate.json()).toMatchObject({ success: false, errorCode: "invitation_code_error" });
    const referral = await register({ ...valid, username: "invited02", referralCode: "ZZZZZZZZ" });
    expect(referral.json()).toMatchObject({ success: false, errorCode: "referral.code.invalid" });
    expect(await members()).toBe(before);
    expect((await call("GET", "/wps/agent/affiliate?code=NOAGENT")).json().errorCode).toBe(
      "invitation_code_error",
    );
  });

  it("credits the referrer when the code is a member's", async () => {
    const referrer = (await register({ ...valid, username: "referrer1" })).json().value;
    const code = (
      await t.db.query<{ referral_code: string }>("SELECT referral_code FROM members WHERE id = $1", [
        referrer.id,
      ])
    )[0]?.referral_code;
    const invited = (await register({ ...valid, username: "invitee01", referralCode: code })).json().value;
    const row = await t.db.query<{ referred_by: string }>("SELECT referred_by FROM members WHERE id = $1", [
      invited.id,
    ]);
    expect(Number(row[0]?.referred_by)).toBe(referrer.id);
  });

  it("keeps merchants apart: an account and its token mean nothing to another brand", async () => {
    const demoMember = (await register({ ...valid, username: "onlydemo1" })).json().value;
    const elsewhere = await call("GET", "/wps/member/info", { token: demoMember.token, merchant: "other" });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().errorCode).toBe("user.or.token.invalid");
    expect((await register({ ...valid, username: "onlydemo1" }, nextIp(), "other")).statusCode).toBe(200);
    expect((await register(valid, nextIp(), "nobody")).json().errorCode).toBe("merchant.not.found");
  });

  it("logs in with a new token each time; a wrong password gets one generic answer", async () => {
    await register({ ...valid, username: "paula1990" });
    const first = (await login("paula1990", "Sunny2026")).json().value;
    const second = (await login("PAULA1990", "Sunny2026")).json().value;
    expect(first.token).not.toBe(second.token);
    expect(second).toMatchObject({ userName: "paula1990", firstTimeLogin: false, customerType: 0 });
    const wrong = await login("paula1990", "Sunny2027");
    const nobody = await login("nobody1990", "Sunny2026");
    expect(wrong.json()).toMatchObject({
      success: false,
      errorCode: "login.failed",
      message: "Wrong account or password",
    });
    expect(nobody.json()).toEqual(wrong.json());
  });

  it("locks an address out of an account for 15 minutes after 5 failures from it", async () => {
    await register({ ...valid, username: "guarded01" });
    // From the third failure on each try needs a captcha (login-rules.db.test.ts); solving them buys
    // no more than five tries from one address. Other addresses: guessing-limits.db.test.ts.
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const captcha = attempt >= 3 ? await solvedCaptcha(t.db) : {};
      expect((await login("guarded01", `Wrong${attempt}pass`, ip, captcha)).json().errorCode).toBe(
        "login.failed",
      );
    }
    const locked = await login("guarded01", "Sunny2026", ip, await solvedCaptcha(t.db));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe("too.many.requests");
  });

  it("stops an address that tries many accounts", async () => {
    const ip = "203.0.113.77";
    for (let attempt = 0; attempt < 20; attempt++) {
      const captcha = attempt >= 3 ? await solvedCaptcha(t.db) : {};
      expect((await login(`sprayed${attempt}`, "Guess1234", ip, captcha)).json().errorCode).toBe(
        "login.failed",
      );
    }
    const refused = await login("paula1990", "Sunny2026", ip, await solvedCaptcha(t.db));
    expect(refused.json().errorCode).toBe("too.many.requests");
    expect((await login("paula1990", "Sunny2026")).json().success).toBe(true);
  });

  it("logs out: the token stops working at once; no token or a bad one gets 401", async () => {
    await register({ ...valid, username: "leaving01" });
    const { token } = (await login("leaving01", "Sunny2026")).json().value;
    expect((await call("POST", "/wps/session/logout", { token })).json().success).toBe(true);
    const after = await call("GET", "/wps/member/info", { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe("user.or.token.invalid");
    expect((await call("GET", "/wps/member/info")).json().errorCode).toBe("login.not.session");
    expect((await call("GET", "/wps/member/info", { token: "x".repeat(500) })).statusCode).toBe(401);
  });

  it("ends a session after an hour idle and a day after login", async () => {
    await register({ ...valid, username: "sleepy001" });
    const idle = (await login("sleepy001", "Sunny2026")).json().value.token;
    const old = (await login("sleepy001", "Sunny2026")).json().value.token;
    const fresh = (await login("sleepy001", "Sunny2026")).json().value.token;
    await t.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1",
      [hashToken(idle)],
    );
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashToken(old),
    ]);
    expect((await call("GET", "/wps/member/info", { token: idle })).statusCode).toBe(401);
    expect((await call("GET", "/wps/member/info", { token: old })).statusCode).toBe(401);
    expect((await call("GET", "/wps/member/info", { token: fresh })).statusCode).toBe(200);
  });

  it("limits registrations from one address to ten an hour", async () => {
    const ip = "203.0.113.88";
    for (let index = 0; index < 10; index++) {
      expect((await register({ ...valid, username: `burst${index}user` }, ip)).statusCode).toBe(200);
    }
    const refused = await register({ ...valid, username: "burst10user" }, ip);
    expect(refused.statusCode).toBe(429);
  });
});
