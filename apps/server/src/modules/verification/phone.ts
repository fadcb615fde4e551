import { dialingCodeSchema } from "@banca/contract/calls/verification";
import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { validateField } from "@banca/contract/field-rules/validate";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

/** A mobile number checked against the merchant's rule, and the SMS destination it makes. */
export type Phone = {
  /** Dialing code digits, without the plus. */
  dialingCode: string;
  /** The national number as the member types it. */
  mobileNum: string;
  /** "+<dialing code><number>": where codes are sent and what the sending limits count. */
  destination: string;
};

// A merchant without a mobileNum rule still gets numbers that look like numbers.
const FALLBACK_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 6,
  minLength: 5,
  maxLength: 15,
};

/** The merchant's mobileNum rule, switched on and required: an SMS needs a number. */
function mobileRule(merchant: Merchant): FieldRule {
  const rule = merchant.registerRules.mobileNum;
  return rule ? { ...rule, enabled: true, required: true } : FALLBACK_RULE;
}

/**
 * Validates a number with the shared field-rule validator before anything is sent or looked up:
 * `missing-phone-number` when there is none, `invalid-phone-number` when it breaks the rule.
 */
export function checkPhone(
  merchant: Merchant,
  dialingCode: string | undefined,
  mobileNum: string | undefined,
): Phone {
  const number = mobileNum?.trim() ?? "";
  const issue = validateField("mobileNum", number, mobileRule(merchant));
  if (issue?.kind === "empty" || !dialingCode?.trim()) {
    throw new AppError("missing-phone-number", "Please enter a valid phone number");
  }
  const dialing = dialingCodeSchema.safeParse(dialingCode);
  if (issue || !dialing.success) throw new AppError("invalid-phone-number", "Invalid phone number format");
  const digits = dialing.data.replace(/^\+/, "");
  return { dialingCode: digits, mobileNum: number, destination: `+${digits}${number}` };
}

/** "player@example.com" → "pl***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
