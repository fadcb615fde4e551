import { createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/**
 * The provider's ID token: a JWT signed RS256 (RFC 7519 / 7515), the way the Identity Toolkit
 * issues them. Only what phone sign-in needs is read; anything else in a token is ignored.
 */
export type IdTokenClaims = {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  /** When the person typed the code (seconds); a refreshed token keeps the first sign-in's time. */
  auth_time: number;
  /** E.164, "+<dialing code><number>". */
  phone_number: string;
  /** A token id: two sign-ins of one number in one second still give two different tokens. */
  jti?: string;
};

export type TokenRefusal = "invalid" | "expired";
export class IdTokenError extends Error {
  constructor(readonly reason: TokenRefusal) {
    super(reason === "expired" ? "token expired" : "token invalid");
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function signIdToken(privateKey: KeyObject, kid: string, claims: IdTokenClaims): string {
  const head = `${encode({ alg: "RS256", kid, typ: "JWT" })}.${encode(claims)}`;
  return `${head}.${sign("sha256", Buffer.from(head), privateKey).toString("base64url")}`;
}

/** A key set as the provider publishes it (`{keys: [JWK...]}`), by key id. */
export function keysFromJwks(jwks: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (jwks as { keys?: unknown })?.keys;
  if (!Array.isArray(list)) return keys;
  for (const jwk of list) {
    if (typeof jwk !== "object" || jwk === null) continue;
    const { kid, kty } = jwk as { kid?: unknown; kty?: unknown };
    if (typeof kid !== "string" || kty !== "RSA") continue;
    try {
      keys.set(kid, createPublicKey({ key: jwk as import("node:crypto").JsonWebKey, format: "jwk" }));
    } catch {
      // A key this server cannot read signs nothing it will accept.
    }
  }
  return keys;
}

type Expected = { issuer: string; audience: string; maxAuthAgeSeconds: number; now?: number };

/**
 * Checks signature (RS256 only, by a known key id), issuer, audience, subject and times. An expired
 * token, or one whose code was typed too long ago, is "expired"; anything else wrong is "invalid".
 */
export function verifyIdToken(
  token: string,
  keyOf: (kid: string) => KeyObject | undefined,
  expected: Expected,
): IdTokenClaims {
  const parts = token.split(".");
  if (parts.length !== 3) throw new IdTokenError("invalid");
  const [head = "", body = "", signature = ""] = parts;
  let header: { alg?: unknown; kid?: unknown };
  let claims: Partial<IdTokenClaims>;
  try {
    header = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    throw new IdTokenError("invalid");
  }
  // The algorithm is fixed here, never taken from the token ("none" and HMAC tricks fail).
  if (header.alg !== "RS256" || typeof header.kid !== "string") throw new IdTokenError("invalid");
  const key = keyOf(header.kid);
  if (!key || !verify("sha256", Buffer.from(`${head}.${body}`), key, Buffer.from(signature, "base64url"))) {
    throw new IdTokenError("invalid");
  }
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const numbers = [claims.iat, claims.exp, claims.auth_time];
  if (
    claims.iss !== expected.issuer ||
    claims.aud !== expected.audience ||
    typeof claims.sub !== "string" ||
    claims.sub === "" ||
    typeof claims.phone_number !== "string" ||
    !numbers.every((value) => typeof value === "number" && Number.isFinite(value))
  ) {
    throw new IdTokenError("invalid");
  }
  const { iat, exp, auth_time: authTime } = claims as IdTokenClaims;
  // A minute of clock skew between provider and server.
  if (iat > now + 60 || authTime > now + 60) throw new IdTokenError("invalid");
  if (exp <= now || authTime < now - expected.maxAuthAgeSeconds) throw new IdTokenError("expired");
  return claims as IdTokenClaims;
}
