import { compileAcceptedPattern, type FieldRule } from "./field-rule.ts";

export type FieldIssue =
  | { kind: "empty"; field: string }
  | {
      kind: "pattern";
      field: string;
      patternId: number;
      min: number;
      max: number;
      /** Which check failed: the length bounds or the pattern. Absent from issues built by hand. */
      cause?: "length" | "format";
    }
  | { kind: "mismatch"; field: string; other: string };

// Counts like `[...value].length` (code points, so an emoji or a CJK extension character is one) without
// allocating an array for a large request body.
function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}

function patternIssue(field: string, rule: FieldRule, cause: "length" | "format"): FieldIssue {
  return {
    kind: "pattern",
    field,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
    cause,
  };
}

/**
 * Checks one value as given (trimming is the caller's job). A missing or disabled rule means the field is
 * not shown, so it is not checked.
 */
export function validateField(
  field: string,
  value: string | undefined | null,
  rule: FieldRule | undefined,
): FieldIssue | null {
  if (!rule?.enabled) return null;
  // The server hands over parsed JSON whose types are not guaranteed: reject, rather than crash or pass.
  if (value != null && typeof value !== "string") return patternIssue(field, rule, "format");
  const text = value ?? "";
  if (text === "") return rule.required ? { kind: "empty", field } : null;
  const length = codePointLength(text);
  // Length first: it is cheap and bounds the input an operator-written regex ever sees.
  if (length < rule.minLength || length > rule.maxLength) return patternIssue(field, rule, "length");
  return compileAcceptedPattern(rule)(text) ? null : patternIssue(field, rule, "format");
}

/**
 * Checks every field of `rules`, then each [confirmField, ofField] pair: the confirm field gets a mismatch
 * issue when it has no issue of its own and its value differs. A confirm field whose rule is present but
 * disabled is not shown, so it is not compared either.
 */
export function validateForm(
  values: Record<string, string | undefined>,
  rules: Record<string, FieldRule | undefined>,
  options: { confirmations?: Array<[confirmField: string, ofField: string]> } = {},
): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const issue = validateField(field, values[field], rule);
    if (issue) issues[field] = issue;
  }
  for (const [confirmField, ofField] of options.confirmations ?? []) {
    if (issues[confirmField] || rules[confirmField]?.enabled === false) continue;
    if ((values[confirmField] ?? "") !== (values[ofField] ?? "")) {
      issues[confirmField] = { kind: "mismatch", field: confirmField, other: ofField };
    }
  }
  return issues;
}

/**
 * The verification code sent to the mobile number is shown and required exactly when the mobile number is.
 * It takes any text of up to 255 characters: the mobile number's pattern describes phone numbers, not codes.
 */
export function verificationCodeRule(mobileRule: FieldRule | undefined): FieldRule {
  return {
    enabled: mobileRule?.enabled ?? false,
    required: mobileRule?.required ?? false,
    acceptedPattern: "*",
    patternId: 0,
    minLength: 0,
    maxLength: 255,
  };
}
