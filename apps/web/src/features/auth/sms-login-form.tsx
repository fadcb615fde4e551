import type { FormEvent } from "react";
import {
  NOT_EMPTY,
  placeholderOf,
  requiredRule,
  useFieldRules,
  useValidator,
} from "#app/components/form/field-rules.ts";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { login, sendLoginSms } from "./api.ts";
import type { ChallengeStep } from "./attempt-login.ts";
import { phoneProof, usePhoneAuth } from "./phone-auth.ts";
import { LoginFormEnd, useLoginAttempt } from "./use-login-attempt.tsx";

/** Login by mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onChallenge }: { onChallenge(step: ChallengeStep): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const attempt = useLoginAttempt(onChallenge);
  const { remembered } = attempt;
  const [country, setCountry] = useCountry(remembered.sms?.countryDialingCode);
  const form = useForm({ mobileNum: remembered.sms?.mobileNum ?? "", verificationCode: "", captcha: "" });
  const validate = useValidator();
  const mobileRule = requiredRule(rules.mobileNum);
  // The merchant's phone-authentication provider, when it has one, sends and checks the code.
  const phoneAuth = usePhoneAuth();

  const mobileNum = form.values.mobileNum.trim();
  const validateMobile = () => {
    const found = validate({ mobileNum }, { mobileNum: mobileRule });
    form.setErrors((current) => ({ ...current, mobileNum: found.mobileNum }));
    return !found.mobileNum;
  };

  const submit = (event: FormEvent) => {
    const verificationCode = form.values.verificationCode.trim();
    const sms = { mobileNum, countryDialingCode: country.countryDialingCode };
    return attempt.submit(event, form, {
      values: { mobileNum, verificationCode },
      rules: { mobileNum: mobileRule, verificationCode: NOT_EMPTY },
      send: async (captcha) =>
        login({
          type: "sms",
          ...sms,
          ...(phoneAuth ? await phoneProof(phoneAuth, verificationCode) : { verificationCode }),
          ...captcha,
        }),
      remembers: { sms },
      how: { method: "sms" },
    });
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
          if (phoneAuth) return phoneAuth.send(country.countryDialingCode, mobileNum);
          const sent = await sendLoginSms({ countryDialingCode: country.countryDialingCode, mobileNum });
          return untilAfterMinutes(sent.expiredMinutes);
        }}
      />
      <LoginFormEnd login={attempt} captchaField={form.field("captcha")} formError={form.formError} />
    </form>
  );
}
