import {
  ENCRYPTION_MAX_SKEW_MS,
  parseEncryptionHeader,
  type SealedPayload,
} from "@banca/contract/encryption";
import type { Endpoint } from "@banca/contract/endpoints";
import type { FastifyRequest } from "fastify";
import { AppError } from "#app/http/app-error.ts";
import type { EncryptionKeyStore } from "./key-store.ts";
import { openRequest } from "./open-request.ts";

const invalid = (message: string) => new AppError("encryption.invalid", message);

/** The `value` of a `{"value": "..."}` body, or null for any other body. */
function sealedValue(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { value } = body as { value?: unknown };
  return Object.keys(body).length === 1 && typeof value === "string" ? value : null;
}

/**
 * The checked payload of an encrypted request: `encryption.invalid` for anything unreadable or
 * outside the time window, `encryption.key.expired` for a key id the server does not hold (the
 * client fetches the key again and retries once). The nonce is not consumed here.
 */
export async function openEncryptedRequest(
  keys: Pick<EncryptionKeyStore, "privateKey">,
  endpoint: Endpoint,
  header: string | undefined,
  body: unknown,
  now = Date.now(),
): Promise<SealedPayload> {
  const parsed = parseEncryptionHeader(header);
  const value = sealedValue(body);
  if (!parsed || value === null) {
    throw invalid('This call must be encrypted: an Encryption header and a {"value"} body');
  }
  const key = await keys.privateKey(parsed.keyId);
  if (!key) throw new AppError("encryption.key.expired", "The encryption key has expired, fetch a new one");
  const payload = openRequest(key, parsed, value, endpoint);
  if (!payload) throw invalid("The encrypted request could not be read");
  if (Math.abs(now - payload.ts) > ENCRYPTION_MAX_SKEW_MS) throw invalid("request expired");
  return payload;
}

export type RequestDecryptor = (request: FastifyRequest) => Promise<unknown>;

/**
 * For an encrypted call: the plaintext body of each request. Bound to the call's method and path, so
 * a request sealed for another call does not open, and accepted once across all instances.
 */
export function requestDecryptor(store: EncryptionKeyStore, call: Endpoint): RequestDecryptor {
  const endpoint: Endpoint = { method: call.method, path: call.path };
  return async (request) => {
    const header = request.headers.encryption;
    const payload = await openEncryptedRequest(
      store,
      endpoint,
      Array.isArray(header) ? header[0] : header,
      request.body,
    );
    if (!(await store.consumeNonce(payload.nonce))) {
      throw new AppError("encryption.replayed", "This request was already received");
    }
    return payload.body;
  };
}
