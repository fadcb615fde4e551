import { type FormEvent, useState } from "react";
import {
  NOT_EMPTY,
  placeholderOf,
  requiredRule,
  useFieldRules,
  useValidator,
} from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { SmsCodeField } from "#app/components/form/sms-code-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { resetPasswordPhone, sendPasswordSms } from "./api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { phoneProof, usePhoneAuth } from "./phone-auth.ts";
import { logInAfterReset } from "./reset-login.ts";

/**
 * Forgot password by phone (CHNGPASSVERIF3): mobile number, the SMS code (the button counts down to
 * the code's `expirationTime`) and the new password; then the player is logged in with it.
 */
export function ForgotPhoneForm() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const validate = useValidator();
  const [country, setCountry] = useCountry();
  const form = useForm({ mobileNum: "", verificationCode: "", newPassword: "", confirmNewPassword: "" });
  const [pending, setPending] = useState(false);
  const { values } = form;
  const mobileNum = values.mobileNum.trim();
  const mobileRule = requiredRule(rules.mobileNum);
  const phoneAuth = usePhoneAuth();

  const validateMobile = () => {
    const found = validate({ mobileNum }, { mobileNum: mobileRule });
    form.setErrors((current) => ({ ...current, mobileNum: found.mobileNum }));
    return !found.mobileNum;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const verificationCode = values.verificationCode.trim();
    const found = validate(
      { ...values, mobileNum, verificationCode },
      {
        mobileNum: mobileRule,
        verificationCode: NOT_EMPTY,
        newPassword: requiredRule(rules.password),
        confirmNewPassword: NOT_EMPTY,
      },
      [["confirmNewPassword", "newPassword"]],
    );
    if (!form.check(found)) return;
    setPending(true);
    try {
      const done = await resetPasswordPhone({
        countryDialingCode: country.countryDialingCode,
        mobileNum,
        ...(phoneAuth ? await phoneProof(phoneAuth, verificationCode) : { verificationCode }),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await logInAfterReset(done.username, values.newPassword);
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forgot-phone"
    >
      <p className="auth-note">{t("auth.forgot.phoneIntro")}</p>
      <PhoneField {...form.field("mobileNum")} country={country} onCountry={setCountry} required />
      <SmsCodeField
        {...form.field("verificationCode")}
        required
        placeholder={placeholderOf(t, "verificationCode", true)}
        validateMobile={validateMobile}
        send={async () => {
          // On the provider route the countdown is one minute (spec part 2 §9).
          if (phoneAuth) return phoneAuth.send(country.countryDialingCode, mobileNum);
          const sent = await sendPasswordSms({ countryDialingCode: country.countryDialingCode, mobileNum });
          return sent.expirationTime;
        }}
      />
      <NewPasswordFields form={form} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.forgot.resetSubmit")}</SubmitButton>
    </form>
  );
}
