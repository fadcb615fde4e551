import { generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { MerchantConfig, PhoneAuthConfig } from "@banca/contract/merchant-config";
import {
  PHONE_AUTH_PATHS,
  type PhoneAuthError,
  phoneAuthErrorOf,
  SANDBOX_PHONE_AUTH_PATH,
} from "@banca/contract/phone-auth";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type IdTokenClaims, signIdToken } from "#app/providers/phone-auth/id-token.ts";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { memberCalls } from "./support/member-calls.ts";
import { buildTestApp, demoConfig, useTestApp } from "./support/test-app.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";
import { counts, lastCode, REGISTRATION_FORM, withModules } from "./support/verification.ts";

const form = REGISTRATION_FORM;

function withPhoneAuth(config: MerchantConfig, code: string, phoneAuth: PhoneAuthConfig): MerchantConfig {
  return {
    ...withModules(config, code, { MOBILEVERCODELOGIN3: "1", CHNGPASSVERIF3: "1" }),
    phoneAuth,
  };
}

/** Everything a refused call must leave alone, spent tokens included. */
async function snapshot(t: { db: { query: <R>(sql: string) => Promise<R[]> } }) {
  const base = await counts(t.db as never);
  const [spent] = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM phone_auth_spent_tokens");
  return { ...base, spent: Number(spent?.n) };
}

describe(`phone authentication through the sandbox provider on ${databaseKind}`, () => {
  const demo = demoConfig();
  const phone = withPhoneAuth(demo, "phone", { provider: "sandbox" });
  const other = withPhoneAuth(demo, "phone-two", { provider: "sandbox" });
  const t = useTestApp(() => ({ merchants: [demo, phone, other] }));
  const { call, nextIp } = memberCalls(t, "198.18.29");
  let numberCounter = 0;
  const nextNumber = () => `1195000${String(++numberCounter).padStart(4, "0")}`;

  /** The browser's side: straight to the provider's REST endpoints, no platform envelope. */
  const provider = async (path: string, body: object, key = "phone", ip = nextIp()) => {
    const response = await t.app.inject({
      method: "POST",
      url: `${SANDBOX_PHONE_AUTH_PATH}${path}?key=${key}`,
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const errorOf = (answer: { body: { error?: { message?: string } } }): PhoneAuthError =>
    phoneAuthErrorOf(answer.body.error?.message);

  /** Sends a code to +55<mobile>, reads it from the outbox and has the provider check it. */
  async function tokenFor(mobile: string, key = "phone"): Promise<string> {
    // As if the player waited past the provider's one-per-second throttle.
    await t.db.query("UPDATE phone_auth_sandbox_sessions SET created_at = created_at - interval '2 seconds'");
    const sent = await provider(PHONE_AUTH_PATHS.sendCode, { phoneNumber: `+55${mobile}` }, key);
    expect(sent.status).toBe(200);
    const code = await lastCode(t.db, `+55${mobile}`);
    const signed = await provider(PHONE_AUTH_PATHS.signIn, { sessionInfo: sent.body.sessionInfo, code }, key);
    expect(signed.status).toBe(200);
    expect(signed.body.phoneNumber).toBe(`+55${mobile}`);
    return signed.body.idToken;
  }
  const registerMobile = (mobile: string, extra: object, merchant = "phone") =>
    call("PUT", ENDPOINTS.registerMobile.path, {
      body: { ...form, countryDialingCode: "55", mobileNum: mobile, ...extra },
      ip: nextIp(),
      merchant,
    });

  it("tells the site where the provider is only for a merchant on the provider route", async () => {
    const site = async (merchant: string) =>
      (await call("GET", ENDPOINTS.systemStatus.path, { merchant })).json().value.info.site.phoneAuth;
    expect(await site("phone")).toEqual({ apiUrl: SANDBOX_PHONE_AUTH_PATH, apiKey: "phone" });
    // The demo merchant keeps the built-in SMS codes.
    expect(await site("demo")).toBeNull();
  });

  it("registers by mobile with the provider's token sent with channel sms, and spends the token", async () => {
    const mobile = nextNumber();
    const token = await tokenFor(mobile);
    const response = await registerMobile(mobile, { channel: "sms", verificationToken: token });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ userName: mobile, firstTimeLogin: true });
    const [row] = await t.db.query<{ confirmed: boolean }>(
      "SELECT mobile_verified_at IS NOT NULL AS confirmed FROM members WHERE id = $1",
      [value.id],
    );
    expect(row?.confirmed).toBe(true);

    // The same token again: refused, nothing created.
    const before = await snapshot(t);
    const again = await registerMobile(nextNumber(), { channel: "sms", verificationToken: token });
    expect(again.json().errorCode).toBe("invalid-verification-code");
    const replayLogin = await call("POST", ENDPOINTS.login.path, {
      body: {
        type: "sms",
        countryDialingCode: "55",
        mobileNum: mobile,
        channel: "sms",
        verificationToken: token,
      },
      ip: nextIp(),
      merchant: "phone",
    });
    expect(replayLogin.json().errorCode).toBe("invalid-verification-code");
    expect(await snapshot(t)).toEqual(before);
  });

  it("logs in by SMS with a fresh token of the member's number", async () => {
    const mobile = nextNumber();
    const registered = await registerMobile(mobile, {
      channel: "sms",
      verificationToken: await tokenFor(mobile),
    });
    expect(registered.statusCode).toBe(200);
    const login = await call("POST", ENDPOINTS.login.path, {
      body: {
        type: "sms",
        countryDialingCode: "55",
        mobileNum: mobile,
        channel: "sms",
        verificationToken: await tokenFor(mobile),
      },
      ip: nextIp(),
      merchant: "phone",
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ id: registered.json().value.id, userName: mobile });
  });

  it("refuses a token of another number, of another merchant, a missing token or a built-in code, creating nothing", async () => {
    const mobile = nextNumber();
    const tokenOfOther = await tokenFor(nextNumber());
    const foreignToken = await tokenFor(mobile, "phone-two");
    const before = await snapshot(t);
    const refusals = [
      [
        await registerMobile(mobile, { channel: "sms", verificationToken: tokenOfOther }),
        "invalid-verification-code",
      ],
      [
        await registerMobile(mobile, { channel: "sms", verificationToken: foreignToken }),
        "invalid-verification-code",
      ],
      // Without channel "sms" the token is not taken for a phone proof.
      [await registerMobile(mobile, { verificationToken: foreignToken }), "missing-verification-code"],
      [await registerMobile(mobile, { verificationCode: "123456" }), "missing-verification-code"],
      [
        await registerMobile(mobile, { channel: "sms", verificationToken: "a.b.c" }),
        "invalid-verification-code",
      ],
    ] as const;
    for (const [response, code] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
    }
    // A merchant on the built-in codes takes no token: it still wants the code it sent.
    const builtin = await registerMobile(mobile, { channel: "sms", verificationToken: foreignToken }, "demo");
    expect(builtin.json().errorCode).toBe("missing-verification-code");
    expect(await snapshot(t)).toEqual(before);
  });

  it("keeps the platform's own SMS calls shut on the provider route", async () => {
    const before = await snapshot(t);
    const sent = await call("POST", ENDPOINTS.smsRegisterCode.path, {
      body: { countryDialingCode: "+55", mobileNo: nextNumber(), type: "mobile" },
      ip: nextIp(),
      merchant: "phone",
    });
    expect(sent.json().errorCode).toBe("function.not.available");
    const login = await call("POST", ENDPOINTS.smsNoLoginCode.path, {
      body: { countryDialingCode: "+55", mobileNum: nextNumber() },
      ip: nextIp(),
      merchant: "phone",
    });
    expect(login.json().errorCode).toBe("function.not.available");
    expect(await snapshot(t)).toEqual(before);
  });

  it("answers each refusal with the provider's error, which the site maps to the spec's code", async () => {
    const send = (phoneNumber: string, key = "phone", ip = nextIp()) =>
      provider(PHONE_AUTH_PATHS.sendCode, { phoneNumber }, key, ip);
    expect(errorOf(await send(""))).toBe("missing-phone-number");
    expect(errorOf(await send("5511999"))).toBe("invalid-phone-number");
    expect(errorOf(await send("+55abc"))).toBe("invalid-phone-number");
    // The demo merchant is on the built-in codes: the provider is not enabled for it.
    expect(errorOf(await send(`+55${nextNumber()}`, "demo"))).toBe("operation-not-allowed");
    // A second code to one number within a second.
    const busy = `+55${nextNumber()}`;
    expect((await send(busy)).status).toBe(200);
    const tooSoon = await send(busy);
    expect(tooSoon.status).toBe(400);
    expect(errorOf(tooSoon)).toBe("too-many-requests");

    const mobile = nextNumber();
    const sent = await send(`+55${mobile}`);
    const sessionInfo = sent.body.sessionInfo as string;
    const code = await lastCode(t.db, `+55${mobile}`);
    const check = (body: object) => provider(PHONE_AUTH_PATHS.signIn, body);
    expect(errorOf(await check({ sessionInfo }))).toBe("missing-verification-code");
    expect(errorOf(await check({ sessionInfo: "made-up", code }))).toBe("invalid-verification-code");
    const wrong = code === "000000" ? "000001" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(errorOf(await check({ sessionInfo, code: wrong }))).toBe("invalid-verification-code");
    }
    // Out of tries: even the right code is gone ("code expired, send again").
    expect(errorOf(await check({ sessionInfo, code }))).toBe("code-expired");

    const late = nextNumber();
    const lateSent = await send(`+55${late}`);
    const lateCode = await lastCode(t.db, `+55${late}`);
    await t.db.query(
      "UPDATE phone_auth_sandbox_sessions SET expires_at = now() - interval '1 second' WHERE phone_number = $1",
      [`+55${late}`],
    );
    expect(errorOf(await check({ sessionInfo: lateSent.body.sessionInfo, code: lateCode }))).toBe(
      "code-expired",
    );
  });

  it("maps every provider message of the spec's list, and anything else to unknown", () => {
    const expected: Record<string, PhoneAuthError> = {
      INVALID_PHONE_NUMBER: "invalid-phone-number",
      MISSING_PHONE_NUMBER: "missing-phone-number",
      "TOO_MANY_ATTEMPTS_TRY_LATER : Too many requests": "too-many-requests",
      INVALID_CODE: "invalid-verification-code",
      MISSING_CODE: "missing-verification-code",
      CAPTCHA_CHECK_FAILED: "captcha-check-failed",
      QUOTA_EXCEEDED: "quota-exceeded",
      OPERATION_NOT_ALLOWED: "operation-not-allowed",
      SESSION_EXPIRED: "code-expired",
      SOMETHING_NEW: "unknown",
    };
    for (const [message, code] of Object.entries(expected)) expect(phoneAuthErrorOf(message)).toBe(code);
  });
});

/** An outside provider: its published keys on an ephemeral port (/keys), tokens signed by the test. */
async function startKeyServer() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomUUID();
  const server: Server = createServer((request, response) => {
    // Any other path plays a provider that is down.
    if (request.url !== "/keys") return response.writeHead(503).end();
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    kid,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`phone authentication against an outside provider's keys on ${databaseKind}`, () => {
  const PROJECT = "banca-test";
  const demo = demoConfig();
  let keys: Awaited<ReturnType<typeof startKeyServer>>;
  // Before the application is built: the merchants need the key server's address.
  beforeAll(async () => {
    keys = await startKeyServer();
  });
  afterAll(async () => keys.close());
  const toolkit = (code: string, path: string) =>
    withPhoneAuth(demo, code, {
      provider: "identity-toolkit",
      projectId: PROJECT,
      apiKey: "browser-key",
      keysUrl: `${keys.origin}${path}`,
    });
  const t = useTestApp(() => ({
    merchants: [demo, toolkit("toolkit", "/keys"), toolkit("toolkit-down", "/gone")],
  }));
  const { call, nextIp } = memberCalls(t, "198.18.30");
  let numberCounter = 0;
  const nextNumber = () => `1196000${String(++numberCounter).padStart(4, "0")}`;
  const now = () => Math.floor(Date.now() / 1000);

  const token = (mobile: string, change: Partial<IdTokenClaims> = {}, key: KeyObject = keys.privateKey) =>
    signIdToken(key, keys.kid, {
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: `user-${mobile}`,
      iat: now(),
      exp: now() + 3600,
      auth_time: now(),
      phone_number: `+55${mobile}`,
      ...change,
    });
  const registerMobile = (mobile: string, verificationToken: string, merchant = "toolkit") =>
    call("PUT", ENDPOINTS.registerMobile.path, {
      body: { ...form, countryDialingCode: "55", mobileNum: mobile, channel: "sms", verificationToken },
      ip: nextIp(),
      merchant,
    });

  it("registers with a token the provider's published key signed, once", async () => {
    const mobile = nextNumber();
    const signed = token(mobile);
    const response = await registerMobile(mobile, signed);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe(mobile);
    // Again for the same number: the spent token is refused before the number is looked up.
    const again = await registerMobile(mobile, signed);
    expect(again.json().errorCode).toBe("invalid-verification-code");
  });

  it("refuses forged, tampered, foreign, unsigned and expired tokens, creating nothing", async () => {
    const mobile = nextNumber();
    const forger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const good = token(mobile);
    const [head, , signature] = good.split(".");
    const tampered = `${head}.${Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(good.split(".")[1] ?? "", "base64url").toString()),
        phone_number: "+5511900000000",
      }),
    ).toString("base64url")}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", kid: keys.kid })).toString("base64url")}.${good.split(".")[1]}.`;
    const before = await snapshot(t);
    const cases: Array<[string, string]> = [
      [token(mobile, {}, forger), "invalid-verification-code"],
      [tampered, "invalid-verification-code"],
      [unsigned, "invalid-verification-code"],
      [token(mobile, { aud: "someone-else" }), "invalid-verification-code"],
      [token(mobile, { iss: "https://securetoken.google.com/someone-else" }), "invalid-verification-code"],
      [token(mobile, { exp: now() - 10 }), "code-expired"],
      // A token refreshed long after the code was typed proves nothing recent.
      [token(mobile, { auth_time: now() - 3600 }), "code-expired"],
    ];
    for (const [given, code] of cases) {
      const response = await registerMobile(mobile, given);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(code);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("answers unknown when the provider's keys cannot be fetched, creating nothing", async () => {
    const mobile = nextNumber();
    const before = await snapshot(t);
    const response = await registerMobile(mobile, token(mobile), "toolkit-down");
    expect(response.statusCode).toBe(502);
    expect(response.json().errorCode).toBe("unknown");
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`phone authentication in the production start on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase("migrated");
    await seedMerchants(db, [withPhoneAuth(demoConfig(), "phone", { provider: "sandbox" })]);
    // Even asked for, the sandbox stays off outside the demo start (loadConfig refuses it earlier).
    app = await buildTestApp(db, { DEFAULT_MERCHANT: "phone", DEMO: false, SANDBOX_PHONE_AUTH: true });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it("serves no sandbox provider, tells the site of none, and takes no sandbox token", async () => {
    const sent = await app.inject({
      method: "POST",
      url: `${SANDBOX_PHONE_AUTH_PATH}${PHONE_AUTH_PATHS.sendCode}?key=phone`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ phoneNumber: "+5511912345678" }),
    });
    expect(sent.statusCode).toBe(404);
    const status = await app.inject({ url: ENDPOINTS.systemStatus.path, headers: { merchant: "phone" } });
    expect(status.json().value.info.site.phoneAuth).toBeNull();
    const { call } = memberCalls({ app }, "198.18.31");
    const refused = await call("PUT", ENDPOINTS.registerMobile.path, {
      body: {
        ...form,
        countryDialingCode: "55",
        mobileNum: "11912345678",
        channel: "sms",
        verificationToken: "a.b.c",
      },
      merchant: "phone",
    });
    expect(refused.json().errorCode).toBe("operation-not-allowed");
  });
});
