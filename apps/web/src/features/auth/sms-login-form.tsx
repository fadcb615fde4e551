import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  NOT_EMPTY,
  placeholderOf,
  requiredRule,
  useFieldRules,
  useValidator,
} from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { login, sendLoginSms } from "./api.ts";
import { attemptLogin, type ChallengeStep } from "./attempt-login.ts";
import { RememberRow } from "./auth-form-parts.tsx";
import { CaptchaField, useLoginCaptcha } from "./captcha-field.tsx";
import { readRemembered, saveRemembered } from "./remember.ts";

/** Login by mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onChallenge }: { onChallenge(step: ChallengeStep): void }) {
  const { t } = useTranslation();
  const brand = useSiteStatus().info.site.merchantCode;
  const rules = useFieldRules();
  const [remembered] = useState(() => readRemembered(brand));
  const [country, setCountry] = useCountry(remembered.sms?.countryDialingCode);
  const form = useForm({ mobileNum: remembered.sms?.mobileNum ?? "", verificationCode: "", captcha: "" });
  const [remember, setRemember] = useState(remembered.remember);
  const [pending, setPending] = useState(false);
  const captcha = useLoginCaptcha();
  const validate = useValidator();
  const mobileRule = requiredRule(rules.mobileNum);

  const mobileNum = form.values.mobileNum.trim();
  const validateMobile = () => {
    const found = validate({ mobileNum }, { mobileNum: mobileRule });
    form.setErrors((current) => ({ ...current, mobileNum: found.mobileNum }));
    return !found.mobileNum;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const verificationCode = form.values.verificationCode.trim();
    const valid = form.check(
      validate(
        { mobileNum, verificationCode, captcha: form.values.captcha.trim() },
        {
          mobileNum: mobileRule,
          verificationCode: NOT_EMPTY,
          captcha: captcha.needed ? NOT_EMPTY : undefined,
        },
      ),
    );
    if (!valid) return;
    setPending(true);
    const sms = { mobileNum, countryDialingCode: country.countryDialingCode };
    await attemptLogin({
      send: () => login({ type: "sms", ...sms, verificationCode, ...captcha.answer(form.values.captcha) }),
      remember: () => saveRemembered(brand, remember, { sms }),
      how: { method: "sms" },
      onChallenge,
      onFailure: (error) => {
        if (captcha.afterFailure(error)) form.setValue("captcha", "");
        form.fail(error);
      },
    });
    setPending(false);
  };

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="sms-login-form"
    >
      <PhoneField {...form.field("mobileNum")} country={country} onCountry={setCountry} required />
      <SmsCodeField
        {...form.field("verificationCode")}
        required
        placeholder={placeholderOf(t, "verificationCode", true)}
        validateMobile={validateMobile}
        send={async () => {
          const sent = await sendLoginSms({ countryDialingCode: country.countryDialingCode, mobileNum });
          return untilAfterMinutes(sent.expiredMinutes);
        }}
      />
      {captcha.needed ? (
        <CaptchaField
          {...form.field("captcha")}
          state={captcha.state}
          placeholder={placeholderOf(t, "captcha", true)}
        />
      ) : null}
      <RememberRow remember={remember} onRemember={setRemember} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.loginSubmit")}</SubmitButton>
    </form>
  );
}
