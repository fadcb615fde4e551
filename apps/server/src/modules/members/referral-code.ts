import { randomBytes } from "node:crypto";

// Crockford's base 32: readable aloud, no 0/O or 1/I confusion.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A member's own referral code: 8 characters, 40 random bits. */
export function newReferralCode(): string {
  return [...randomBytes(8)].map((byte) => ALPHABET[byte % 32]).join("");
}
