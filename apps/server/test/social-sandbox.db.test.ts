import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMerchants } from "#app/seed/seed-merchant.ts";
import { exchange, fragmentOf, startSignIn, visitCallback } from "./support/social-flow.ts";
import { buildTestApp, demoConfig } from "./support/test-app.ts";
import { createTestBrowser, type TestBrowser } from "./support/test-browser.ts";
import { databaseKind, openTestDatabase } from "./support/test-database.ts";

/** A port nobody listens on now: the sandbox's issuer must be known before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe(`the built-in sandbox OpenID provider on ${databaseKind}`, () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  let appUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    db = await openTestDatabase();
    // The committed demo merchant: SOCIALLOGIN3 on, Google and Facebook set to the sandbox.
    await seedMerchants(db, [demoConfig()]);
    app = await buildTestApp(db, { SANDBOX_OIDC: true, PUBLIC_URL: appUrl });
    await app.listen({ port, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  /** Start, the sandbox's authorization, and its page: answers the page's address and HTML. */
  async function openSandboxPage(browser: TestBrowser, provider = "google") {
    const authorize = await startSignIn(browser, appUrl, provider);
    expect(authorize.startsWith(`${appUrl}/sandbox/oidc/${provider}/auth?`)).toBe(true);
    const page = browser.location(await browser.request(authorize), authorize);
    const response = await browser.request(page);
    return { page, response, html: await response.text() };
  }

  /** Submits one of the page's forms and follows the sandbox back to the server's callback. */
  async function submit(browser: TestBrowser, action: string, form: Record<string, string>) {
    const resume = browser.location(await browser.request(action, { form }), action);
    const callback = browser.location(await browser.request(resume), resume);
    return visitCallback(browser, callback);
  }

  const signInAs = async (name: string, email: string, provider = "google") => {
    const browser = createTestBrowser();
    const { page } = await openSandboxPage(browser, provider);
    const { code } = fragmentOf(await submit(browser, `${page}/login`, { name, email }));
    const { body } = await exchange(appUrl, code as string);
    return body.value as { id: number; token: string; userName: string; firstTimeLogin: boolean };
  };

  it("shows Google and Facebook buttons for the demo merchant", async () => {
    const status = (await app.inject({ url: "/wps/system/status" })).json();
    expect(status.value.info.site.socialLogin).toEqual(["google", "facebook"]);
    const metadata = (
      await app.inject({ url: "/sandbox/oidc/google/.well-known/openid-configuration" })
    ).json();
    expect(metadata).toMatchObject({
      issuer: `${appUrl}/sandbox/oidc/google`,
      code_challenge_methods_supported: ["S256"],
    });
  });

  it("serves a script-free page that the site's content policy allows", async () => {
    const { response, html } = await openSandboxPage(createTestBrowser());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const policy = response.headers.get("content-security-policy");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(html).toContain("Sign in with Google");
    expect(html).toContain("ana.souza@example.com");
    expect(html).not.toContain("<script");
  });

  it("signs a demo identity in through the page, the same person again next time", async () => {
    const first = await signInAs("Ana Souza", "ana.souza@example.com");
    expect(first).toMatchObject({ firstTimeLogin: true, userName: expect.stringMatching(/^google\d{7}$/) });
    const info = await app.inject({ url: "/wps/member/info", headers: { authorization: first.token } });
    expect(info.json().value).toMatchObject({ id: first.id, nickname: "Ana Souza" });
    const again = await signInAs("Ana S.", "Ana.Souza@example.com");
    expect(again).toMatchObject({ id: first.id, firstTimeLogin: false });
    const facebook = await signInAs("Ana Souza", "ana.souza@example.com", "facebook");
    expect(facebook.id).not.toBe(first.id);
  });

  it("asks again for a name and a valid e-mail", async () => {
    const browser = createTestBrowser();
    const { page } = await openSandboxPage(browser);
    const response = await browser.request(`${page}/login`, {
      form: { name: "Typo", email: "not-an-email" },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a name and a valid e-mail address.");
    expect(html).toContain('value="not-an-email"');
    // The sign-in goes on once the person corrects it.
    const landing = await submit(browser, `${page}/login`, { name: "Typo", email: "typo@example.com" });
    expect(fragmentOf(landing).code).toBeDefined();
  });

  it("answers popup-closed-by-user when the person cancels on the page", async () => {
    const browser = createTestBrowser();
    const { page } = await openSandboxPage(browser);
    const landing = await submit(browser, `${page}/abort`, {});
    expect(landing.pathname).toBe("/games");
    expect(fragmentOf(landing)).toEqual({ error: "popup-closed-by-user" });
  });

  it("refuses the page to a browser that did not start the sign-in", async () => {
    const { page } = await openSandboxPage(createTestBrowser());
    const stranger = createTestBrowser();
    const response = await stranger.request(page);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Sign-in not possible");
    const post = await stranger.request(`${page}/login`, { form: { name: "Eve", email: "eve@example.com" } });
    expect(post.status).toBe(400);
  });
});
