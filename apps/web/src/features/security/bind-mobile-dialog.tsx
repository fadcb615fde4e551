import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOT_EMPTY, requiredRule, useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PhoneField, useCountry } from "#app/components/form/phone-field.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { PasswordField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { bindMobile, sendBindMobileCode } from "./api.ts";
import { useBindFailure, useRefreshAfterBinding } from "./bind-form.ts";

/**
 * Binds a mobile number, or replaces the bound one: the code goes to the new number, and a
 * replacement also asks for the login password.
 */
export function BindMobileDialog({ replacing, onClose }: { replacing: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const validate = useValidator();
  const [country, setCountry] = useCountry();
  const form = useForm({ mobileNum: "", verificationCode: "", password: "" });
  const failed = useBindFailure(form);
  const refresh = useRefreshAfterBinding();
  const [pending, setPending] = useState(false);
  const mobileRule = requiredRule(rules.mobileNum, { patternId: 6, minLength: 5, maxLength: 15 });

  const validateMobile = () => {
    const found = validate({ mobileNum: form.values.mobileNum.trim() }, { mobileNum: mobileRule });
    form.setErrors(found);
    return !found.mobileNum;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const values = { ...form.values, mobileNum: form.values.mobileNum.trim() };
    const found = validate(values, {
      mobileNum: mobileRule,
      verificationCode: NOT_EMPTY,
      password: replacing ? NOT_EMPTY : undefined,
    });
    if (!form.check(found)) return;
    setPending(true);
    try {
      await bindMobile({
        countryDialingCode: country.countryDialingCode,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode.trim(),
        ...(replacing ? { password: values.password } : {}),
      });
      await refresh();
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={replacing ? t("security.mobile.changeTitle") : t("security.mobile.bindTitle")}
      onClose={onClose}
      width={440}
      className="auth-modal"
    >
      <form
        ref={form.formRef}
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="bind-mobile"
      >
        <p className="auth-note">{t("security.mobile.intro")}</p>
        <PhoneField country={country} onCountry={setCountry} required {...form.field("mobileNum")} />
        <SmsCodeField
          {...form.field("verificationCode")}
          required
          placeholder={`${t("auth.placeholders.verificationCode", { defaultValue: t("auth.fields.verificationCode") })} *`}
          validateMobile={validateMobile}
          send={async () => {
            const { expiredMinutes } = await sendBindMobileCode({
              countryDialingCode: country.countryDialingCode,
              mobileNum: form.values.mobileNum.trim(),
            });
            return untilAfterMinutes(expiredMinutes);
          }}
        />
        {replacing ? (
          <PasswordField
            {...form.field("password")}
            label={t("security.loginPassword")}
            placeholder={`${t("security.loginPasswordPlaceholder")} *`}
            autoComplete="current-password"
            maxLength={128}
          />
        ) : null}
        <FormAlert message={form.formError} />
        <SubmitButton pending={pending}>{t("security.mobile.submit")}</SubmitButton>
      </form>
    </Modal>
  );
}
