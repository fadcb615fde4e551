import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { describeIssue } from "@banca/contract/field-rules/messages";
import { type FieldIssue, validateForm } from "@banca/contract/field-rules/validate";
import { isLanguage, type Language } from "@banca/contract/languages";
import type { TFunction } from "#app/i18n/translate.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import type { FieldErrors } from "./error-text.ts";

export type Rules = Record<string, FieldRule | undefined>;

/** The merchant's registration field rules, as the start-up permissions carry them. */
export function useFieldRules(): Rules {
  return useSiteStatus().info.register;
}

/** A field that must be filled in whatever the merchant set, keeping the merchant's format otherwise. */
export function requiredRule(rule: FieldRule | undefined, fallback: Partial<FieldRule> = {}): FieldRule {
  return {
    acceptedPattern: "*",
    patternId: 0,
    minLength: 1,
    maxLength: 255,
    ...fallback,
    ...rule,
    enabled: true,
    required: true,
  };
}

/** Only "not empty": what a login form asks of an existing account's name and password. */
export const NOT_EMPTY: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: "*",
  patternId: 0,
  minLength: 1,
  maxLength: 255,
};

function readingLanguage(language: string): Language {
  return isLanguage(language) ? language : "en";
}

/** The field's label, as the validation messages name it. */
export const fieldLabel = (t: TFunction, field: string) => t(`auth.fields.${field}`);

/** The spec's own words for a few empty fields (part 2 §5 "other messages"). */
function emptyText(t: TFunction, field: string): string | null {
  switch (field) {
    case "captcha":
      return t("errors.validation.captcha");
    case "verificationCode":
      return t("errors.validation.verificationCode");
    case "mobileNum":
      return t("errors.validation.mobileNum");
    default:
      return null;
  }
}

/** An issue of the shared validator in the reading language (spec part 2 §5 messages). */
export function issueText(t: TFunction, language: string, issue: FieldIssue): string {
  if (issue.kind === "empty") {
    const text = emptyText(t, issue.field);
    if (text) return text;
  }
  return describeIssue(issue, readingLanguage(language), fieldLabel(t, issue.field));
}

/**
 * Checks the values against the rules with the shared validator (the server runs the same one) and
 * returns one message per field in the reading language. Values are trimmed as the player means them.
 */
export function validateValues(
  t: TFunction,
  language: string,
  values: Record<string, string>,
  rules: Rules,
  confirmations: Array<[string, string]> = [],
): FieldErrors {
  const issues = validateForm(values, rules, { confirmations });
  return Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, issueText(t, language, issue)]),
  );
}

/** `validateValues` bound to the reading language of the component. */
export function useValidator() {
  const { t, i18n } = useTranslation();
  return (values: Record<string, string>, rules: Rules, confirmations: Array<[string, string]> = []) =>
    validateValues(t, i18n.language, values, rules, confirmations);
}

/** Placeholder text with the asterisk a required field carries (spec part 1 §5). */
export function placeholderOf(t: TFunction, field: string, required: boolean): string {
  const text = t(`auth.placeholders.${field}`, { defaultValue: fieldLabel(t, field) });
  return required ? `${text} *` : text;
}
