// The site's own API as the browser calls it: the client address the test plays from, the
// session token, and the sealing (E) calls need. Tests use it to set up what they are not about.
import { sealRequest } from "@banca/contract/encryption";
import type { APIRequestContext } from "@playwright/test";

export type Envelope<T> = { success: boolean; value: T; errorCode: string; message: string };

/**
 * Calls `path` from `address` (X-Forwarded-For: 127.0.0.1 is the trusted proxy), sealed when asked;
 * on `origin` when another merchant's host is meant, else on the suite's base URL.
 */
export async function callSite<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  {
    body,
    token,
    sealed = false,
    address,
    language = "en",
    origin = "",
  }: {
    body?: unknown;
    token?: string;
    sealed?: boolean;
    address: string;
    language?: string;
    origin?: string;
  },
): Promise<Envelope<T>> {
  let data: unknown = body;
  // Chromium resolves *.localhost to this machine, Node does not: another merchant's host is named
  // in the Host header of a call to this machine instead.
  const target = origin ? new URL(origin) : null;
  const base = target ? `${target.protocol}//localhost:${target.port}` : "";
  let headers: Record<string, string> = {
    "x-forwarded-for": address,
    language,
    ...(target ? { host: target.host } : {}),
  };
  if (token) headers.authorization = token;
  if (sealed) {
    const key = (await (await request.get(`${base}/wps/session/key`, { headers })).json()).value;
    const result = await sealRequest(key, { method, path }, body, Date.now());
    data = result.body;
    headers = { ...headers, ...result.headers };
  }
  const answer = await request.fetch(`${base}${path}`, {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  return (await answer.json()) as Envelope<T>;
}

/** What the register form asks of a new player. */
export type NewAccount = {
  username: string;
  password: string;
  paymentPassword?: string;
  email?: string;
  affiliateCode?: string;
};

/** Registers a player by username on `origin` as the register form does; returns the session token. */
export async function registerThroughApi(
  request: APIRequestContext,
  { address, origin }: { address: string; origin: string },
  account: NewAccount,
): Promise<string> {
  const registered = await callSite<{ token: string }>(request, "PUT", "/wps/member/register", {
    sealed: true,
    address,
    origin,
    body: {
      ...account,
      confirmPassword: account.password,
      registerMethod: "WEB",
      agreement: true,
    },
  });
  if (!registered.success) {
    throw new Error(`registering ${account.username} failed: ${registered.errorCode} ${registered.message}`);
  }
  return registered.value.token;
}
