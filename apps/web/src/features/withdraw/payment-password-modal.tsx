import type { FieldIssue } from "@banca/contract/field-rules/validate";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { issueText } from "#app/components/form/field-rules.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import {
  changePaymentPassword,
  paymentPasswordStatusQuery,
  setPaymentPassword,
  withdrawKeys,
} from "./api.ts";
import { PasswordInput } from "./password-input.tsx";

type Values = { current: string; next: string; confirm: string };
type Errors = Partial<Record<keyof Values | "form", string>>;

// The server names the fields of its own bodies; the form's inputs carry these names.
const FIELD_OF_SERVER: Record<string, keyof Values> = {
  paymentPassword: "next",
  newPaymentPassword: "next",
  confirmPaymentPassword: "confirm",
  confirmNewPaymentPassword: "confirm",
};
const FIELD_OF_CODE: Record<string, keyof Values> = {
  "invalid.payment.pw": "current",
  "password.incorrect": "current",
};

/**
 * Sets the first payment password, proven by the login password (an account without one, made by a
 * social sign-in, by a recent sign-in); or changes it, proven by the current one, or by the log-in
 * password when the member has forgotten it.
 */
export default function PaymentPasswordModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const status = useQuery(paymentPasswordStatusQuery());
  const [forgot, setForgot] = useState(false);
  const [values, setValues] = useState<Values>({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  // What was done, kept once it is: the status reloads as "set" right after a first password.
  const [done, setDone] = useState<"saved" | "changed" | null>(null);
  const isSet = done ? done === "changed" : (status.data?.isSet ?? false);
  // A first payment password asks for the login password: from a session left open, whoever sets it
  // could withdraw with it. Accounts without a login password see why they may have to sign in again.
  const asksLoginPassword = !isSet && (status.data?.loginPasswordSet ?? true);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    },
  });

  const fail = (error: unknown) => {
    const fields =
      error instanceof ApiError
        ? (error.value as { fields?: Record<string, FieldIssue> } | null)?.fields
        : null;
    if (fields) {
      const placed: Errors = {};
      for (const [name, issue] of Object.entries(fields)) {
        placed[FIELD_OF_SERVER[name] ?? "form"] = issueText(t, i18n.language, issue);
      }
      setErrors(placed);
      return;
    }
    const field = error instanceof ApiError ? FIELD_OF_CODE[error.errorCode] : undefined;
    setErrors({ [field ?? "form"]: errorText(t, error) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Errors = {};
    if ((isSet || asksLoginPassword) && !values.current) found.current = t("withdraw.password.required");
    if (!values.next) found.next = t("withdraw.password.required");
    if (values.confirm !== values.next) found.confirm = t("errors.validation.confirmPassword");
    if (Object.keys(found).length > 0) return setErrors(found);
    setPending(true);
    try {
      if (!isSet)
        await setPaymentPassword({
          paymentPassword: values.next,
          confirmPaymentPassword: values.confirm,
          ...(asksLoginPassword ? { loginPassword: values.current } : {}),
        });
      else
        await changePaymentPassword({
          ...(forgot ? { loginPassword: values.current } : { oldPaymentPassword: values.current }),
          newPaymentPassword: values.next,
          confirmNewPaymentPassword: values.confirm,
        });
      await client.invalidateQueries({ queryKey: withdrawKeys.paymentPassword() });
      await client.invalidateQueries({ queryKey: ["member", "security"] });
      setDone(isSet ? "changed" : "saved");
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  const title = isSet ? t("withdraw.password.changeTitle") : t("withdraw.password.setTitle");
  return (
    <Modal title={title} onClose={onClose} width={440} className="withdraw-password-modal">
      {status.isPending ? (
        <p className="centre-note">{t("withdraw.loading")}</p>
      ) : done ? (
        <div className="withdraw-password__done" data-testid="payment-password-done">
          <p role="status">
            {done === "changed" ? t("withdraw.password.changed") : t("withdraw.password.saved")}
          </p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t("withdraw.close")}
          </button>
        </div>
      ) : (
        <form
          className="form withdraw-password"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="payment-password-form"
        >
          <p className="centre-note">
            {isSet ? t("withdraw.password.changeIntro") : t("withdraw.password.setIntro")}
          </p>
          {isSet ? (
            <>
              <PasswordInput
                {...field("current")}
                name={forgot ? "loginPassword" : "oldPaymentPassword"}
                label={forgot ? t("withdraw.password.loginPassword") : t("withdraw.password.current")}
                numeric={!forgot}
                autoComplete={forgot ? "current-password" : "off"}
              />
              <button
                type="button"
                className="withdraw-password__switch"
                onClick={() => {
                  setForgot(!forgot);
                  setValues((current) => ({ ...current, current: "" }));
                  setErrors({});
                }}
              >
                {forgot ? t("withdraw.password.useCurrent") : t("withdraw.password.forgot")}
              </button>
            </>
          ) : asksLoginPassword ? (
            <PasswordInput
              {...field("current")}
              name="loginPassword"
              label={t("withdraw.password.loginPassword")}
              autoComplete="current-password"
            />
          ) : (
            <p className="centre-note" data-testid="sign-in-again-note">
              {t("security.signInAgainNote")}
            </p>
          )}
          <PasswordInput
            {...field("next")}
            name="paymentPassword"
            label={t("withdraw.password.new")}
            numeric
          />
          <PasswordInput
            {...field("confirm")}
            name="confirmPaymentPassword"
            label={t("withdraw.password.confirm")}
            numeric
          />
          {status.data?.lockedUntil ? (
            <p className="form__error">{t("errors.payment.password.locked")}</p>
          ) : null}
          <FormError message={errors.form} />
          <button type="submit" className="button button--primary" disabled={pending}>
            {isSet ? t("withdraw.password.changeSubmit") : t("withdraw.password.setSubmit")}
          </button>
        </form>
      )}
    </Modal>
  );
}
