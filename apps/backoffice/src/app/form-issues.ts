import type { z } from "zod";
import type { Translate } from "#bo/i18n/i18n.tsx";

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
      // A refinement's own words (the schema's, in English): named as a rule broken elsewhere.
      return t("formIssue.custom", { detail: issue.message });
    default:
      return t("formIssue.invalid");
  }
}
