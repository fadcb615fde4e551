import type { LoginValue } from "@banca/contract/calls/session";
import { type FormEvent, useState } from "react";
import type { FieldErrors } from "#app/components/form/error-text.ts";
import { NOT_EMPTY, placeholderOf, type Rules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { attemptLogin, type ChallengeStep } from "./attempt-login.ts";
import { RememberRow } from "./auth-form-parts.tsx";
import { CaptchaField, useLoginCaptcha } from "./captcha-field.tsx";
import { readRemembered, saveRemembered } from "./remember.ts";

/** The parts of a login form's state a try reads and answers to. */
type LoginForm = {
  values: { captcha: string };
  check(found: FieldErrors): boolean;
  setValue(name: "captcha", value: string): void;
  fail(error: unknown): void;
};

/** One try of a login form: its own fields, what it sends and what "remember me" keeps of it. */
type LoginTry = {
  values: Record<string, string>;
  rules: Rules;
  /** Sends the log-in with the captcha part of the request body. */
  send(captcha: ReturnType<ReturnType<typeof useLoginCaptcha>["answer"]>): Promise<LoginValue>;
  remembers: Parameters<typeof saveRemembered>[2];
  how: Omit<ChallengeStep, "challenge">;
  afterLogin?(): void;
};

/**
 * What the username and the SMS login forms share: what was remembered, "remember me", the captcha
 * a refused try may ask for, and the submit that checks the fields and sends one try at a time.
 */
export function useLoginAttempt(onChallenge: (step: ChallengeStep) => void) {
  const brand = useSiteStatus().info.site.merchantCode;
  const [remembered] = useState(() => readRemembered(brand));
  const [remember, setRemember] = useState(remembered.remember);
  const [pending, setPending] = useState(false);
  const captcha = useLoginCaptcha();
  const validate = useValidator();

  const submit = async (event: FormEvent, form: LoginForm, attempt: LoginTry) => {
    event.preventDefault();
    if (pending) return;
    const { values, rules, send, remembers, how, afterLogin } = attempt;
    const captchaAnswer = form.values.captcha.trim();
    const valid = form.check(
      validate(
        { ...values, captcha: captchaAnswer },
        { ...rules, captcha: captcha.needed ? NOT_EMPTY : undefined },
      ),
    );
    if (!valid) return;
    setPending(true);
    await attemptLogin({
      send: () => send(captcha.answer(captchaAnswer)),
      remember: () => saveRemembered(brand, remember, remembers),
      how,
      afterLogin,
      onChallenge,
      onFailure: (error) => {
        if (captcha.afterFailure(error)) form.setValue("captcha", "");
        form.fail(error);
      },
    });
    setPending(false);
  };

  return { remembered, remember, setRemember, pending, captcha, submit };
}

/** The end of a login form: the captcha when one is asked for, "remember me", the form's error, submit. */
export function LoginFormEnd({
  login,
  captchaField,
  formError,
}: {
  login: ReturnType<typeof useLoginAttempt>;
  captchaField: { name: string; value: string; onValue(value: string): void; error?: string };
  formError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {login.captcha.needed ? (
        <CaptchaField
          {...captchaField}
          state={login.captcha.state}
          placeholder={placeholderOf(t, "captcha", true)}
        />
      ) : null}
      <RememberRow remember={login.remember} onRemember={login.setRemember} />
      <FormAlert message={formError} />
      <SubmitButton pending={login.pending}>{t("auth.loginSubmit")}</SubmitButton>
    </>
  );
}
