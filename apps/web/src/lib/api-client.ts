import type { CallDefinition, CallQuery, CallValue } from "@banca/contract/call";
import type { Endpoint } from "@banca/contract/endpoints";
import type { Envelope } from "@banca/contract/envelope";

/** A failed call: the server's stable code and its message. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type RequestContext = { merchant?: string; language?: string; token?: string };
const context: RequestContext = {};

/** Codes by which the server says the session token is missing, ended or unknown. */
const SESSION_ENDED = new Set(["login.not.session", "user.or.token.invalid"]);
let onSessionEnded: (token: string) => void = () => {};

/** Who hears that the token a call carried no longer works (the session store clears itself). */
export function setSessionEndedHandler(handler: (token: string) => void) {
  onSessionEnded = handler;
}

/** The code by which the server says the account must change its password before anything else. */
const PASSWORD_CHANGE_REQUIRED = "password.change.required";
let onPasswordChangeRequired: (token: string) => void = () => {};

/** Who hears that the account of the token a call carried must change its password first. */
export function setPasswordChangeRequiredHandler(handler: (token: string) => void) {
  onPasswordChangeRequired = handler;
}

/**
 * The code by which the server says the account is timed out or self-excluded (decision 084): its
 * log-in reaches withdrawals, records and the protection page only.
 */
const PROTECTION_EXCLUDED = "protection.excluded";
let onExcluded: (token: string) => void = () => {};

/** Who hears that the account of the token a call carried is excluded from play. */
export function setExcludedHandler(handler: (token: string) => void) {
  onExcluded = handler;
}

/** Headers every call carries once the site knows them (merchant from start-up, language, session). */
export function setRequestContext(next: Partial<RequestContext>) {
  Object.assign(context, next);
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", Device: "web", ...extraHeaders };
  if (context.merchant) headers.Merchant = context.merchant;
  if (context.language) headers.Language = context.language;
  if (context.token) headers.Authorization = context.token;
  // A file (an uploaded image) travels as its raw bytes with its own type; anything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined) headers["Content-Type"] = raw ? body.type : "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      // The server's device cookie (invite friends, decision 078) goes with the site's own calls.
      credentials: "same-origin",
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("network", "Network link is abnormal, please try again", 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError("network", "Network link is abnormal, please try again", response.status);
  }
  if (!envelope.success) {
    // Only a call that carried a token can end the session; the handler compares it with the one
    // held now, so a late answer to an older session's call does not end a newer one.
    const sentToken = headers.Authorization;
    if (sentToken && response.status === 401 && SESSION_ENDED.has(envelope.errorCode))
      onSessionEnded(sentToken);
    if (sentToken && response.status === 403 && envelope.errorCode === PASSWORD_CHANGE_REQUIRED)
      onPasswordChangeRequired(sentToken);
    if (sentToken && response.status === 403 && envelope.errorCode === PROTECTION_EXCLUDED)
      onExcluded(sentToken);
    throw new ApiError(envelope.errorCode || "unknown", envelope.message, response.status, envelope.value);
  }
  return envelope.value;
}

/**
 * Calls an endpoint and returns the `value` of its envelope, typed from the contract's call. The call
 * is a type argument only: its zod schemas stay out of the site's bundle. `encrypted` seals the body
 * for an (E) call (see `encrypted-call.ts`); `file` is sent as the body's raw bytes (an upload).
 */
export function callApi<C extends CallDefinition>(
  endpoint: Endpoint,
  input: { query?: CallQuery<C>; body?: unknown; file?: Blob; encrypted?: boolean } = {},
): Promise<CallValue<C>> {
  const url = `${endpoint.path}${queryString(input.query as Record<string, unknown>)}`;
  if (input.encrypted) {
    // The cipher code arrives with the first (E) call: most visits never make one.
    return import("./encrypted-call.ts").then(
      ({ sendEncrypted }) =>
        sendEncrypted(endpoint, input.body, (sealed) =>
          send<CallValue<C>>(endpoint.method, url, sealed.body, sealed.headers),
        ),
      () => {
        throw new ApiError("network", "Network link is abnormal, please try again", 0);
      },
    );
  }
  return send<CallValue<C>>(endpoint.method, url, input.file ?? input.body);
}
