import type { FormEvent } from "react";
import { NOT_EMPTY, placeholderOf } from "#app/components/form/field-rules.ts";
import { PasswordField, TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { login } from "./api.ts";
import type { ChallengeStep } from "./attempt-login.ts";
import { LoginFormEnd, useLoginAttempt } from "./use-login-attempt.tsx";

/**
 * Login by username and password; a captcha joins when a failed try's answer asks for one. On the
 * agent entry (`site` "agent") the server lets agents only in, and `afterLogin` opens their centre.
 */
export function UsernameLoginForm({
  onChallenge,
  site,
  afterLogin,
}: {
  onChallenge(step: ChallengeStep): void;
  site?: "agent";
  afterLogin?(): void;
}) {
  const { t } = useTranslation();
  const attempt = useLoginAttempt(onChallenge);
  const form = useForm({ username: attempt.remembered.username, password: "", captcha: "" });

  const submit = (event: FormEvent) => {
    const username = form.values.username.trim();
    const { password } = form.values;
    return attempt.submit(event, form, {
      values: { username, password: password.trim() },
      rules: { username: NOT_EMPTY, password: NOT_EMPTY },
      send: (captcha) =>
        login({ type: "username", username, password, ...(site ? { site } : {}), ...captcha }),
      remembers: { username },
      how: { method: "username", password },
      afterLogin,
    });
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
      <LoginFormEnd login={attempt} captchaField={form.field("captcha")} formError={form.formError} />
    </form>
  );
}
