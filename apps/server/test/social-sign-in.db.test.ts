import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#app/modules/members/password.ts";
import { hashToken } from "#app/modules/sessions/service.ts";
import { startTestOpenIdProvider, type TestOpenIdProvider } from "./support/oidc-test-provider.ts";
import {
  authorizeAs,
  exchange,
  fragmentOf,
  socialCounts,
  socialMerchant,
  startSignIn,
  visitCallback,
} from "./support/social-flow.ts";
import { createTestApp } from "./support/test-app.ts";
import { createTestBrowser } from "./support/test-browser.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

const SECRET_ENV = "BANCA_TEST_SOCIAL_SECRET";

describe(`social sign-in against an outside OpenID provider on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  let idp: TestOpenIdProvider;
  let appUrl: string;
  let ipCounter = 0;
  const nextIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    idp = await startTestOpenIdProvider();
    process.env[SECRET_ENV] = idp.clientSecret;
    const outside = { issuer: idp.issuer, clientId: idp.clientId, clientSecretEnv: SECRET_ENV };
    db = await openTestDatabase();
    app = await createTestApp(db, {
      merchants: [
        // Reached at 127.0.0.1: the merchant of every request without a Merchant header.
        socialMerchant("alpha", ["127.0.0.1"], { google: outside, facebook: outside }),
        socialMerchant("beta", ["beta.example"], { google: outside }),
        socialMerchant("gamma", ["gamma.example"], { google: outside }, false),
        socialMerchant("sandy", ["sandy.example"], { google: { sandbox: true } }),
        socialMerchant("nosecret", ["nosecret.example"], {
          google: { ...outside, clientSecretEnv: "BANCA_TEST_UNSET_SECRET" },
        }),
        socialMerchant("down", ["down.example"], {
          google: { ...outside, issuer: "http://127.0.0.1:1" },
        }),
      ],
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    idp.trust([
      `${appUrl}/wps/session/social/google/callback`,
      `${appUrl}/wps/session/social/facebook/callback`,
    ]);
  });

  afterAll(async () => {
    await app.close();
    await idp.close();
    await db.drop();
    delete process.env[SECRET_ENV];
  });

  /** A whole sign-in by a new browser, up to the callback's redirect. */
  async function signIn(sub: string, options: { provider?: string; merchant?: string; email?: string } = {}) {
    const browser = createTestBrowser();
    const authorize = await startSignIn(browser, appUrl, options.provider ?? "google", {
      merchant: options.merchant,
      ip: nextIp(),
    });
    const identity = { sub, name: `Person ${sub}`, email: options.email ?? `${sub}@example.com` };
    const callback = await authorizeAs(browser, authorize, identity);
    return { browser, callback, landing: await visitCallback(browser, callback) };
  }

  it("signs a new person in: start, provider, callback, one-time code, session", async () => {
    const browser = createTestBrowser();
    const authorize = new URL(
      await startSignIn(browser, appUrl, "google", { returnTo: "/games?x=1", ip: nextIp() }),
    );
    // Authorization code flow with PKCE, state and nonce, back to this server's callback.
    expect(authorize.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: idp.clientId,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
      redirect_uri: `${appUrl}/wps/session/social/google/callback`,
    });
    for (const name of ["state", "nonce", "code_challenge"]) {
      expect(authorize.searchParams.get(name)?.length).toBeGreaterThanOrEqual(43);
    }
    // Stored server side, the state only as a hash.
    const state = authorize.searchParams.get("state") as string;
    const pending = await db.query("SELECT * FROM social_authorizations WHERE state_hash = $1", [
      hashToken(state),
    ]);
    expect(pending).toHaveLength(1);
    expect(JSON.stringify(pending)).not.toContain(state);
    expect(browser.cookie("127.0.0.1", "banca_social")).toMatch(/^[\w-]{43}$/);

    const before = await socialCounts(db);
    const identity = { sub: "alice-1", name: "Alice Example", email: "alice@example.com" };
    const callback = await authorizeAs(browser, authorize.href, identity);
    expect(callback).toContain("/wps/session/social/google/callback?code=");
    const landing = await visitCallback(browser, callback);
    expect(`${landing.pathname}${landing.search}`).toBe("/games?x=1");
    const { code } = fragmentOf(landing);
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(await socialCounts(db)).toEqual({
      members: before.members + 1,
      identities: before.identities + 1,
      codes: before.codes + 1,
    });
    // The code is stored hashed; the authorization is gone.
    const stored = await db.query("SELECT code_hash FROM social_login_codes WHERE code_hash = $1", [
      hashToken(code as string),
    ]);
    expect(stored).toHaveLength(1);
    expect(
      await db.query("SELECT 1 FROM social_authorizations WHERE state_hash = $1", [hashToken(state)]),
    ).toEqual([]);

    const { status, body } = await exchange(appUrl, code as string);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      value: { firstTimeLogin: true, passwordExpired: false, customerType: 0 },
    });
    const value = body.value as { token: string; id: number; userName: string };
    expect(value.userName).toMatch(/^google\d{7}$/);

    const info = await app.inject({
      url: "/wps/member/info",
      headers: { authorization: value.token, merchant: "alpha" },
    });
    expect(info.json().value).toMatchObject({
      id: value.id,
      account: value.userName,
      nickname: "Alice Example",
    });
    const [member] = await db.query<{ password_hash: string | null; email: string }>(
      "SELECT password_hash, email FROM members WHERE id = $1",
      [value.id],
    );
    // No password of its own: nothing can log in to it with one.
    expect(member).toEqual({ password_hash: null, email: "alice@example.com" });
    expect(await verifyPassword(member?.password_hash ?? null, "")).toBe(false);
  });

  it("opens the same member at the next sign-in, no longer as a first login", async () => {
    const first = fragmentOf((await signIn("repeat-1")).landing);
    const firstValue = (await exchange(appUrl, first.code as string)).body.value as { id: number };
    const counts = await socialCounts(db);
    const again = fragmentOf((await signIn("repeat-1")).landing);
    const { body } = await exchange(appUrl, again.code as string);
    expect(body.value).toMatchObject({ id: firstValue.id, firstTimeLogin: false });
    expect((await socialCounts(db)).members).toBe(counts.members);
  });

  it("never joins an account by e-mail: another identity with the same address gets its own member", async () => {
    const facebook = fragmentOf(
      (await signIn("carol-fb", { provider: "facebook", email: "carol@example.com" })).landing,
    );
    const google = fragmentOf((await signIn("carol-g", { email: "carol@example.com" })).landing);
    const a = (await exchange(appUrl, facebook.code as string)).body.value as {
      id: number;
      userName: string;
    };
    const b = (await exchange(appUrl, google.code as string)).body.value as { id: number; userName: string };
    expect(a.userName).toMatch(/^facebook\d{7}$/);
    expect(b.id).not.toBe(a.id);
  });

  it("keeps each merchant's people apart", async () => {
    const alpha = fragmentOf((await signIn("dave-1")).landing);
    const beta = fragmentOf((await signIn("dave-1", { merchant: "beta" })).landing);
    const counts = await socialCounts(db);
    // A code works only at the merchant it was issued for, and the wrong one does not spend it.
    const wrong = await exchange(appUrl, alpha.code as string, "beta");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: "social.login.failed", value: null });
    expect(await socialCounts(db)).toEqual(counts);
    const a = (await exchange(appUrl, alpha.code as string)).body.value as { id: number };
    const b = (await exchange(appUrl, beta.code as string, "beta")).body.value as { id: number };
    expect(b.id).not.toBe(a.id);
  });

  it("refuses a reused, an expired and a made-up exchange code", async () => {
    const { code } = fragmentOf((await signIn("erin-1")).landing);
    expect((await exchange(appUrl, code as string)).status).toBe(200);
    const reused = await exchange(appUrl, code as string);
    expect(reused).toMatchObject({ status: 400, body: { success: false, errorCode: "social.login.failed" } });

    const late = fragmentOf((await signIn("erin-2")).landing).code as string;
    await db.query(
      "UPDATE social_login_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1",
      [hashToken(late)],
    );
    expect((await exchange(appUrl, late)).body).toMatchObject({ errorCode: "social.login.failed" });
    expect((await exchange(appUrl, "x".repeat(43))).body).toMatchObject({ errorCode: "social.login.failed" });
    const malformed = await exchange(appUrl, "x".repeat(129));
    expect(malformed).toMatchObject({ status: 400, body: { errorCode: "request_param_err" } });
  });

  it("refuses a tampered state and leaves the real sign-in usable", async () => {
    const browser = createTestBrowser();
    const authorize = await startSignIn(browser, appUrl, "google", { ip: nextIp() });
    const callback = await authorizeAs(browser, authorize, {
      sub: "frank-1",
      name: "Frank",
      email: "f@example.com",
    });
    const before = await socialCounts(db);
    const tampered = new URL(callback);
    tampered.searchParams.set("state", `${tampered.searchParams.get("state")}x`);
    const landing = await visitCallback(browser, tampered.href);
    expect(landing.pathname).toBe("/");
    expect(fragmentOf(landing)).toEqual({ error: "social.login.failed" });
    expect(await socialCounts(db)).toEqual(before);
    expect(fragmentOf(await visitCallback(browser, callback)).code).toBeDefined();
  });

  it("refuses a replayed callback", async () => {
    const { browser, callback, landing } = await signIn("gina-1");
    expect(fragmentOf(landing).code).toBeDefined();
    const before = await socialCounts(db);
    const replay = await visitCallback(browser, callback);
    expect(replay.pathname).toBe("/");
    expect(fragmentOf(replay)).toEqual({ error: "social.login.failed" });
    expect(await socialCounts(db)).toEqual(before);
  });

  it("refuses a callback opened in another browser (login CSRF)", async () => {
    const browser = createTestBrowser();
    const authorize = await startSignIn(browser, appUrl, "google", { ip: nextIp() });
    const callback = await authorizeAs(browser, authorize, {
      sub: "henry-1",
      name: "Henry",
      email: "h@example.com",
    });
    const before = await socialCounts(db);
    const landing = await visitCallback(createTestBrowser(), callback);
    expect(fragmentOf(landing)).toEqual({ error: "social.login.failed" });
    expect(await socialCounts(db)).toEqual(before);
  });

  it("answers popup-closed-by-user when the person cancels at the provider", async () => {
    const browser = createTestBrowser();
    const authorize = await startSignIn(browser, appUrl, "google", { returnTo: "/promotions", ip: nextIp() });
    const before = await socialCounts(db);
    const callback = await authorizeAs(browser, authorize, "cancel");
    expect(new URL(callback).searchParams.get("error")).toBe("access_denied");
    const landing = await visitCallback(browser, callback);
    expect(landing.pathname).toBe("/promotions");
    expect(fragmentOf(landing)).toEqual({ error: "popup-closed-by-user" });
    expect(await socialCounts(db)).toEqual(before);
  });

  it("refuses an answer that fails the PKCE, nonce or expiry check", async () => {
    const tamper = {
      pkce: "code_verifier = 'wrong-verifier-wrong-verifier-wrong-verifier-00'",
      nonce: "nonce = 'not-the-nonce-that-was-sent'",
      expiry: "expires_at = now() - interval '1 second'",
    };
    for (const [check, change] of Object.entries(tamper)) {
      const browser = createTestBrowser();
      const authorize = new URL(await startSignIn(browser, appUrl, "google", { ip: nextIp() }));
      const stateHash = hashToken(authorize.searchParams.get("state") as string);
      await db.query(`UPDATE social_authorizations SET ${change} WHERE state_hash = $1`, [stateHash]);
      const callback = await authorizeAs(browser, authorize.href, {
        sub: `ivy-${check}`,
        name: "Ivy",
        email: "",
      });
      const before = await socialCounts(db);
      const landing = await visitCallback(browser, callback);
      expect(fragmentOf(landing), check).toEqual({ error: "social.login.failed" });
      expect(await socialCounts(db), check).toEqual(before);
    }
  });

  it("sends unknown, switched-off and unconfigured providers back with function.not.available", async () => {
    const cases = [
      { provider: "twitter", merchant: undefined },
      { provider: "google", merchant: "gamma" },
      { provider: "facebook", merchant: "beta" },
      { provider: "google", merchant: "sandy" },
      { provider: "google", merchant: "nosecret" },
    ];
    for (const { provider, merchant } of cases) {
      const landing = new URL(
        await startSignIn(createTestBrowser(), appUrl, provider, { merchant, returnTo: "/x" }),
      );
      expect(landing.origin, `${provider} at ${merchant}`).toBe(appUrl);
      expect(landing.pathname).toBe("/x");
      expect(fragmentOf(landing), `${provider} at ${merchant}`).toEqual({ error: "function.not.available" });
    }
    expect(
      await db.query(
        "SELECT 1 FROM social_authorizations WHERE merchant_code <> 'alpha' AND merchant_code <> 'beta'",
      ),
    ).toEqual([]);
    const off = await exchange(appUrl, "x".repeat(43), "gamma");
    expect(off).toMatchObject({ status: 400, body: { errorCode: "function.not.available" } });
  });

  it("tells the site which buttons to show", async () => {
    const buttons = async (merchant: string) =>
      (await app.inject({ url: "/wps/system/status", headers: { merchant } })).json().value.info.site
        .socialLogin;
    expect(await buttons("alpha")).toEqual(["google", "facebook"]);
    expect(await buttons("beta")).toEqual(["google"]);
    for (const merchant of ["gamma", "sandy", "nosecret"]) expect(await buttons(merchant)).toEqual([]);
    // Without SANDBOX_OIDC there is no sandbox at all.
    const metadata = await app.inject({ url: "/sandbox/oidc/google/.well-known/openid-configuration" });
    expect(metadata.body).not.toContain("authorization_endpoint");
  });

  it("documents the two redirects next to the exchange call", async () => {
    const paths = (await app.inject({ url: "/openapi.json" })).json().paths;
    expect(paths["/wps/session/social/{provider}/start"].get.operationId).toBe("socialStart");
    expect(paths["/wps/session/social/{provider}/callback"].get.operationId).toBe("socialCallback");
    expect(paths["/wps/session/social/exchange"].post.operationId).toBe("socialExchange");
  });

  it("refuses a returnTo that is not a path on this site, storing nothing", async () => {
    for (const returnTo of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "games",
    ]) {
      const response = await fetch(
        `${appUrl}/wps/session/social/google/start?returnTo=${encodeURIComponent(returnTo)}`,
        { redirect: "manual", headers: { "x-forwarded-for": "192.0.2.99" } },
      );
      expect(response.status, returnTo).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: "request_param_err" });
    }
    expect(await db.query("SELECT 1 FROM social_authorizations WHERE client_ip = '192.0.2.99'")).toEqual([]);
  });

  it("sends the visitor back with social.login.failed when the provider cannot be reached", async () => {
    const landing = new URL(await startSignIn(createTestBrowser(), appUrl, "google", { merchant: "down" }));
    expect(fragmentOf(landing)).toEqual({ error: "social.login.failed" });
  });

  it("bounds the sign-ins one address can leave open", async () => {
    const ip = "192.0.2.77";
    for (let started = 0; started < 30; started++) {
      expect(new URL(await startSignIn(createTestBrowser(), appUrl, "google", { ip })).origin).toBe(
        idp.issuer,
      );
    }
    const refused = new URL(await startSignIn(createTestBrowser(), appUrl, "google", { ip }));
    expect(fragmentOf(refused)).toEqual({ error: "too.many.requests" });
  });
});
