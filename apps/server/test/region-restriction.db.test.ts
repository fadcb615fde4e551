import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOpsCommand } from "#app/cli/ops-commands.ts";
import { readAudit } from "#app/modules/audit/audit-log.ts";
import type { GeoIp } from "#app/providers/geoip.ts";
import { enableBgsGames } from "./support/bgs-games.ts";
import { depositToMain } from "./support/ledger-fixtures.ts";
import { memberCalls } from "./support/member-calls.ts";
import { startTestOpenIdProvider, type TestOpenIdProvider } from "./support/oidc-test-provider.ts";
import { operatorCalls, operatorKey } from "./support/operator.ts";
import { authorizeAs, fragmentOf, socialCounts, socialMerchant, startSignIn } from "./support/social-flow.ts";
import { buildTestApp, createTestApp, useTestApp } from "./support/test-app.ts";
import { createTestBrowser } from "./support/test-browser.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const PASSWORD = "Secure2026";
const PAYMENT_PASSWORD = "482913";

/** The demo merchant blocks US: 203.0.113.0/24 plays a US network here, 198.51.100.0/24 a Brazilian one. */
const geoIp: GeoIp = {
  countryOf(ip) {
    if (ip.startsWith("203.0.113.")) return "US";
    if (ip.startsWith("198.51.100.")) return "BR";
    if (ip === "127.0.0.1") return LOOPBACK_COUNTRY.value;
    return "";
  },
};
// Only the app built without a trusted proxy sees the loopback address as a client from the US.
const LOOPBACK_COUNTRY = { value: "" };

const BLOCKED = "203.0.113.9";

describe(`region restriction held by the server on ${databaseKind}`, () => {
  const t = useTestApp(() => ({ geoIp }));
  const { call, register } = memberCalls(t, "10.91");

  const counts = async () => {
    const [row] = await t.db.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM members)::text AS members,
              (SELECT count(*) FROM sessions)::text AS sessions,
              (SELECT count(*) FROM deposits)::text AS deposits,
              (SELECT count(*) FROM withdrawals)::text AS withdrawals,
              (SELECT count(*) FROM vendor_sessions)::text AS vendor_sessions,
              (SELECT count(*) FROM bgs_sessions)::text AS bgs_sessions,
              (SELECT count(*) FROM recent_games)::text AS recent_games`,
    );
    return row;
  };
  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: "region.restricted", value: null });
  };
  const name = () => `rg${randomUUID().slice(0, 8)}`;
  const registration = (username: string) => ({
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    registerMethod: "WEB",
    agreement: true,
  });

  it("refuses registration by username and by mobile number and free play from a blocked country, creating nothing", async () => {
    const before = await counts();
    expectRefused(await call("PUT", ENDPOINTS.register.path, { body: registration(name()), ip: BLOCKED }));
    expectRefused(
      await call("PUT", ENDPOINTS.registerMobile.path, {
        body: {
          countryDialingCode: "55",
          mobileNum: "11987654321",
          verificationCode: "123456",
          password: PASSWORD,
          confirmPassword: PASSWORD,
          registerMethod: "WEB",
          agreement: true,
        },
        ip: BLOCKED,
      }),
    );
    expectRefused(await call("POST", ENDPOINTS.freeplayLogin.path, { ip: BLOCKED }));
    expect(await counts()).toEqual(before);
  });

  it("refuses logging in from a blocked country, whichever way, opening no session", async () => {
    const username = name();
    await register(username, PASSWORD);
    const before = await counts();
    expectRefused(
      await call("POST", ENDPOINTS.login.path, {
        body: { type: "username", username, password: PASSWORD },
        ip: BLOCKED,
      }),
    );
    expectRefused(
      await call("POST", ENDPOINTS.loginVerification.path, {
        body: { challengeId: "x", channel: "sms", verificationCode: "123456" },
        ip: BLOCKED,
      }),
    );
    expectRefused(await call("POST", ENDPOINTS.socialExchange.path, { body: { code: "abc" }, ip: BLOCKED }));
    expect(await counts()).toEqual(before);
    // The same account from an allowed address logs in.
    const allowed = await call("POST", ENDPOINTS.login.path, {
      body: { type: "username", username, password: PASSWORD },
      ip: "198.51.100.4",
    });
    expect(allowed.json()).toMatchObject({ success: true });
  });

  it("refuses deposits, new withdrawals and game launches of a member who travels to a blocked country", async () => {
    const member = await register(name(), PASSWORD);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: member.id,
      amount: 100_000n,
      key: `region-deposit:${member.id}`,
    });
    const games = await enableBgsGames(t.db);
    const before = await counts();
    expectRefused(
      await call("POST", ENDPOINTS.createDeposit.path, {
        token: member.token,
        ip: BLOCKED,
        body: {
          requestId: randomUUID(),
          channelId: "bank-transfer",
          amount: "250.00",
          bankCode: "CHASE",
          depositorName: "Ana Souza",
        },
      }),
    );
    expectRefused(
      await call("POST", ENDPOINTS.withdraw.path, {
        token: member.token,
        ip: BLOCKED,
        body: { password: PAYMENT_PASSWORD, amount: "50", bankCardId: 1 },
      }),
    );
    expectRefused(
      await call("POST", ENDPOINTS.launchGame.path, {
        token: member.token,
        ip: BLOCKED,
        body: { nodeId: games.dice, language: "en" },
      }),
    );
    expect(await counts()).toEqual(before);
  });

  it("keeps status, help centre, balance and records open, and lets a held withdrawal be confirmed", async () => {
    const status = await call("GET", ENDPOINTS.systemStatus.path, { ip: BLOCKED });
    expect(status.json().value).toMatchObject({ status: 2, location: { ip: BLOCKED, country: "US" } });
    expect((await call("GET", ENDPOINTS.helpCenter.path, { ip: BLOCKED })).json().success).toBe(true);

    // A withdrawal asked at home, paid, and confirmed on a trip abroad.
    const member = await register(name(), PASSWORD);
    await depositToMain(t.db, {
      merchantCode: "demo",
      memberId: member.id,
      amount: 100_000n,
      key: `region-withdrawal:${member.id}`,
    });
    const card = await call("PUT", ENDPOINTS.bindBankCard.path, {
      token: member.token,
      body: {
        loginPassword: PASSWORD,
        type: "bank",
        providerCode: "CHASE",
        accountNumber: `${Date.now()}`.slice(-12),
        holderName: "Maria Santos",
      },
    });
    expect(card.json()).toMatchObject({ success: true });
    const asked = await call("POST", ENDPOINTS.withdraw.path, {
      token: member.token,
      body: { password: PAYMENT_PASSWORD, amount: "50", bankCardId: card.json().value.card.id },
      sealed: true,
    });
    expect(asked.json()).toMatchObject({ success: true });
    const id = asked.json().value.record.id as number;
    const ops = operatorCalls(t, await operatorKey(t.db));
    expect((await ops("POST", "/admin/api/withdrawals/approve", { id })).json().value.status).toBe(
      "approved",
    );
    expect((await ops("POST", "/admin/api/withdrawals/pay", { id })).json().value.status).toBe("paid");

    const abroad = { token: member.token, ip: BLOCKED };
    expect((await call("GET", ENDPOINTS.walletBalance.path, abroad)).json().success).toBe(true);
    expect((await call("GET", `${ENDPOINTS.withdrawals.path}?pageSize=10`, abroad)).json().success).toBe(
      true,
    );
    const confirmed = await call("POST", ENDPOINTS.confirmWithdrawal.path, {
      ...abroad,
      body: { withdrawalId: id, status: "received" },
    });
    expect(confirmed.json()).toMatchObject({ success: true, value: { record: { status: "completed" } } });
  });

  it("marks the guarded calls in the OpenAPI document, and only those", async () => {
    const paths = (await t.app.inject({ url: "/openapi.json" })).json().paths;
    expect(paths[ENDPOINTS.register.path].put["x-region-guarded"]).toBe(true);
    expect(paths[ENDPOINTS.launchGame.path].post["x-region-guarded"]).toBe(true);
    expect(paths[ENDPOINTS.confirmWithdrawal.path].post["x-region-guarded"]).toBeUndefined();
    expect(paths[ENDPOINTS.systemStatus.path].get["x-region-guarded"]).toBeUndefined();
  });

  it("lets an allow-listed address or network in, changed by an operator with an audit entry", async () => {
    const ops = operatorCalls(t, await operatorKey(t.db));
    const invalid = await ops("POST", "/admin/api/region/allow-list", {
      allowedAddresses: ["203.0.113.300"],
      reason: "typo",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorCode).toBe("request_param_err");

    const set = await ops("POST", "/admin/api/region/allow-list", {
      allowedAddresses: ["203.0.113.20", "203.0.113.128/25"],
      reason: "head office and partner network",
    });
    expect(set.json()).toMatchObject({
      success: true,
      value: { allowedAddresses: ["203.0.113.20", "203.0.113.128/25"] },
    });
    expect((await ops("GET", "/admin/api/region/allow-list")).json().value).toMatchObject({
      blockedCountries: expect.arrayContaining(["US"]),
      allowedAddresses: ["203.0.113.20", "203.0.113.128/25"],
    });
    const [audit] = await readAudit(t.db, { merchantCode: "demo", targetType: "merchant", limit: 1 });
    expect(audit).toMatchObject({
      action: "region.allow-list.set",
      detail: { after: ["203.0.113.20", "203.0.113.128/25"], reason: "head office and partner network" },
    });

    for (const ip of ["203.0.113.20", "203.0.113.200"]) {
      expect((await call("GET", ENDPOINTS.systemStatus.path, { ip })).json().value.status, ip).toBe(0);
      const registered = await call("PUT", ENDPOINTS.register.path, { body: registration(name()), ip });
      expect(registered.json(), ip).toMatchObject({ success: true });
    }
    // Next to the network, the country's other addresses stay blocked.
    expectRefused(
      await call("PUT", ENDPOINTS.register.path, { body: registration(name()), ip: "203.0.113.127" }),
    );
    expect(
      (await call("GET", ENDPOINTS.systemStatus.path, { ip: "203.0.113.127" })).json().value.status,
    ).toBe(2);

    // The operators' command line changes the same list.
    expect(
      await runOpsCommand(t.db, ["region", "remove", "demo", "203.0.113.128/25", "partner gone"]),
    ).toEqual(["demo: 1 allowed addresses"]);
    await expect(runOpsCommand(t.db, ["region", "allow", "demo", "not-an-ip", "typo here"])).rejects.toThrow(
      /Invalid allow-list/,
    );
    expect(await runOpsCommand(t.db, ["region", "list", "demo"])).toContain("allowed\t203.0.113.20");
  });
});

describe(`region restriction and the client address without a trusted proxy on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase("demo");
    app = await buildTestApp(db, { TRUST_PROXY: false }, { geoIp });
    LOOPBACK_COUNTRY.value = "US";
  });
  afterAll(async () => {
    LOOPBACK_COUNTRY.value = "";
    await app.close();
    await db.drop();
  });

  it("judges the connecting address: a forwarded header from an untrusted peer changes nothing", async () => {
    const freeplay = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: ENDPOINTS.freeplayLogin.path, headers });
    // The peer (127.0.0.1) is in a blocked country; claiming a Brazilian client does not help.
    const members = async () => (await db.query("SELECT 1 FROM members")).length;
    const before = await members();
    const spoofed = await freeplay({ "x-forwarded-for": "198.51.100.7" });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().errorCode).toBe("region.restricted");
    expect(await members()).toBe(before);
    const status = await app.inject({
      url: ENDPOINTS.systemStatus.path,
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(status.json().value).toMatchObject({ status: 2, location: { ip: "127.0.0.1", country: "US" } });
  });
});

describe(`region restriction of social sign-in on ${databaseKind}`, () => {
  const SECRET_ENV = "BANCA_TEST_REGION_SOCIAL_SECRET";
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  let idp: TestOpenIdProvider;
  let appUrl: string;

  beforeAll(async () => {
    idp = await startTestOpenIdProvider();
    process.env[SECRET_ENV] = idp.clientSecret;
    const outside = { issuer: idp.issuer, clientId: idp.clientId, clientSecretEnv: SECRET_ENV };
    db = await openTestDatabase();
    app = await createTestApp(db, {
      geoIp,
      merchants: [socialMerchant("demo", ["127.0.0.1"], { google: outside })],
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    idp.trust([`${appUrl}/wps/session/social/google/callback`]);
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
    await db.drop();
    delete process.env[SECRET_ENV];
  });

  it("sends a visitor from a blocked country back with region.restricted, at the start or at the callback, creating no account", async () => {
    const before = await socialCounts(db);
    const refusedAtStart = new URL(await startSignIn(createTestBrowser(), appUrl, "google", { ip: BLOCKED }));
    expect(fragmentOf(refusedAtStart)).toEqual({ error: "region.restricted" });

    // Started at home, answered by the provider after crossing a border: the account is not made.
    const browser = createTestBrowser();
    const authorize = await startSignIn(browser, appUrl, "google", { ip: "198.51.100.9" });
    const callback = await authorizeAs(browser, authorize, {
      sub: "traveller",
      name: "Tra Veller",
      email: "traveller@example.com",
    });
    const landing = await browser.request(callback, { headers: { "x-forwarded-for": BLOCKED } });
    expect(landing.status).toBe(302);
    expect(fragmentOf(new URL(browser.location(landing, callback)))).toEqual({ error: "region.restricted" });
    expect(await socialCounts(db)).toEqual(before);
  });
});
