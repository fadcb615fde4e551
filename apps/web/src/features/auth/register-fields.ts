import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { verificationCodeRule } from "@banca/contract/field-rules/validate";
import type { InputHTMLAttributes } from "react";
import { NOT_EMPTY, type Rules, requiredRule } from "#app/components/form/field-rules.ts";

export type RegisterTab = "username" | "mobile";

type InputHints = Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode">;

/** How each plain text field of the form is typed; the names are the spec's field names. */
export const TEXT_FIELDS = {
  username: { autoComplete: "username" },
  payeeName: { autoComplete: "name" },
  birthday: { type: "date", autoComplete: "bday" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  qqNum: { autoComplete: "off", inputMode: "numeric" },
  line: { autoComplete: "off" },
  whatsapp: { type: "tel", autoComplete: "off", inputMode: "tel" },
  zalo: { type: "tel", autoComplete: "off", inputMode: "tel" },
  facebook: { autoComplete: "off" },
  wechat: { autoComplete: "off" },
  idNumber: { autoComplete: "off" },
  recommenderId: { autoComplete: "off" },
  affiliateCode: { autoComplete: "off" },
  referralCode: { autoComplete: "off" },
} satisfies Record<string, InputHints>;
export type TextFieldName = keyof typeof TEXT_FIELDS;

/** The contact and identity fields the merchant may switch on, in the order the form shows them. */
export const OPTIONAL_FIELDS = [
  "payeeName",
  "birthday",
  "email",
  "qqNum",
  "line",
  "whatsapp",
  "zalo",
  "facebook",
  "wechat",
  "idNumber",
  "recommenderId",
] as const satisfies readonly TextFieldName[];

export const EMPTY_VALUES = {
  username: "",
  password: "",
  confirmPassword: "",
  paymentPassword: "",
  mobileNum: "",
  verificationCode: "",
  payeeName: "",
  birthday: "",
  email: "",
  qqNum: "",
  line: "",
  whatsapp: "",
  zalo: "",
  facebook: "",
  wechat: "",
  idNumber: "",
  recommenderId: "",
  affiliateCode: "",
  referralCode: "",
  captcha: "",
};
export type RegisterValues = typeof EMPTY_VALUES;

type Switches = { tab: RegisterTab; smsOnUsername: boolean; captcha: boolean; affiliateShown: boolean };

/**
 * The rules of the fields this form shows, from the merchant's rules (spec part 2 §5): mobile
 * registration has no username and forces the mobile number and its code; username registration
 * asks for the code only with REGMOBVERF3. Fields without an enabled rule are not shown.
 */
export function formRules(rules: Rules, switches: Switches): Record<string, FieldRule | undefined> {
  const needsSms = switches.tab === "mobile" || switches.smsOnUsername;
  const mobileRule = needsSms
    ? requiredRule(rules.mobileNum, { patternId: 6, minLength: 6, maxLength: 15 })
    : rules.mobileNum;
  const form: Record<string, FieldRule | undefined> = {
    ...(switches.tab === "username" ? { username: rules.username ?? NOT_EMPTY } : {}),
    password: rules.password ?? NOT_EMPTY,
    confirmPassword: rules.confirmPassword ?? rules.password ?? NOT_EMPTY,
    paymentPassword: rules.paymentPassword,
    mobileNum: mobileRule,
    verificationCode: needsSms ? verificationCodeRule(mobileRule) : undefined,
    ...Object.fromEntries(OPTIONAL_FIELDS.map((field) => [field, rules[field]])),
    affiliateCode: switches.affiliateShown ? rules.affiliateCode : undefined,
    referralCode: rules.referralCode,
    captcha: switches.captcha ? NOT_EMPTY : undefined,
  };
  // The confirmation is compared with the password; it must be there whenever the password is.
  if (form.confirmPassword) form.confirmPassword = { ...form.confirmPassword, enabled: true, required: true };
  return form;
}

/** Whether a field is on the form. */
export const shown = (rules: Record<string, FieldRule | undefined>, field: string) =>
  Boolean(rules[field]?.enabled);
