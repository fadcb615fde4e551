import { type FormEvent, useState } from "react";
import {
  NOT_EMPTY,
  placeholderOf,
  requiredRule,
  useFieldRules,
  useValidator,
} from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { forgotPasswordEmail, resetPasswordEmail } from "./api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { logInAfterReset } from "./reset-login.ts";

const EMAIL_FALLBACK = { patternId: 3, acceptedPattern: "", minLength: 5, maxLength: 255 };

/**
 * Forgot password by e-mail: username and e-mail first (both by the merchant's rules), then the code
 * the e-mail carries with the new password. A reset link opens the second step directly.
 */
export function ForgotEmailForm({ resetCode, username }: { resetCode?: string; username?: string }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const validate = useValidator();
  const [step, setStep] = useState<"request" | "reset">(resetCode ? "reset" : "request");
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const form = useForm({
    username: username ?? "",
    email: "",
    verificationCode: resetCode ?? "",
    newPassword: "",
    confirmNewPassword: "",
  });
  const [pending, setPending] = useState(false);
  const { values } = form;

  const run = async (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await action();
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  const request = (event: FormEvent) =>
    run(event, async () => {
      const entered = { username: values.username.trim(), email: values.email.trim() };
      const found = validate(entered, {
        username: requiredRule(rules.username),
        email: requiredRule(rules.email, EMAIL_FALLBACK),
      });
      if (!form.check(found)) return;
      const sent = await forgotPasswordEmail(entered);
      setSentMinutes(sent.expiredMinutes);
      setStep("reset");
    });

  const reset = (event: FormEvent) =>
    run(event, async () => {
      const found = validate(
        { ...values, verificationCode: values.verificationCode.trim() },
        {
          verificationCode: NOT_EMPTY,
          newPassword: requiredRule(rules.password),
          confirmNewPassword: NOT_EMPTY,
        },
        [["confirmNewPassword", "newPassword"]],
      );
      if (!form.check(found)) return;
      const done = await resetPasswordEmail({
        username: values.username.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await logInAfterReset(done.username, values.newPassword);
    });

  if (step === "request") {
    return (
      <form
        ref={form.formRef}
        className="auth-form"
        onSubmit={(event) => void request(event)}
        noValidate
        data-testid="forgot-email"
      >
        <p className="auth-note">{t("auth.forgot.emailIntro")}</p>
        <TextField
          {...form.field("username")}
          label={t("auth.fields.username")}
          placeholder={placeholderOf(t, "username", true)}
          autoComplete="username"
          autoCapitalize="off"
          maxLength={64}
        />
        <TextField
          {...form.field("email")}
          label={t("auth.fields.email")}
          placeholder={placeholderOf(t, "email", true)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={255}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={pending}>{t("auth.forgot.sendEmail")}</SubmitButton>
      </form>
    );
  }
  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={(event) => void reset(event)}
      noValidate
      data-testid="forgot-email-reset"
    >
      <p className="auth-note auth-note--success" role="status">
        {sentMinutes ? t("auth.forgot.emailSent", { minutes: sentMinutes }) : t("auth.forgot.linkOpened")}
      </p>
      {/* The account the new password belongs to, for the browser's password manager. */}
      <input type="text" name="username" autoComplete="username" value={values.username} readOnly hidden />
      <TextField
        {...form.field("verificationCode")}
        label={t("auth.fields.verificationCode")}
        placeholder={`${t("auth.placeholders.emailCode")} *`}
        autoComplete="one-time-code"
        maxLength={255}
      />
      <NewPasswordFields form={form} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.forgot.resetSubmit")}</SubmitButton>
      <button type="button" className="auth-link auth-link--center" onClick={() => setStep("request")}>
        {t("auth.forgot.sendAgain")}
      </button>
    </form>
  );
}
