import { describeIssue } from "@banca/contract/field-rules/messages";
import { validateField } from "@banca/contract/field-rules/validate";
import type { FieldRuleConfig } from "@banca/contract/merchant-config";
import { AppError } from "#app/http/app-error.ts";

/**
 * The players' password rule (letters and digits, at least one of each: pattern 5 of the field
 * rules), with a longer minimum: a staff password opens every member's money, not one account.
 */
export const STAFF_PASSWORD_RULE: FieldRuleConfig = {
  enabled: true,
  required: true,
  acceptedPattern: "",
  patternId: 5,
  minLength: 8,
  maxLength: 128,
};

export function checkStaffPassword(password: string): void {
  const issue = validateField("password", password, STAFF_PASSWORD_RULE);
  if (issue)
    throw new AppError("request_param_err", describeIssue(issue, "en"), { fields: { password: issue } });
}
