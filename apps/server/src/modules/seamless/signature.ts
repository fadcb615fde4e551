import { timingSafeEqual } from "node:crypto";
import { seamlessSignature } from "#app/providers/vendors/seamless-client.ts";
import { SeamlessError } from "./seamless-error.ts";

/** A signed request older or newer than this is refused, so a captured one cannot be replayed later. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Refuses a timestamp header that is missing, malformed or more than five minutes off. */
export function assertFresh(timestamp: string | undefined, now = Date.now()): void {
  if (!timestamp || !/^\d{1,15}$/.test(timestamp)) {
    throw new SeamlessError("BAD_REQUEST", "x-timestamp must be milliseconds since the epoch");
  }
  if (Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) {
    throw new SeamlessError("STALE_REQUEST", "The request's timestamp is more than five minutes off");
  }
}

/** Compares the HMAC-SHA256 of "<timestamp>.<raw body>" with the one sent, in constant time. */
export function assertSigned(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string | undefined,
): void {
  const expected = Buffer.from(seamlessSignature(secret, timestamp, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature ?? "") ? Buffer.from(signature!, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new SeamlessError("INVALID_SIGNATURE", "The signature does not match the request");
  }
}
