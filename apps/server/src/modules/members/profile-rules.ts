import { describeIssue } from "@banca/contract/field-rules/messages";
import { type FieldIssue, validateForm } from "@banca/contract/field-rules/validate";
import type { Language } from "@banca/contract/languages";
import {
  isOldEnough,
  MINIMUM_AGE,
  type ProfileContactField,
  profileFieldRules,
} from "@banca/contract/profile-rules";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

export type ProfileInput = Partial<
  Record<"nickname" | "payeeName" | "birthday" | ProfileContactField, string | undefined>
>;

export const profileRules = (merchant: Merchant) => profileFieldRules(merchant.registerRules);

/**
 * The given fields, trimmed and checked by their rules with the shared validator; fields not given
 * are left out. A field the merchant does not offer, or a birthday under the minimum age, is refused
 * like any other issue (`request_param_err` with `fields`).
 */
export function validateProfile(
  rules: ReturnType<typeof profileRules>,
  input: ProfileInput,
  language: Language,
  now: Date,
): ProfileInput {
  const values: ProfileInput = {};
  const notOffered: string[] = [];
  for (const [field, raw] of Object.entries(input)) {
    if (raw === undefined) continue;
    if (!rules[field]) {
      if (raw.trim() !== "") notOffered.push(field);
      continue;
    }
    values[field as keyof ProfileInput] = raw.trim();
  }
  if (notOffered.length > 0) {
    throw new AppError("request_param_err", `This site does not ask for ${notOffered.join(", ")}`);
  }
  const given = Object.fromEntries(Object.keys(values).map((field) => [field, rules[field]]));
  const issues: Record<string, FieldIssue> = validateForm(values, given);
  const first = Object.values(issues)[0];
  if (first) throw new AppError("request_param_err", describeIssue(first, language), { fields: issues });
  if (values.birthday && !isOldEnough(values.birthday, now.toISOString().slice(0, 10))) {
    throw new AppError("profile.underage", `Players must be at least ${MINIMUM_AGE} years old`, {
      min: MINIMUM_AGE,
    });
  }
  return values;
}
