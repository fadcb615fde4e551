import type { z } from "zod";
import type { MessageKey, Translate } from "#bo/i18n/i18n.tsx";

/**
 * A schema's refusal of a form in the staff member's language: the field's label (from `label`,
 * given the issue's path) and what is wrong with it. The server checks the same schema again.
 */
export function formIssues(
  t: Translate,
  error: z.ZodError,
  label: (path: PropertyKey[]) => string,
): string[] {
  return error.issues.map((issue) => `${label(issue.path)}: ${issueText(t, issue)}`);
}

function issueText(t: Translate, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "array"
        ? t("formIssue.fewItems", { min: String(issue.minimum) })
        : issue.origin === "string"
          ? t("formIssue.required")
          : t("formIssue.tooSmall", { min: String(issue.minimum) });
    case "too_big":
      return issue.origin === "array"
        ? t("formIssue.manyItems", { max: String(issue.maximum) })
        : issue.origin === "string"
          ? t("formIssue.tooLong", { max: String(issue.maximum) })
          : t("formIssue.tooBig", { max: String(issue.maximum) });
    case "invalid_format":
      return t("formIssue.format");
    case "not_multiple_of":
      return t("formIssue.step", { step: String(issue.divisor) });
    case "custom":
      return ruleText(t, issue.message);
    default:
      return t("formIssue.invalid");
  }
}

/**
 * The refinements of the schemas the forms check (promotion, raffle), by their English words: each
 * in the staff member's language. A rule not listed keeps the schema's words.
 */
const RULES: readonly (readonly [RegExp, MessageKey])[] = [
  [/^at most (?<max>\d+) places in all$/, "formIssue.rule.places"],
  [/^tickets come from valid bets/, "formIssue.rule.tickets"],
  [/^needs at least one language$/, "formIssue.rule.language"],
  [/^must be a site path \(\/\.\.\.\) or an https: address$/, "formIssue.rule.image"],
  [/^a claim promotion has a rule/, "formIssue.rule.claimRule"],
  [/^required for this (rule|mode)$/, "formIssue.rule.required"],
  [/^not used by this (rule|mode)$/, "formIssue.rule.unused"],
  [/^only a claim promotion has a requirement$/, "formIssue.rule.requirement"],
  [/^an info promotion pays no bonus$/, "formIssue.rule.infoBonus"],
  [/^a raffle promotion has a raffle rule/, "formIssue.rule.raffle"],
];

function ruleText(t: Translate, message: string): string {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message);
    if (match) return t(key, match.groups);
  }
  return t("formIssue.custom", { detail: message });
}
