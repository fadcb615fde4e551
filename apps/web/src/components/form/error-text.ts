import type { FieldIssue } from "@banca/contract/field-rules/validate";
import type { TFunction } from "#app/i18n/translate.ts";
import { ApiError } from "#app/lib/api-client.ts";

/** Error messages by field name; a field without an entry is fine. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The field a server error code is about, so the message shows under that field instead of above
 * the form. Codes not listed here are about the whole form.
 */
const FIELD_OF_CODE: Record<string, string> = {
  "username.taken": "username",
  "mobile.taken": "mobileNum",
  "member.not.found": "username",
  invitation_code_error: "affiliateCode",
  "referral.code.invalid": "referralCode",
  "invalid-phone-number": "mobileNum",
  "missing-phone-number": "mobileNum",
  "invalid-verification-code": "verificationCode",
  "bank.account.name.mismatch": "accountName",
  "missing-verification-code": "verificationCode",
  "code-expired": "verificationCode",
  "captcha-check-failed": "captcha",
  "password.incorrect": "oldPassword",
  "password.unchanged": "newPassword",
  "profile.underage": "birthday",
};

/**
 * The player's text for a failed call: the translation of its error code (every form uses the same
 * `errors.<code>` keys), else the server's own message, else a generic one.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("errors.unknown");
  const bounds = (error.value ?? {}) as { min?: number; max?: number };
  const translated = t(`errors.${error.errorCode}`, { defaultValue: "", min: bounds.min, max: bounds.max });
  return translated || error.message || t("errors.unknown");
}

/** Whether a failed call is about one field (so the form shows it there). */
export function fieldOfError(error: unknown): string | null {
  return error instanceof ApiError ? (FIELD_OF_CODE[error.errorCode] ?? null) : null;
}

/**
 * The field issues of a `request_param_err` answer (`value.fields`, found by the shared validator on
 * the server), or null when the answer carries none.
 */
export function serverFieldIssues(error: unknown): Record<string, FieldIssue> | null {
  if (!(error instanceof ApiError) || error.errorCode !== "request_param_err") return null;
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== "object") return null;
  return fields as Record<string, FieldIssue>;
}

/**
 * The first field a refused call names in `value.fields`, whatever its code (a field rule, or a
 * code such as `bank.card.invalid` that points at one input), or null when it names none.
 */
export function fieldOfFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.value as { fields?: Record<string, unknown> } | null)?.fields;
  return fields && typeof fields === "object" ? (Object.keys(fields)[0] ?? null) : null;
}
