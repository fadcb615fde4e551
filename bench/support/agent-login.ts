import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";

/**
 * A real session: the encrypted login call of the agent site over HTTP, sealed as the site seals
 * it. Answers the token the site then sends in `Authorization`.
 */
export async function logIn(base: string, username: string, password: string): Promise<string> {
  const key = ((await (await fetch(`${base}${ENDPOINTS.sessionKey.path}`)).json()) as { value: SessionKey })
    .value;
  const sealed = await sealRequest(
    key,
    ENDPOINTS.login,
    { username, password, type: "username", site: "agent" },
    Date.now(),
  );
  const response = await fetch(`${base}${ENDPOINTS.login.path}`, {
    method: ENDPOINTS.login.method,
    headers: { "content-type": "application/json", ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  const body = (await response.json()) as { success: boolean; message: string; value?: { token: string } };
  if (!body.success || !body.value) throw new Error(`login of ${username} failed: ${body.message}`);
  return body.value.token;
}

/** A GET of a member call with the session's token; fails loudly on an error answer. */
export async function getCall<Value>(
  base: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<Value> {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await fetch(`${base}${path}${search.size ? `?${search}` : ""}`, {
    headers: { Authorization: token, Language: "en" },
  });
  const body = (await response.json()) as {
    success: boolean;
    errorCode?: string;
    message: string;
    value: Value;
  };
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode ?? ""} ${body.message}`);
  return body.value;
}
