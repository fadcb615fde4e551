import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOT_EMPTY, requiredRule, useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { bindEmail, sendBindEmailCode } from "./api.ts";
import { useBindFailure, useRefreshAfterBinding } from "./bind-form.ts";

/**
 * Binds an e-mail, or replaces the bound one: the code goes to the new address, and a replacement
 * also asks for the login password.
 */
export function BindEmailDialog({ replacing, onClose }: { replacing: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const validate = useValidator();
  const form = useForm({ email: "", verificationCode: "", password: "" });
  const failed = useBindFailure(form);
  const refresh = useRefreshAfterBinding();
  const [pending, setPending] = useState(false);
  const emailRule = { ...requiredRule(rules.email, { minLength: 3 }), patternId: 3 };

  const validateEmail = () => {
    const found = validate({ email: form.values.email.trim() }, { email: emailRule });
    form.setErrors(found);
    return !found.email;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const values = { ...form.values, email: form.values.email.trim() };
    const found = validate(values, {
      email: emailRule,
      verificationCode: NOT_EMPTY,
      password: replacing ? NOT_EMPTY : undefined,
    });
    if (!form.check(found)) return;
    setPending(true);
    try {
      await bindEmail({
        email: values.email,
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
      title={replacing ? t("security.email.changeTitle") : t("security.email.bindTitle")}
      onClose={onClose}
      width={440}
      className="auth-modal"
    >
      <form
        ref={form.formRef}
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="bind-email"
      >
        <p className="auth-note">{t("security.email.intro")}</p>
        <TextField
          {...form.field("email")}
          label={t("auth.fields.email")}
          placeholder={`${t("security.email.placeholder")} *`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={255}
        />
        <SmsCodeField
          {...form.field("verificationCode")}
          required
          placeholder={`${t("auth.placeholders.verificationCode", { defaultValue: t("auth.fields.verificationCode") })} *`}
          validateMobile={validateEmail}
          send={async () => {
            const { expiredMinutes } = await sendBindEmailCode(form.values.email.trim());
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
        <SubmitButton pending={pending}>{t("security.email.submit")}</SubmitButton>
      </form>
    </Modal>
  );
}
