import { type FormEvent, useState } from "react";
import { NOT_EMPTY, placeholderOf, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { completeLogin } from "#app/features/session/complete-login.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { loginVerification, sendLoginVerificationCode } from "./api.ts";
import type { ChallengeStep } from "./attempt-login.ts";

type Channel = "sms" | "email";

/**
 * A log-in from an address the account has not used before (LOGINIPVERF3): the player picks where
 * the code goes, asks for it and enters it; the session starts only then.
 */
export function LoginVerificationStep({ step, onBack }: { step: ChallengeStep; onBack(): void }) {
  const { t } = useTranslation();
  const { challenge } = step;
  const [channel, setChannel] = useState<Channel>(challenge.channels[0] ?? "sms");
  const form = useForm({ verificationCode: "" });
  const [pending, setPending] = useState(false);
  const validate = useValidator();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const verificationCode = form.values.verificationCode.trim();
    if (!form.check(validate({ verificationCode }, { verificationCode: NOT_EMPTY }))) return;
    setPending(true);
    try {
      const value = await loginVerification({
        challengeId: challenge.challengeId,
        channel,
        verificationCode,
      });
      await completeLogin(value, { method: step.method, password: step.password });
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  const destination = (option: Channel) => (option === "sms" ? challenge.mobile : challenge.email);
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
        <legend className="auth-field__label">{t("auth.verify.channel")}</legend>
        {challenge.channels.map((option) => (
          <label key={option} className={`auth-choice__option ${option === channel ? "is-active" : ""}`}>
            <input
              type="radio"
              name="channel"
              value={option}
              checked={option === channel}
              onChange={() => setChannel(option)}
            />
            <span className="auth-choice__title">{t(`auth.verify.${option}`)}</span>
            <span className="auth-choice__detail">{destination(option)}</span>
          </label>
        ))}
      </fieldset>
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
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{t("auth.verify.submit")}</SubmitButton>
      <button type="button" className="auth-link auth-link--center" onClick={onBack}>
        {t("auth.back")}
      </button>
    </form>
  );
}
