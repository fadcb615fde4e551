import { createDecipheriv, createECDH, type ECDH, hkdfSync } from "node:crypto";
import {
  type EncryptionHeader,
  fromBase64Url,
  IV_BYTES,
  isSealedPayload,
  requestKeyInfo,
  type SealedPayload,
  TAG_BYTES,
} from "@banca/contract/encryption";
import type { Endpoint } from "@banca/contract/endpoints";
import type { PrivateJwk } from "./repository.ts";

// The site seals with WebCrypto; the server opens with node:crypto (decision 073). Each WebCrypto
// step is a job on libuv's thread pool, where the login's argon2 verifies run too: every encrypted
// call queued behind them, and the jobs cost three times the CPU. These calls are synchronous and
// take 0.2–0.3 ms of the event loop. The format and its inputs come from the contract, and the
// tests open what the site's own module seals.

/** A server key ready to open requests: its ECDH state, made once per key and reused. */
export type OpeningKey = { readonly ecdh: ECDH };

export function openingKey(jwk: PrivateJwk): OpeningKey {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(jwk.d, "base64url"));
  return { ecdh };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The payload of a sealed request, or null when it cannot be read: another key or call, a tampered
 * byte, a point off the curve, or a plaintext of the wrong shape.
 */
export function openRequest(
  key: OpeningKey,
  header: EncryptionHeader,
  value: string,
  endpoint: Endpoint,
): SealedPayload | null {
  const sealed = fromBase64Url(value);
  if (!sealed || sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    // Throws for a point that is not on P-256.
    const shared = key.ecdh.computeSecret(header.clientPublicKey);
    const aesKey = Buffer.from(hkdfSync("sha256", shared, header.salt, requestKeyInfo(endpoint), 32));
    const tagAt = sealed.length - TAG_BYTES;
    const decipher = createDecipheriv("aes-256-gcm", aesKey, sealed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(sealed.subarray(tagAt));
    const plaintext = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, tagAt)), decipher.final()]);
    const payload: unknown = JSON.parse(utf8.decode(plaintext));
    return isSealedPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}
