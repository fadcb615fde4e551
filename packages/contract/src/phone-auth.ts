// Free of zod on purpose: the site imports these and must not pull the schemas in.

/**
 * Third-party phone authentication (spec part 1 §4, part 2 §7-§9). The provider speaks the Identity
 * Toolkit REST shape: the browser asks it to send a code (`accounts:sendVerificationCode`), then
 * has it check the code (`accounts:signInWithPhoneNumber`), which answers an ID token; the site
 * sends that token to the platform's call with channel "sms" and the server verifies it.
 */
export const PHONE_AUTH_PATHS = {
  sendCode: "/accounts:sendVerificationCode",
  signIn: "/accounts:signInWithPhoneNumber",
} as const;

/** The resend countdown on the provider route: one minute, whatever the code's lifetime. */
export const PHONE_AUTH_COUNTDOWN_SECONDS = 60;

/** Where the sandbox provider answers on this server (demo start only). */
export const SANDBOX_PHONE_AUTH_PATH = "/sandbox/phone-auth/v1";

/** The provider's error codes of spec part 2 §8, which the site translates. */
export const PHONE_AUTH_ERRORS = [
  "invalid-phone-number",
  "missing-phone-number",
  "too-many-requests",
  "unknown",
  "invalid-verification-code",
  "missing-verification-code",
  "captcha-check-failed",
  "quota-exceeded",
  "operation-not-allowed",
  "code-expired",
  "popup-closed-by-user",
] as const;
export type PhoneAuthError = (typeof PHONE_AUTH_ERRORS)[number];

// The REST error messages of the provider, by the spec's code they mean.
const REST_ERRORS: Record<string, PhoneAuthError> = {
  INVALID_PHONE_NUMBER: "invalid-phone-number",
  MISSING_PHONE_NUMBER: "missing-phone-number",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
  INVALID_CODE: "invalid-verification-code",
  INVALID_SESSION_INFO: "invalid-verification-code",
  MISSING_CODE: "missing-verification-code",
  MISSING_SESSION_INFO: "missing-verification-code",
  CAPTCHA_CHECK_FAILED: "captcha-check-failed",
  MISSING_RECAPTCHA_TOKEN: "captcha-check-failed",
  QUOTA_EXCEEDED: "quota-exceeded",
  OPERATION_NOT_ALLOWED: "operation-not-allowed",
  SESSION_EXPIRED: "code-expired",
};

/**
 * The spec's code for a provider error message such as "INVALID_CODE" or
 * "TOO_MANY_ATTEMPTS_TRY_LATER : Too many requests" (the provider may add a colon and detail).
 */
export function phoneAuthErrorOf(message: string | undefined): PhoneAuthError {
  const key = (message ?? "").split(":")[0]?.trim() ?? "";
  return REST_ERRORS[key] ?? "unknown";
}

/** The number as the provider takes it: the dialing code after a "+", then the national number. */
export function phoneAuthNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, "")}${mobileNum.trim()}`;
}
