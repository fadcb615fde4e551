import type { MerchantConfig, SocialProviderConfig } from "@banca/contract/merchant-config";
import type { ModuleNode } from "@banca/contract/whitelabel";
import { expect } from "vitest";
import type { Queryable } from "#app/db/database.ts";
import type { TestIdentity } from "./oidc-test-provider.ts";
import { demoConfig } from "./test-app.ts";
import type { TestBrowser } from "./test-browser.ts";

function withModule(nodes: ModuleNode[], modId: string, enabled: boolean): ModuleNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.modId === modId ? (enabled ? "1" : "0") : node.enabled,
    childrenNodes: withModule(node.childrenNodes, modId, enabled),
  }));
}

/** A brand made from the demo one, with its own domains, social sign-in settings and SOCIALLOGIN3. */
export function socialMerchant(
  code: string,
  domains: string[],
  socialLogin: { google?: SocialProviderConfig; facebook?: SocialProviderConfig },
  moduleOn = true,
): MerchantConfig {
  const demo = demoConfig();
  return {
    ...demo,
    code,
    name: `Brand ${code}`,
    domains,
    domainRoutes: [],
    whitelabel: withModule(demo.whitelabel, "SOCIALLOGIN3", moduleOn),
    socialLogin,
  };
}

/** Rows that a sign-in creates; a refused one must leave every count as it was. */
export async function socialCounts(db: Queryable) {
  const rows = await db.query<{ members: string; identities: string; codes: string }>(
    `SELECT (SELECT count(*) FROM members) AS members,
            (SELECT count(*) FROM social_identities) AS identities,
            (SELECT count(*) FROM social_login_codes) AS codes`,
  );
  const row = rows[0] as { members: string; identities: string; codes: string };
  return { members: Number(row.members), identities: Number(row.identities), codes: Number(row.codes) };
}

/** Presses a sign-in button: answers the provider's authorization address the server sent the browser to. */
export async function startSignIn(
  browser: TestBrowser,
  appUrl: string,
  provider: string,
  options: { returnTo?: string; merchant?: string; ip?: string } = {},
): Promise<string> {
  const start = `${appUrl}/wps/session/social/${provider}/start?returnTo=${encodeURIComponent(options.returnTo ?? "/games")}`;
  const response = await browser.request(start, {
    headers: {
      ...(options.merchant ? { merchant: options.merchant } : {}),
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
    },
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return browser.location(response, start);
}

/**
 * At the test provider: follows its authorization page to the interaction, signs in as the identity
 * (or cancels) and follows it back; answers the callback address on the server, not yet visited.
 */
export async function authorizeAs(
  browser: TestBrowser,
  authorizeUrl: string,
  identity: TestIdentity | "cancel",
): Promise<string> {
  const interaction = browser.location(await browser.request(authorizeUrl), authorizeUrl);
  const details = await browser.request(interaction);
  expect(details.status).toBe(200);
  expect(await details.json()).toEqual({ prompt: "login" });
  const action = identity === "cancel" ? `${interaction}/abort` : `${interaction}/login`;
  const form = identity === "cancel" ? {} : identity;
  const resume = browser.location(await browser.request(action, { form }), action);
  return browser.location(await browser.request(resume), resume);
}

/** Visits the callback: answers where the server sends the browser. */
export async function visitCallback(browser: TestBrowser, callbackUrl: string): Promise<URL> {
  const response = await browser.request(callbackUrl);
  expect(response.status).toBe(302);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return new URL(browser.location(response, callbackUrl));
}

/** The `#socialLogin=` or `#socialLoginError=` part of where the callback led. */
export function fragmentOf(location: URL): { code?: string; error?: string } {
  const fragment = new URLSearchParams(location.hash.slice(1));
  return {
    ...(fragment.get("socialLogin") ? { code: fragment.get("socialLogin") as string } : {}),
    ...(fragment.get("socialLoginError") ? { error: fragment.get("socialLoginError") as string } : {}),
  };
}

export async function exchange(appUrl: string, code: string, merchant?: string) {
  const response = await fetch(`${appUrl}/wps/session/social/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(merchant ? { merchant } : {}) },
    body: JSON.stringify({ code }),
  });
  const body = (await response.json()) as { success: boolean; errorCode: string; value: unknown };
  return { status: response.status, body };
}
