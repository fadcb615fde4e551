import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOT_EMPTY, placeholderOf, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { login } from "./api.ts";
import { attemptLogin, type ChallengeStep } from "./attempt-login.ts";
import { RememberRow } from "./auth-form-parts.tsx";
import { CaptchaField, useLoginCaptcha } from "./captcha-field.tsx";
import { readRemembered, saveRemembered } from "./remember.ts";

/** Login by username and password; a captcha joins when a failed try's answer asks for one. */
export function UsernameLoginForm({ onChallenge }: { onChallenge(step: ChallengeStep): void }) {
  const { t } = useTranslation();
  const brand = useSiteStatus().info.site.merchantCode;
  const [remembered] = useState(() => readRemembered(brand));
  const form = useForm({ username: remembered.username, password: "", captcha: "" });
  const [remember, setRemember] = useState(remembered.remember);
  const [pending, setPending] = useState(false);
  const captcha = useLoginCaptcha();
  const validate = useValidator();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const username = form.values.username.trim();
    const { password } = form.values;
    const captchaAnswer = form.values.captcha.trim();
    const valid = form.check(
      validate(
        { username, password: password.trim(), captcha: captchaAnswer },
        { username: NOT_EMPTY, password: NOT_EMPTY, captcha: captcha.needed ? NOT_EMPTY : undefined },
      ),
    );
    if (!valid) return;
    setPending(true);
    await attemptLogin({
      send: () => login({ type: "username", username, password, ...captcha.answer(captchaAnswer) }),
      remember: () => saveRemembered(brand, remember, { username }),
      how: { method: "username", password },
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
      data-testid="login-form"
    >
      <TextField
        {...form.field("username")}
        label={t("auth.fields.username")}
        placeholder={placeholderOf(t, "username", true)}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      <PasswordField
        {...form.field("password")}
        label={t("auth.fields.password")}
        placeholder={placeholderOf(t, "password", true)}
        autoComplete="current-password"
        maxLength={128}
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
