import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { describe, expect, it } from "vitest";
import { validateValues } from "#app/components/form/field-rules.ts";
import { placeServerError } from "#app/components/form/server-errors.ts";
import { formRules } from "#app/features/auth/register-fields.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { committedTranslator } from "./support/catalogues.ts";

const rule = (patch: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: "",
  patternId: 0,
  minLength: 1,
  maxLength: 20,
  ...patch,
});

// The demo merchant's shape: mobile optional, payment password required, affiliate code optional.
const rules = {
  username: rule({ required: true, patternId: 1, minLength: 6, maxLength: 16 }),
  password: rule({ required: true, patternId: 5, minLength: 6, maxLength: 20 }),
  confirmPassword: rule({ required: true, patternId: 5, minLength: 6, maxLength: 20 }),
  mobileNum: rule({ patternId: 6, minLength: 8, maxLength: 13 }),
  paymentPassword: rule({ required: true, patternId: 6, minLength: 6, maxLength: 6 }),
  email: rule({ patternId: 3, minLength: 5, maxLength: 64 }),
  qqNum: rule({ enabled: false }),
  affiliateCode: rule({ patternId: 4, minLength: 4, maxLength: 16 }),
};
const off = { smsOnUsername: false, captcha: false, affiliateShown: true };

const t = committedTranslator("en");

describe("registration form rules", () => {
  it("username tab: the merchant's fields, no SMS code unless REGMOBVERF3", () => {
    const form = formRules(rules, { tab: "username", ...off });
    expect(form.username?.required).toBe(true);
    expect(form.mobileNum?.required).toBe(false);
    expect(form.verificationCode).toBeUndefined();
    expect(form.qqNum?.enabled).toBe(false);
    const withSms = formRules(rules, { tab: "username", ...off, smsOnUsername: true });
    expect(withSms.mobileNum).toMatchObject({ enabled: true, required: true, patternId: 6 });
    expect(withSms.verificationCode).toMatchObject({ enabled: true, required: true, maxLength: 255 });
  });

  it("mobile tab: no username; mobile number and its code are required", () => {
    const form = formRules(rules, { tab: "mobile", ...off });
    expect(form.username).toBeUndefined();
    expect(form.mobileNum).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 13 });
    expect(form.verificationCode?.required).toBe(true);
  });

  it("a checked affiliate code hides its field; the captcha comes with CAPTCHA3", () => {
    const form = formRules(rules, { tab: "username", ...off, affiliateShown: false, captcha: true });
    expect(form.affiliateCode).toBeUndefined();
    expect(form.captcha?.required).toBe(true);
  });

  it("checks with the shared validator and says it in the reading language", () => {
    const form = formRules(rules, { tab: "username", ...off });
    const found = validateValues(
      t,
      "en",
      { username: "1abc", password: "abcdef", confirmPassword: "abcdeg", paymentPassword: "", email: "" },
      form,
      [["confirmPassword", "password"]],
    );
    expect(found).toEqual({
      username:
        "The account format is incorrect. Start with a letter, then letters or digits, 6 - 16 characters",
      password: "The password format is incorrect. Use both letters and digits, 6 - 20 characters",
      confirmPassword: "The password format is incorrect. Use both letters and digits, 6 - 20 characters",
      paymentPassword: "Payment password cannot be empty",
    });
    const mismatch = validateValues(
      t,
      "en",
      { password: "abc123", confirmPassword: "abc124" },
      {
        password: form.password,
        confirmPassword: form.confirmPassword,
      },
      [["confirmPassword", "password"]],
    );
    expect(mismatch).toEqual({ confirmPassword: "The two entries are inconsistent" });
    expect(validateValues(t, "pt", { captcha: "" }, { captcha: rule({ required: true }) })).toEqual({
      captcha: "Please enter the captcha.",
    });
  });
});

describe("where a refused call's message goes", () => {
  const fields = ["username", "password", "mobileNum", "verificationCode"];

  it("the server's field issues go under their fields, in the reading language", () => {
    const error = new ApiError("request_param_err", "Campo inválido", 400, {
      fields: { username: { kind: "pattern", field: "username", patternId: 1, min: 6, max: 16 } },
    });
    expect(placeServerError(t, "en", error, fields)).toEqual({
      fieldErrors: {
        username:
          "The account format is incorrect. Start with a letter, then letters or digits, 6 - 16 characters",
      },
      formError: null,
    });
  });

  it("codes about one field go under it; others above the button, translated or as the server said", () => {
    expect(placeServerError(t, "en", new ApiError("username.taken", "taken", 400), fields)).toEqual({
      fieldErrors: { username: "This username is already taken." },
      formError: null,
    });
    expect(placeServerError(t, "en", new ApiError("code-expired", "x", 400), fields).fieldErrors).toEqual({
      verificationCode: "The code has expired. Please send a new one.",
    });
    expect(placeServerError(t, "en", new ApiError("login.failed", "x", 400), fields)).toEqual({
      fieldErrors: {},
      formError: "Wrong account or password.",
    });
    expect(
      placeServerError(t, "en", new ApiError("brand.new.code", "As the server says", 400), fields),
    ).toEqual({ fieldErrors: {}, formError: "As the server says" });
    // A field code whose field is not on this form is shown above the button.
    expect(placeServerError(t, "en", new ApiError("captcha-check-failed", "x", 400), fields).formError).toBe(
      "The verification input is wrong, or this site address is not allowed.",
    );
  });
});
