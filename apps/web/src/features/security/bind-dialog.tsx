import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOT_EMPTY, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { PasswordField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { useBindFailure, useRefreshAfterBinding } from "./bind-form.ts";

export type ContactFieldProps = {
  name: string;
  value: string;
  onValue(value: string): void;
  error: string | undefined;
};

/**
 * Binds a contact (mobile number or e-mail), or replaces the bound one: the code goes to the new
 * contact, and the owner proves themselves with the login password. An account without one (social
 * sign-in) proves itself by having signed in within the last minutes, so the dialog says so instead.
 */
export function BindDialog({
  title,
  intro,
  submitLabel,
  testId,
  contactField,
  contactRule,
  hasPassword,
  onClose,
  renderContact,
  sendCode,
  bind,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  testId: string;
  /** The contact's field name, as the server's calls and messages name it. */
  contactField: "mobileNum" | "email";
  contactRule: FieldRule;
  /** Whether the account has a login password (accounts made by a social sign-in may not). */
  hasPassword: boolean;
  onClose(): void;
  renderContact(field: ContactFieldProps): ReactNode;
  sendCode(contact: string): Promise<{ expiredMinutes: number }>;
  bind(contact: string, proof: { verificationCode: string; password?: string }): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const validate = useValidator();
  const form = useForm<Record<string, string>>({ [contactField]: "", verificationCode: "", password: "" });
  const failed = useBindFailure(form);
  const refresh = useRefreshAfterBinding();
  const [pending, setPending] = useState(false);
  const contact = () => (form.values[contactField] ?? "").trim();

  const validateContact = () => {
    const found = validate({ [contactField]: contact() }, { [contactField]: contactRule });
    form.setErrors(found);
    return !found[contactField];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const values = { ...form.values, [contactField]: contact() };
    const found = validate(values, {
      [contactField]: contactRule,
      verificationCode: NOT_EMPTY,
      password: hasPassword ? NOT_EMPTY : undefined,
    });
    if (!form.check(found)) return;
    setPending(true);
    try {
      await bind(contact(), {
        verificationCode: (values.verificationCode ?? "").trim(),
        ...(hasPassword ? { password: values.password ?? "" } : {}),
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
    <Modal title={title} onClose={onClose} width={440} className="auth-modal">
      <form
        ref={form.formRef}
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid={testId}
      >
        <p className="auth-note">{intro}</p>
        {renderContact(form.field(contactField))}
        <SmsCodeField
          {...form.field("verificationCode")}
          required
          placeholder={`${t("auth.placeholders.verificationCode", { defaultValue: t("auth.fields.verificationCode") })} *`}
          validateMobile={validateContact}
          send={async () => untilAfterMinutes((await sendCode(contact())).expiredMinutes)}
        />
        {hasPassword ? (
          <PasswordField
            {...form.field("password")}
            label={t("security.loginPassword")}
            placeholder={`${t("security.loginPasswordPlaceholder")} *`}
            autoComplete="current-password"
            maxLength={128}
          />
        ) : (
          <p className="auth-note" data-testid="sign-in-again-note">
            {t("security.signInAgainNote")}
          </p>
        )}
        <FormAlert message={form.formError} />
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </form>
    </Modal>
  );
}
