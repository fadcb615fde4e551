import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import type { ReactNode } from "react";
import { NOT_EMPTY } from "#app/components/form/field-rules.ts";
import { SmsCodeField, untilAfterMinutes } from "#app/components/form/sms-code-field.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { OwnerProof, OwnerProofBody } from "./owner-proof-fields.tsx";
import { type ContactFieldProps, OwnerProvenForm } from "./owner-proven-form.tsx";

/** How a binding proves its owner, as the calls take it. */
export type BindProof = OwnerProofBody & { verificationCode: string };

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
  return (
    <OwnerProvenForm
      title={title}
      testId={testId}
      owner={owner}
      submitLabel={submitLabel}
      fields={{ [contactField]: contactRule, verificationCode: NOT_EMPTY }}
      // Spaces pasted around a number or an address are no part of it.
      tidy={(values) => ({ ...values, [contactField]: (values[contactField] ?? "").trim() })}
      onClose={onClose}
      send={(values, proof) =>
        bind(values[contactField] ?? "", {
          verificationCode: (values.verificationCode ?? "").trim(),
          ...proof,
        })
      }
    >
      {(form) => (
        <>
          <p className="auth-note">{intro}</p>
          {renderContact(form.field(contactField))}
          <SmsCodeField
            {...form.field("verificationCode")}
            required
            placeholder={`${t("auth.placeholders.verificationCode", { defaultValue: t("auth.fields.verificationCode") })} *`}
            validateMobile={() => form.check(contactField)}
            send={async () =>
              untilAfterMinutes((await sendCode(form.values[contactField] ?? "")).expiredMinutes)
            }
          />
        </>
      )}
    </OwnerProvenForm>
  );
}
