// The wire format of encrypted (E) calls (decision 006): the header, the key derivation's inputs and
// the payload's shape, for both sides, and the sealing the site does with WebCrypto. The server opens
// requests with node:crypto from these same pieces (decision 073).
// Free of zod, and of DOM and Node types: the small part of WebCrypto it uses is typed below, so the
// file checks under the site's, the server's and the contract's own compiler settings alike.
import type { Endpoint } from "./endpoints.ts";

export const ENCRYPTION_ALGORITHM = "ECDH-P256/HKDF-SHA256/AES-256-GCM";
export const ENCRYPTION_HEADER = "Encryption";
/** How far a request's `ts` may be from the server's clock, either way. */
export const ENCRYPTION_MAX_SKEW_MS = 60_000;

const SCHEME = "e1";
const INFO_PREFIX = "banca-e1";
const SALT_BYTES = 32;
const NONCE_BYTES = 16;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
/** An uncompressed P-256 point: 0x04, x, y. */
const POINT_BYTES = 65;
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export type PublicJwk = { kty: "EC"; crv: "P-256"; x: string; y: string };

/** `value` of `GET /wps/session/key`. */
export type SessionKey = {
  keyId: string;
  publicKey: PublicJwk;
  algorithm: typeof ENCRYPTION_ALGORITHM;
  /** Milliseconds since the epoch, by the server's clock. */
  expiresAt: number;
  /** The server's clock when it answered: a visitor's clock may be minutes off. */
  serverTime: number;
};

/** What an encrypted call sends instead of its plain JSON body. */
export type EncryptedRequest = { headers: Record<string, string>; body: { value: string } };
/** The plaintext inside `value`. */
export type SealedPayload = { ts: number; nonce: string; body: unknown };
export type EncryptionHeader = { keyId: string; clientPublicKey: Uint8Array; salt: Uint8Array };

/** A WebCrypto `CryptoKey`, opaque here. */
export type CipherKey = { readonly type: string };

type EcParams = { name: "ECDH"; namedCurve: "P-256" };
type GcmParams = { name: "AES-GCM"; iv: Uint8Array };
type Subtle = {
  generateKey(
    algorithm: EcParams,
    extractable: boolean,
    usages: string[],
  ): Promise<{ publicKey: CipherKey; privateKey: CipherKey }>;
  importKey(
    format: "jwk" | "raw",
    data: PublicJwk | Uint8Array,
    algorithm: EcParams | "HKDF",
    extractable: boolean,
    usages: string[],
  ): Promise<CipherKey>;
  exportKey(format: "raw", key: CipherKey): Promise<ArrayBuffer>;
  deriveBits(
    algorithm: { name: "ECDH"; public: CipherKey },
    key: CipherKey,
    length: number,
  ): Promise<ArrayBuffer>;
  deriveKey(
    algorithm: { name: "HKDF"; hash: "SHA-256"; salt: Uint8Array; info: Uint8Array },
    key: CipherKey,
    derived: { name: "AES-GCM"; length: 256 },
    extractable: boolean,
    usages: string[],
  ): Promise<CipherKey>;
  encrypt(algorithm: GcmParams, key: CipherKey, data: Uint8Array): Promise<ArrayBuffer>;
};
type Platform = {
  crypto?: { subtle?: Subtle; getRandomValues<T extends Uint8Array>(array: T): T };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const platform = globalThis as unknown as Platform;
const EC: EcParams = { name: "ECDH", namedCurve: "P-256" };

/** False outside a secure context (plain http), where browsers withhold WebCrypto. */
export function encryptionAvailable(): boolean {
  return Boolean(platform.crypto?.subtle);
}

function webCrypto() {
  const crypto = platform.crypto;
  if (!crypto?.subtle) throw new Error("WebCrypto is not available (it needs https)");
  return {
    subtle: crypto.subtle,
    random: (length: number) => crypto.getRandomValues(new Uint8Array(length)),
  };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (let index = 0; index < bytes.length; index += 3) {
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const bits = (bytes[index]! << 16) | ((second ?? 0) << 8) | (third ?? 0);
    text += ALPHABET.charAt((bits >> 18) & 63) + ALPHABET.charAt((bits >> 12) & 63);
    if (second !== undefined) text += ALPHABET.charAt((bits >> 6) & 63);
    if (third !== undefined) text += ALPHABET.charAt(bits & 63);
  }
  return text;
}

/** The bytes of unpadded base64url text, or null when it is not exactly that. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const digit = ALPHABET.indexOf(text.charAt(index));
    if (digit < 0) return null;
    buffer = (buffer << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = (buffer >> bits) & 255;
      buffer &= (1 << bits) - 1;
    }
  }
  // Left-over bits must be zero, so each byte string has one spelling.
  return buffer === 0 ? bytes : null;
}

export function formatEncryptionHeader(header: EncryptionHeader): string {
  return [SCHEME, header.keyId, toBase64Url(header.clientPublicKey), toBase64Url(header.salt)].join(".");
}

/** `e1.<keyId>.<client public key>.<salt>`, or null when the header is anything else. */
export function parseEncryptionHeader(value: string | undefined): EncryptionHeader | null {
  const parts = value?.trim().split(".") ?? [];
  if (parts.length !== 4 || parts[0] !== SCHEME || !KEY_ID.test(parts[1] ?? "")) return null;
  const clientPublicKey = fromBase64Url(parts[2] ?? "");
  const salt = fromBase64Url(parts[3] ?? "");
  if (clientPublicKey?.length !== POINT_BYTES || salt?.length !== SALT_BYTES) return null;
  return { keyId: parts[1]!, clientPublicKey, salt };
}

/** HKDF's `info` for a request's key: it binds the key to the call's method and path. */
export function requestKeyInfo(endpoint: Endpoint): Uint8Array {
  return new platform.TextEncoder().encode(`${INFO_PREFIX}${endpoint.method}${endpoint.path}`);
}

/** AES-256-GCM key that seals one request: ECDH, then HKDF bound to the call's method and path. */
async function requestKey(
  own: CipherKey,
  peer: CipherKey,
  salt: Uint8Array,
  endpoint: Endpoint,
): Promise<CipherKey> {
  const { subtle } = webCrypto();
  const shared = new Uint8Array(await subtle.deriveBits({ name: "ECDH", public: peer }, own, 256));
  const material = await subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"]);
  return subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: requestKeyInfo(endpoint) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt"],
  );
}

/** Encrypts a call's body for the server key, with a fresh ephemeral key pair, salt, IV and nonce. */
export async function sealRequest(
  key: Pick<SessionKey, "keyId" | "publicKey">,
  endpoint: Endpoint,
  body: unknown,
  now: number,
): Promise<EncryptedRequest> {
  const { subtle, random } = webCrypto();
  const { kty, crv, x, y } = key.publicKey;
  const serverKey = await subtle.importKey("jwk", { kty, crv, x, y }, EC, false, []);
  const ephemeral = await subtle.generateKey(EC, false, ["deriveBits"]);
  const clientPublicKey = new Uint8Array(await subtle.exportKey("raw", ephemeral.publicKey));
  const salt = random(SALT_BYTES);
  const aes = await requestKey(ephemeral.privateKey, serverKey, salt, endpoint);
  const payload: SealedPayload = { ts: now, nonce: toBase64Url(random(NONCE_BYTES)), body };
  const iv = random(IV_BYTES);
  const plaintext = new platform.TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: "AES-GCM", iv }, aes, plaintext));
  const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, IV_BYTES);
  return {
    headers: { [ENCRYPTION_HEADER]: formatEncryptionHeader({ keyId: key.keyId, clientPublicKey, salt }) },
    body: { value: toBase64Url(sealed) },
  };
}

/** The shape of an opened payload: a safe-integer `ts` and a nonce of 16 bytes in base64url. */
export function isSealedPayload(value: unknown): value is SealedPayload {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { ts, nonce } = value as Record<string, unknown>;
  return Number.isSafeInteger(ts) && typeof nonce === "string" && NONCE.test(nonce);
}
