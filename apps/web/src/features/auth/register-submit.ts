import type { LoginValue } from "@banca/contract/calls/session";
import type { Country } from "@banca/contract/countries";
import { completeLogin } from "#app/features/session/complete-login.ts";
import { register, registerMobile } from "./api.ts";
import { type PhoneAuth, phoneProof } from "./phone-auth.ts";
import { OPTIONAL_FIELDS, type RegisterTab, type RegisterValues } from "./register-fields.ts";

type Submission = {
  tab: RegisterTab;
  values: RegisterValues;
  country: Country;
  /** Fields on the form (others are not sent, except the codes). */
  shownFields: ReadonlySet<string>;
  affiliateCode: string;
  referralCode: string;
  captcha: { captcha?: string; captchaId?: string };
  /** The merchant's phone-authentication provider: it checks the code first, its token goes instead. */
  phoneAuth: PhoneAuth | null;
};

const filled = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The registration body (spec part 1 §3): the form's fields plus where and how the player registered. */
function body(submission: Submission) {
  const { values, shownFields } = submission;
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => shownFields.has(field)).map((field) => [field, filled(values[field])]),
  );
  const mobileNum = shownFields.has("mobileNum") ? filled(values.mobileNum) : undefined;
  return {
    password: values.password,
    confirmPassword: values.confirmPassword,
    paymentPassword: shownFields.has("paymentPassword") ? filled(values.paymentPassword) : undefined,
    ...optional,
    mobileNum,
    countryDialingCode: mobileNum ? submission.country.countryDialingCode : undefined,
    verificationCode: shownFields.has("verificationCode") ? filled(values.verificationCode) : undefined,
    affiliateCode: filled(submission.affiliateCode),
    referralCode: filled(submission.referralCode),
    registerUrl: window.location.href,
    domain: window.location.hostname,
    registerMethod: "WEB" as const,
    ...submission.captcha,
    agreement: true as const,
  };
}

async function send(submission: Submission): Promise<LoginValue> {
  const code = submission.values.verificationCode.trim();
  const proof =
    submission.phoneAuth && submission.shownFields.has("verificationCode")
      ? await phoneProof(submission.phoneAuth, code)
      : { verificationCode: code };
  const fields = { ...body(submission), ...(submission.shownFields.has("verificationCode") ? proof : {}) };
  if (submission.tab === "username") {
    return register({ ...fields, username: submission.values.username.trim() });
  }
  return registerMobile({
    ...fields,
    countryDialingCode: submission.country.countryDialingCode,
    mobileNum: submission.values.mobileNum.trim(),
    ...proof,
  });
}

/**
 * Registers, then logs the new player in (spec part 1 §4 "Registration flow"); the login steps show
 * the success modal, naming the account first after a mobile registration.
 */
export async function registerAndLogIn(submission: Submission): Promise<void> {
  const value = await send(submission);
  const method = submission.tab === "mobile" ? "registerMobile" : "register";
  await completeLogin(value, { method, password: submission.values.password });
}
