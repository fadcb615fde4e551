// One visitor of the reward-abuse bench: the site's calls over real HTTP, sealed where the contract
// says so, from the client address it presents through X-Forwarded-For (the bench's server trusts
// loopback as its proxy), with the cookies it keeps or drops and the session token it logged in with.
import type { CallDefinition } from "@banca/contract/call";
import { type SessionKey, sealRequest } from "@banca/contract/encryption";
import { ENDPOINTS } from "@banca/contract/endpoints";
import type { Envelope } from "@banca/contract/envelope";

/** A refused call: the envelope's code, so a caller can tell a rule from a fault. */
export class CallRefused extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
  ) {
    super(`${errorCode} (${status}): ${message}`);
  }
}

export type ClientOptions = {
  base: string;
  /** The address the server should see. */
  address: string;
  /**
   * Cookies the server sets are sent back (a browser that keeps them, the server's device cookie
   * among them); without, every call starts bare, as a farmer clearing its browser would.
   */
  cookies: Map<string, string> | null;
};

let sessionKey: Promise<SessionKey> | undefined;
let keyFetchedAt = 0;

export function createClient(options: ClientOptions) {
  let token: string | undefined;

  // One server key for every visitor, fetched again a minute before it expires (by the server's clock).
  const key = async (): Promise<SessionKey> => {
    const held = sessionKey && (await sessionKey);
    if (held && Date.now() - keyFetchedAt < held.expiresAt - held.serverTime - 60_000) return held;
    keyFetchedAt = Date.now();
    sessionKey = raw("GET", ENDPOINTS.sessionKey.path).then((answer) => answer as SessionKey);
    return sessionKey;
  };

  function remember(response: Response) {
    if (!options.cookies) return;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (!pair || at < 1) continue;
      options.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  async function raw(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      Device: "web",
      Merchant: "demo",
      Language: "en",
      "X-Forwarded-For": options.address,
      ...extra,
    };
    if (token) headers.Authorization = token;
    if (options.cookies?.size) {
      headers.Cookie = [...options.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${options.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    remember(response);
    const text = await response.text();
    let envelope: Envelope<unknown>;
    try {
      envelope = JSON.parse(text) as Envelope<unknown>;
    } catch {
      // A proxy's or a dying server's page, not the site's answer.
      throw new Error(`HTTP ${response.status} without the envelope: ${text.slice(0, 80)}`);
    }
    if (!envelope.success) throw new CallRefused(envelope.errorCode, envelope.message, response.status);
    return envelope.value;
  }

  return {
    options,
    get token() {
      return token;
    },
    set token(value: string | undefined) {
      token = value;
    },
    raw,
    /** A contract call: the body sealed when the call is an (E) call, the envelope's value answered. */
    async call<T = unknown>(
      definition: Pick<CallDefinition, "method" | "path" | "encrypted">,
      input: { query?: Record<string, string | number>; body?: unknown } = {},
    ): Promise<T> {
      const query = input.query
        ? `?${new URLSearchParams(Object.entries(input.query).map(([name, value]): [string, string] => [name, String(value)]))}`
        : "";
      if (!definition.encrypted)
        return (await raw(definition.method, definition.path + query, input.body)) as T;
      const sealed = await sealRequest(await key(), definition, input.body ?? {}, Date.now());
      return (await raw(definition.method, definition.path + query, sealed.body, sealed.headers)) as T;
    },
  };
}

export type Client = ReturnType<typeof createClient>;

/** The back office with the demo start's operator key. */
export function createOperator(base: string, operatorKey: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${operatorKey}`,
        Merchant: "demo",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!envelope.success) throw new CallRefused(envelope.errorCode, envelope.message, response.status);
    return envelope.value;
  };
}

export type Operator = ReturnType<typeof createOperator>;
