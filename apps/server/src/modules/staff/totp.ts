import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;
const ISSUER = "Banca back office";
/** Codes of the step before or after the current one still count: clocks drift. */
const WINDOW = 1;

const totpOf = (secret: string, label: string, issuer = ISSUER) =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret (160 bits, as RFC 4226 recommends) in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URL an authenticator app reads (what its QR code holds), under `issuer`'s name. */
export const otpauthUrlOf = (secret: string, label: string, issuer: string) =>
  totpOf(secret, label, issuer).toString();

/** What an authenticator app needs to enrol: the secret, its otpauth URL and that URL as a QR code. */
export async function enrolmentOf(secret: string, username: string) {
  const otpauthUrl = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step a 6-digit code belongs to, or null when it is not the current code (give or take a
 * step). The caller refuses a step not after the last one accepted, so a code seen over a shoulder
 * or replayed from a log cannot be used again within its window.
 */
export function totpStep(secret: string, username: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret, username);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The current code of a secret (the suites and the demo's published secrets use it). */
export const totpCode = (secret: string, now = Date.now()) =>
  totpOf(secret, "x").generate({ timestamp: now });

const RECOVERY_CODES = 10;

/** SHA-256 of a one-time code or token, as it is stored: the code itself never is. */
export const digest = (value: string) => createHash("sha256").update(value).digest("hex");

/** Recovery codes as people copy them: 10 base32 characters in two groups, e.g. `k7qmd-3x9ta`. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code as stored: letter case and spaces do not matter, the dash is optional. */
export const normalizeRecoveryCode = (code: string) => {
  const plain = code.toLowerCase().replace(/[\s-]/g, "");
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
};
