import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { type FormEvent, type ReactNode, useState } from "react";
import { NOT_EMPTY, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useBindFailure, useRefreshAfterBinding } from "./bind-form.ts";
import { type OwnerProof, OwnerProofFields } from "./owner-proof-fields.tsx";

export type ContactFieldProps = {
  name: string;
  value: string;
  onValue(value: string): void;
  error: string | undefined;
};

/** How a binding proves its owner, as the calls take it. */
export type BindProof = {
  verificationCode: string;
  password?: string;
  ownerChannel?: "sms" | "email";
  ownerCode?: string;
};

/**
 * Binds a contact (mobile number or e-mail), or replaces the bound one: the code goes to the new
 * contact, and the owner proves themselves with the login password or a code sent to the account's
 * confirmed number or e-mail. An account without a password (social sign-in) may also prove itself
 * by having signed in within the last minutes, so the dialog says so instead (decision 027).
 */
export function BindDialog({
  title,
  intro,
  submitLabel,
  testId,
  contactField,
  contactRule,
  owner,
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
  owner: OwnerProof;
  onClose(): void;
  renderContact(field: ContactFieldProps): ReactNode;
  sendCode(contact: string): Promise<{ expiredMinutes: number }>;
  bind(contact: string, proof: BindProof): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const validate = useValidator();
  const form = useForm<Record<string, string>>({
    [contactField]: "",
    verificationCode: "",
    password: "",
    ownerCode: "",
  });
  // Without a password, an account with a confirmed channel is offered the code first.
  const [byCode, setByCode] = useState(!owner.hasPassword && owner.channel !== null);
  const ownerChannel = byCode ? owner.channel : null;
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
      password: !ownerChannel && owner.hasPassword ? NOT_EMPTY : undefined,
      ownerCode: ownerChannel ? NOT_EMPTY : undefined,
    });
    if (!form.check(found)) return;
    setPending(true);
    try {
      await bind(contact(), {
        verificationCode: (values.verificationCode ?? "").trim(),
        ...(ownerChannel
          ? { ownerChannel: ownerChannel.channel, ownerCode: (values.ownerCode ?? "").trim() }
          : owner.hasPassword
            ? { password: values.password ?? "" }
            : {}),
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
        <OwnerProofFields
          owner={owner}
          byCode={byCode}
          onByCode={(next) => {
            setByCode(next);
            form.setErrors({});
          }}
          password={form.field("password")}
          ownerCode={form.field("ownerCode")}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </form>
    </Modal>
  );
}
