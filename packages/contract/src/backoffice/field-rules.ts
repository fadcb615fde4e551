import { z } from "zod";
import { PATTERN_IDS } from "../field-rules/field-rule.ts";
import { PROFILE_CONTACT_FIELDS } from "../profile-rules.ts";

/**
 * The merchant's form field rules as the back office edits them (decision 090): which fields the
 * registration and profile forms show, whether they are required, their length and their pattern.
 */
export const FIELD_RULE_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "mobileNum",
  "email",
  "payeeName",
  "birthday",
  "paymentPassword",
  "recommenderId",
  "affiliateCode",
  "referralCode",
  "captcha",
  "verificationCode",
  ...PROFILE_CONTACT_FIELDS,
] as const;
export type FieldRuleField = (typeof FIELD_RULE_FIELDS)[number];

/** Fields every account needs: they stay shown and required. */
export const ALWAYS_REQUIRED_FIELDS: readonly FieldRuleField[] = ["username", "password"];

/** The longest value any rule may allow: it bounds what an operator's own pattern ever runs on. */
export const FIELD_RULE_MAX_LENGTH = 255;

/** "*" (any text), "" (the family of patternId), or the operator's own regular expression. */
const acceptedPattern = z
  .string()
  .max(200)
  .refine((source) => {
    if (source === "" || source === "*") return true;
    try {
      new RegExp(source, "u");
      return true;
    } catch {
      return false;
    }
  }, "not a valid regular expression");

export const editableFieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern,
    patternId: z
      .number()
      .int()
      .refine((id) => (PATTERN_IDS as readonly number[]).includes(id), "not a known pattern"),
    minLength: z.number().int().min(0).max(FIELD_RULE_MAX_LENGTH),
    maxLength: z.number().int().min(1).max(FIELD_RULE_MAX_LENGTH),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    message: "the shortest length is above the longest",
    path: ["minLength"],
  })
  .refine((rule) => rule.enabled || !rule.required, {
    message: "a hidden field cannot be required",
    path: ["required"],
  });
export type EditableFieldRule = z.infer<typeof editableFieldRuleSchema>;

/** The rules as stored: every field the merchant has a rule for, as its file or a change wrote it. */
export const fieldRulesValueSchema = z.object({
  rules: z.record(
    z.string(),
    z.object({
      enabled: z.boolean(),
      required: z.boolean(),
      acceptedPattern: z.string(),
      patternId: z.number().int(),
      minLength: z.number().int(),
      maxLength: z.number().int(),
    }),
  ),
});
export type FieldRulesValue = z.infer<typeof fieldRulesValueSchema>;

export const setFieldRulesBodySchema = z.object({
  rules: z
    .partialRecord(z.enum(FIELD_RULE_FIELDS), editableFieldRuleSchema)
    .refine((rules) => Object.keys(rules).length > 0, "name at least one field")
    .superRefine((rules, context) => {
      for (const field of ALWAYS_REQUIRED_FIELDS) {
        const rule = rules[field];
        if (rule && !(rule.enabled && rule.required)) {
          context.addIssue({
            code: "custom",
            path: [field, "required"],
            message: "every account needs this field: it stays shown and required",
          });
        }
      }
    }),
  reason: z.string().trim().min(3).max(500),
});
export type SetFieldRulesBody = z.input<typeof setFieldRulesBodySchema>;
