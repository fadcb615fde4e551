import type { LoginProof } from "@banca/contract/calls/session";
import { type FormEvent, useState } from "react";
import { NOT_EMPTY, placeholderOf, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { TextField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { completeLogin } from "#app/features/session/complete-login.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loginVerification, sendLoginVerificationCode } from "./api.ts";
import type { ChallengeStep } from "./attempt-login.ts";

/**
 * A log-in from an address the account has not used before (LOGINIPVERF3): the player picks how to
 * prove it is them (a code sent by SMS or e-mail, the name on a bound bank account, or the code of
 * an authenticator app) and answers; the session starts only then.
 */
export function LoginVerificationStep({ step, onBack }: { step: ChallengeStep; onBack(): void }) {
  const { t } = useTranslation();
  const { challenge } = step;
  const [channel, setChannel] = useState<LoginProof>(challenge.channels[0] ?? "sms");
  const form = useForm({ verificationCode: "", accountName: "" });
  const [pending, setPending] = useState(false);
  const validate = useValidator();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const byName = channel === "bankAccount";
    const field = byName ? "accountName" : "verificationCode";
    const answer: Record<string, string> = { [field]: form.values[field].trim() };
    if (!form.check(validate(answer, { [field]: NOT_EMPTY }))) return;
    setPending(true);
    try {
      const value = await loginVerification({ challengeId: challenge.challengeId, channel, ...answer });
      await completeLogin(value, { method: step.method, password: step.password });
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  const detail = (option: LoginProof) => {
    switch (option) {
      case "sms":
        return challenge.mobile;
      case "email":
        return challenge.email;
      case "bankAccount":
        return challenge.bankAccount;
      case "authenticator":
        return t("auth.verify.authenticatorDetail");
    }
  };
  return (
    <form
      ref={form.formRef}
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="login-verification"
    >
      <div className="auth-intro">
        <h3>{t("auth.verify.title")}</h3>
        <p>{t("auth.verify.text")}</p>
      </div>
      <fieldset className="auth-choice">
        <legend className="auth-field__label">{t("auth.verify.method")}</legend>
        {challenge.channels.map((option) => (
          <label key={option} className={`auth-choice__option ${option === channel ? "is-active" : ""}`}>
            <input
              type="radio"
              name="channel"
              value={option}
              checked={option === channel}
              onChange={() => {
                setChannel(option);
                form.reset();
              }}
            />
            <span className="auth-choice__title">{t(`auth.verify.${option}`)}</span>
            <span className="auth-choice__detail">{detail(option)}</span>
          </label>
        ))}
      </fieldset>
      {channel === "bankAccount" ? (
        <TextField
          {...form.field("accountName")}
          label={t("auth.fields.accountName")}
          placeholder={`${t("auth.placeholders.accountName")} *`}
          autoComplete="off"
          maxLength={64}
          required
        />
      ) : channel === "authenticator" ? (
        <TextField
          {...form.field("verificationCode")}
          label={t("auth.fields.verificationCode")}
          placeholder={`${t("auth.placeholders.authenticatorCode")} *`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
      ) : (
        <SmsCodeField
          // Each way has its own code and its own countdown.
          key={channel}
          {...form.field("verificationCode")}
          required
          placeholder={
            channel === "email"
              ? `${t("auth.placeholders.emailCode")} *`
              : placeholderOf(t, "verificationCode", true)
          }
          validateMobile={() => true}
          send={async () => {
            const sent = await sendLoginVerificationCode({ challengeId: challenge.challengeId, channel });
            return untilAfterMinutes(sent.expiredMinutes);
          }}
        />
      )}
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.verify.submit")}</SubmitButton>
      <button type="button" className="auth-link auth-link--center" onClick={onBack}>
        {t("auth.back")}
      </button>
    </form>
  );
}
