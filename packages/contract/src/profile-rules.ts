// The profile's own field rules, shared by the server and the site. Free of zod: the site uses it.
import type { FieldRule } from "./field-rules/field-rule.ts";

/** Handles the merchant's form may ask for; each is shown and checked by its registration rule. */
export const PROFILE_CONTACT_FIELDS = [
  "line",
  "whatsapp",
  "zalo",
  "telegram",
  "facebook",
  "wechat",
  "qqNum",
  "idNumber",
] as const;
export type ProfileContactField = (typeof PROFILE_CONTACT_FIELDS)[number];

/** Fields a member sets once: withdrawals pay to the real name, birthday rewards rest on the date. */
export const SET_ONCE_FIELDS = ["payeeName", "birthday"] as const;
export type SetOnceField = (typeof SET_ONCE_FIELDS)[number];

/** A display name: any text of 2 to 20 characters. */
export const NICKNAME_RULE: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: "",
  patternId: 0,
  minLength: 2,
  maxLength: 20,
};

/** yyyy-MM-dd, a real calendar date (pattern 11). */
export const BIRTHDAY_RULE: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: "",
  patternId: 11,
  minLength: 10,
  maxLength: 10,
};

/** Players must be at least 18 (spec part 1 §1). */
export const MINIMUM_AGE = 18;

/** Whether someone born on `birthday` (yyyy-MM-dd) is at least MINIMUM_AGE on `today` (yyyy-MM-dd). */
export function isOldEnough(birthday: string, today: string): boolean {
  const year = Number(birthday.slice(0, 4)) + MINIMUM_AGE;
  const adultFrom = `${String(year).padStart(4, "0")}${birthday.slice(4)}`;
  // Text comparison of yyyy-MM-dd is date order; a 29 February birthday comes of age on 1 March.
  return adultFrom <= today;
}

const PAYEE_NAME_FALLBACK: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: "",
  patternId: 12,
  minLength: 2,
  maxLength: 50,
};

/**
 * The rule of every field the profile shows, from the merchant's registration rules: nickname and
 * birthday by the rules above, the real name by its registration rule (always shown: withdrawals pay
 * to it), and each contact handle only when its registration rule is enabled.
 */
export function profileFieldRules(
  registerRules: Record<string, FieldRule | undefined>,
): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {
    nickname: NICKNAME_RULE,
    payeeName: { ...(registerRules.payeeName ?? PAYEE_NAME_FALLBACK), enabled: true, required: false },
    birthday: BIRTHDAY_RULE,
  };
  for (const field of PROFILE_CONTACT_FIELDS) {
    const rule = registerRules[field];
    if (rule?.enabled) rules[field] = rule;
  }
  return rules;
}
