import path from "node:path";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#app/app.ts";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { REPO_ROOT } from "#app/config/env.ts";
import type { SmsMessage } from "#app/providers/sms.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { memberCalls } from "./support/member-calls.ts";
import { demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";
import {
  confirmMobile,
  counts,
  lastCode,
  outboxFor,
  twiceAtOnce,
  wait,
  withModules,
} from "./support/verification.ts";

const REGISTER_CODE = ENDPOINTS.smsRegisterCode.path;
const LOGIN_CODE = ENDPOINTS.smsNoLoginCode.path;
const PASSWORD_CODE = ENDPOINTS.passwordSmsCode.path;

describe(`SMS verification codes on ${databaseKind}`, () => {
  const demo = demoConfig();
  const verf = withModules(demo, "verf", { REGMOBVERF3: "1" });
  const closed = withModules(demo, "closed", {
    MOBILEVERCODELOGIN3: "0",
    CHNGPASSVERIF3: "0",
    MOBILENUMREG3: "0",
  });
  const t = useTestApp(() => ({ merchants: [demo, verf, closed] }));
  const { call, nextIp } = memberCalls(t, "198.18.1");
  let numberCounter = 0;
  const nextNumber = () => `1191000${String(++numberCounter).padStart(4, "0")}`;

  const registerCode = (mobileNo: unknown, options: { ip?: string; merchant?: string; type?: string } = {}) =>
    call("POST", REGISTER_CODE, {
      body: { countryDialingCode: "55", mobileNo, ...(options.type ? { type: options.type } : {}) },
      ip: options.ip ?? nextIp(),
      ...(options.merchant ? { merchant: options.merchant } : {}),
    });

  /** A player registered by username with this mobile number (demo asks no code for it). */
  const memberWithMobile = async (mobileNum: string, username: string, options = { confirmed: true }) => {
    const response = await call("PUT", ENDPOINTS.register.path, {
      body: {
        username,
        password: "Sunny2026",
        confirmPassword: "Sunny2026",
        paymentPassword: "482913",
        countryDialingCode: "+55",
        mobileNum,
        registerMethod: "WEB",
        agreement: true,
      },
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    if (options.confirmed) await confirmMobile(t.db, response.json().value.id);
  };

  it("sends a 6-digit code by SMS, keeps only its salted hash, and answers its lifetime", async () => {
    const number = nextNumber();
    const response = await registerCode(number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [sms] = await outboxFor(t.db, `+55${number}`);
    expect(sms).toMatchObject({ channel: "sms", subject: "" });
    const code = await lastCode(t.db, `+55${number}`);
    expect(sms?.text).toContain(demo.name);
    const rows = await t.db.query<{ code_hash: string; purpose: string; lifetime: string; attempts: number }>(
      `SELECT code_hash, purpose, extract(epoch FROM expires_at - created_at) AS lifetime, attempts
         FROM verification_codes WHERE destination = $1`,
      [`+55${number}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "register", attempts: 0 });
    expect(Number(rows[0]?.lifetime)).toBe(300);
    expect(rows[0]?.code_hash).toMatch(/^[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it("answers in the caller's language", async () => {
    const number = nextNumber();
    await call("POST", REGISTER_CODE, {
      body: { countryDialingCode: "55", mobileNo: number },
      ip: nextIp(),
      language: "en",
    });
    expect((await outboxFor(t.db, `+55${number}`))[0]?.text).toMatch(
      /^Banca Demo: your verification code is \d{6}\./,
    );
  });

  it.each([
    ["no number", "", "missing-phone-number", 400],
    ["letters", "11abc654321", "invalid-phone-number", 400],
    ["too few digits", "1198", "invalid-phone-number", 400],
    ["too many digits", "11987654321987", "invalid-phone-number", 400],
    ["a number of the wrong type", 11987654321, "request_param_err", 400],
    ["an overlong number", "1".repeat(21), "request_param_err", 400],
  ])(
    "refuses %s (%s) with its own code, sending and storing nothing",
    async (_name, mobileNo, code, status) => {
      const before = await counts(t.db);
      const response = await registerCode(mobileNo);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errorCode: code });
      expect(await counts(t.db)).toEqual(before);
    },
  );

  it.each([
    ["a bad dialing code", { countryDialingCode: "55x", mobileNo: "11987650000" }],
    ["a missing dialing code", { mobileNo: "11987650000" }],
    ["an unknown type", { countryDialingCode: "55", mobileNo: "11987650000", type: "fax" }],
    ["no body at all", undefined],
  ])("refuses %s with request_param_err", async (_name, body) => {
    const before = await counts(t.db);
    const response = await call("POST", REGISTER_CODE, { body, ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("request_param_err");
    expect(await counts(t.db)).toEqual(before);
  });

  it("refuses a number that already has an account (mobile.taken), and an unknown merchant", async () => {
    const number = nextNumber();
    await memberWithMobile(number, "takenphone1");
    const before = await counts(t.db);
    const taken = await registerCode(number);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorCode).toBe("mobile.taken");
    expect((await registerCode(nextNumber(), { merchant: "nobody" })).json().errorCode).toBe(
      "merchant.not.found",
    );
    expect(await counts(t.db)).toEqual(before);
  });

  it("sends codes for username registration only where REGMOBVERF3 is on, and for mobile only with MOBILENUMREG3", async () => {
    const before = await counts(t.db);
    const off = await registerCode(nextNumber(), { type: "username" });
    expect(off.json().errorCode).toBe("function.not.available");
    expect((await registerCode(nextNumber(), { merchant: "closed" })).json().errorCode).toBe(
      "function.not.available",
    );
    expect(await counts(t.db)).toEqual(before);
    const on = await registerCode(nextNumber(), { type: "username", merchant: "verf" });
    expect(on.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  });

  it("takes one request per second per number and per address", async () => {
    const number = nextNumber();
    expect(await twiceAtOnce(() => registerCode(number))).toEqual(["200 ", "429 too.many.requests"]);
    const ip = nextIp();
    expect(await twiceAtOnce(() => registerCode(nextNumber(), { ip }))).toEqual([
      "200 ",
      "429 too.many.requests",
    ]);
    await wait(t.db, 2);
    expect((await registerCode(number, { ip })).statusCode).toBe(200);
  });

  it("makes a number wait 5 minutes after 5 codes in 15 minutes, then starts afresh", async () => {
    const number = nextNumber();
    for (let index = 0; index < 5; index++) {
      expect((await registerCode(number)).statusCode).toBe(200);
      await wait(t.db, 2);
    }
    const refused = await registerCode(number);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: "too-many-requests",
      message: "Too many requests, try again after 5 minutes",
    });
    await wait(t.db, 4 * 60);
    expect((await registerCode(number)).json().errorCode).toBe("too-many-requests");
    expect((await outboxFor(t.db, `+55${number}`)).length).toBe(5);
    await wait(t.db, 61);
    expect((await registerCode(number)).statusCode).toBe(200);
  });

  it("stops one address from sending codes to many numbers", async () => {
    const ip = nextIp();
    for (let index = 0; index < 10; index++) {
      expect((await registerCode(nextNumber(), { ip })).statusCode).toBe(200);
      await wait(t.db, 2);
    }
    const refused = await registerCode(nextNumber(), { ip });
    expect(refused.json().errorCode).toBe("too-many-requests");
    expect((await registerCode(nextNumber())).statusCode).toBe(200);
  });

  it("sends log-in and reset codes only to registered numbers, answering the same for any number", async () => {
    const known = nextNumber();
    const unknown = nextNumber();
    await memberWithMobile(known, "knownphone1");
    const body = (mobileNum: string) => ({ countryDialingCode: "55", mobileNum });
    const toKnown = await call("POST", LOGIN_CODE, { body: body(known), ip: nextIp() });
    const toUnknown = await call("POST", LOGIN_CODE, { body: body(unknown), ip: nextIp() });
    expect(toKnown.json()).toEqual({
      success: true,
      message: "",
      value: { expiredMinutes: 5 },
      errorCode: "",
    });
    expect(toUnknown.json()).toEqual(toKnown.json());
    expect(await outboxFor(t.db, `+55${known}`)).toHaveLength(1);
    expect(await outboxFor(t.db, `+55${unknown}`)).toHaveLength(0);

    await wait(t.db, 2);
    const started = Date.now();
    const reset = await call("POST", PASSWORD_CODE, { body: body(known), ip: nextIp() });
    const expires = reset.json().value.expirationTime;
    expect(expires).toBeGreaterThan(started + 4 * 60_000);
    expect(expires).toBeLessThan(Date.now() + 5 * 60_000 + 5_000);
    expect(await outboxFor(t.db, `+55${known}`)).toHaveLength(2);
    const resetUnknown = await call("POST", PASSWORD_CODE, { body: body(unknown), ip: nextIp() });
    expect(Object.keys(resetUnknown.json().value)).toEqual(["expirationTime"]);
    expect(await outboxFor(t.db, `+55${unknown}`)).toHaveLength(0);
    // The same digits under another country are another phone: its owner gets nothing.
    await call("POST", LOGIN_CODE, { body: { countryDialingCode: "1", mobileNum: known }, ip: nextIp() });
    expect(await outboxFor(t.db, `+1${known}`)).toHaveLength(0);
    // A number typed at registration without its code may be someone else's: it unlocks nothing.
    const unconfirmed = nextNumber();
    await memberWithMobile(unconfirmed, "typedphone1", { confirmed: false });
    const toUnconfirmed = await call("POST", LOGIN_CODE, { body: body(unconfirmed), ip: nextIp() });
    expect(toUnconfirmed.json()).toEqual(toKnown.json());
    expect(await outboxFor(t.db, `+55${unconfirmed}`)).toHaveLength(0);
  });

  it("limits requests for unregistered numbers like any other", async () => {
    const unknown = nextNumber();
    for (let index = 0; index < 5; index++) {
      await call("POST", LOGIN_CODE, {
        body: { countryDialingCode: "55", mobileNum: unknown },
        ip: nextIp(),
      });
      await wait(t.db, 2);
    }
    const refused = await call("POST", LOGIN_CODE, {
      body: { countryDialingCode: "55", mobileNum: unknown },
      ip: nextIp(),
    });
    expect(refused.json().errorCode).toBe("too-many-requests");
  });

  it("refuses log-in and reset codes where the merchant switched them off", async () => {
    const before = await counts(t.db);
    for (const url of [LOGIN_CODE, PASSWORD_CODE]) {
      const response = await call("POST", url, {
        body: { countryDialingCode: "55", mobileNum: nextNumber() },
        ip: nextIp(),
        merchant: "closed",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe("function.not.available");
    }
    expect(await counts(t.db)).toEqual(before);
  });

  it("forgets codes a day old when the next one is asked for", async () => {
    const old = nextNumber();
    await registerCode(old);
    await wait(t.db, 25 * 60 * 60);
    const stored = async () =>
      (await t.db.query("SELECT 1 FROM verification_codes WHERE destination = $1", [`+55${old}`])).length;
    expect(await stored()).toBe(1);
    await registerCode(nextNumber());
    expect(await stored()).toBe(0);
  });

  it("lets the operator read the outbox, filtered by merchant and destination", async () => {
    const number = nextNumber();
    await registerCode(number, { merchant: "verf", type: "username" });
    const lines = await runOpsCommand(t.db, ["outbox", "--merchant", "verf", "--to", `+55${number}`]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`\\tsms\\tverf\\t\\+55${number}\\t.*verf brand: .*\\d{6}`));
    expect(await runOpsCommand(t.db, ["outbox", "--to", "+00nobody"])).toEqual(["(no messages)"]);
    expect(await runOpsCommand(t.db, ["outbox", "--limit", "2"])).toHaveLength(2);
    for (const args of [
      ["outbox", "--limit", "0"],
      ["outbox", "--limit", "x"],
      ["outbox", "--to"],
      ["outbox", "--bogus", "1"],
    ]) {
      await expect(runOpsCommand(t.db, args)).rejects.toThrow(/Usage/);
    }
  });
});

describe(`SMS adapters and the sandbox outbox on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    await seedMerchants(db, [demoConfig()]);
  });
  afterAll(async () => {
    await db.drop();
  });

  const appWith = (options: { sandbox?: boolean; sent?: SmsMessage[] }) =>
    buildApp({
      db,
      ...(options.sent
        ? { sms: { send: async (message: SmsMessage) => void options.sent?.push(message) } }
        : {}),
      config: {
        DEFAULT_MERCHANT: "demo",
        WEB_DIST_DIR: path.join(REPO_ROOT, "apps/server/test/no-such-dist"),
        TRUST_PROXY: ["127.0.0.1"],
        VALIDATE_RESPONSES: true,
        LOG_LEVEL: "silent",
        LOG_PRETTY: false,
        DEMO: true,
        ...(options.sandbox === undefined ? {} : { SANDBOX_OUTBOX: options.sandbox }),
      },
    });
  const sendCode = (app: Awaited<ReturnType<typeof appWith>>, mobileNo: string, ip: string) =>
    app.inject({
      method: "POST",
      url: REGISTER_CODE,
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      payload: JSON.stringify({ countryDialingCode: "55", mobileNo }),
    });

  it("hands messages to the SMS adapter it is given instead of the outbox", async () => {
    const sent: SmsMessage[] = [];
    const app = await appWith({ sent });
    expect((await sendCode(app, "11955550001", "198.18.2.1")).statusCode).toBe(200);
    expect(sent).toEqual([
      { merchantCode: "demo", to: "+5511955550001", text: expect.stringMatching(/\d{6}/) },
    ]);
    expect(await outboxFor(db, "+5511955550001")).toHaveLength(0);
    await app.close();
  });

  it("serves /sandbox/outbox only when SANDBOX_OUTBOX is on", async () => {
    const plain = await appWith({});
    // Without the switch the path is just a page of the site (not built in tests), never messages.
    const off = await plain.inject({ url: "/sandbox/outbox" });
    expect(off.statusCode).toBe(503);
    expect(off.headers["content-type"]).toMatch(/^text\/plain/);
    await plain.close();

    const sandbox = await appWith({ sandbox: true });
    await sendCode(sandbox, "11955550002", "198.18.2.2");
    await sendCode(sandbox, "11955550003", "198.18.2.3");
    const all = (await sandbox.inject({ url: "/sandbox/outbox?merchant=demo" })).json();
    expect(all.success).toBe(true);
    expect(all.value.map((message: { to: string }) => message.to).slice(0, 2)).toEqual([
      "+5511955550003",
      "+5511955550002",
    ]);
    const one = (await sandbox.inject({ url: "/sandbox/outbox?to=%2B5511955550002" })).json().value;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ channel: "sms", merchant: "demo", to: "+5511955550002", subject: "" });
    expect(one[0].text).toMatch(/\d{6}/);
    for (const query of ["?limit=0", "?limit=101", "?merchant=NO%20SUCH", `?to=${"x".repeat(256)}`]) {
      const bad = await sandbox.inject({ url: `/sandbox/outbox${query}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe("request_param_err");
    }
    await sandbox.close();
  });
});
