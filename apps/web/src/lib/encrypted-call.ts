// Sealing of encrypted (E) calls in the browser (decision 006): WebCrypto only, the wire format from
// the contract's zod-free `encryption.ts`. Loaded by `callApi` with the first (E) call.
import type { sessionKeyCall } from "@banca/contract/calls/session-key";
import {
  type EncryptedRequest,
  encryptionAvailable,
  type SessionKey,
  sealRequest,
} from "@banca/contract/encryption";
import { ENDPOINTS, type Endpoint } from "@banca/contract/endpoints";
import { ApiError, callApi } from "./api-client.ts";

// Fetch a new key this long before the old one ends, so a request sealed now still finds it valid.
const EXPIRY_MARGIN_MS = 60_000;

/** The server key and how far the server's clock is ahead of ours, which decides freshness. */
type HeldKey = { key: SessionKey; clockOffset: number };
let held: HeldKey | null = null;
let loading: Promise<HeldKey> | null = null;

async function fetchKey(): Promise<HeldKey> {
  const key = await callApi<typeof sessionKeyCall>(ENDPOINTS.sessionKey);
  return { key, clockOffset: key.serverTime - Date.now() };
}

async function sessionKey(): Promise<HeldKey> {
  if (held && Date.now() + held.clockOffset < held.key.expiresAt - EXPIRY_MARGIN_MS) return held;
  // Calls made together share one fetch.
  loading ??= fetchKey().finally(() => {
    loading = null;
  });
  held = await loading;
  return held;
}

/** Drops the cached server key; the next encrypted call fetches it again. */
export function forgetSessionKey() {
  held = null;
}

/**
 * The `Encryption` header and `{"value"}` body that carry `body` to `endpoint`: fetches the server
 * key once and keeps it until shortly before it expires.
 */
export async function encryptBody(
  endpoint: Endpoint,
  body: unknown,
): Promise<{ headers: Record<string, string>; body: { value: string } }> {
  if (!encryptionAvailable()) {
    throw new ApiError("encryption.unavailable", "This page must be opened over https", 0);
  }
  const { key, clockOffset } = await sessionKey();
  return sealRequest(key, endpoint, body, Date.now() + clockOffset);
}

/**
 * Seals `body` and sends it with `send`; when the server no longer holds the key (it rotated, or
 * another instance dropped it), fetches the key again and retries once with a fresh seal.
 */
export async function sendEncrypted<T>(
  endpoint: Endpoint,
  body: unknown,
  send: (request: EncryptedRequest) => Promise<T>,
): Promise<T> {
  try {
    return await send(await encryptBody(endpoint, body));
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== "encryption.key.expired") throw error;
    forgetSessionKey();
    return send(await encryptBody(endpoint, body));
  }
}
