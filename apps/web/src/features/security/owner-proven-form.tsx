import type { FieldRule } from "@banca/contract/field-rules/field-rule";
import { type FormEvent, type ReactNode, useState } from "react";
import { useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { useBindFailure, useRefreshAfterBinding } from "./bind-form.ts";
import {
  type OwnerProof,
  type OwnerProofBody,
  OwnerProofFields,
  useOwnerProof,
} from "./owner-proof-fields.tsx";

export type ContactFieldProps = {
  name: string;
  value: string;
  onValue(value: string): void;
  error: string | undefined;
};

/** What the fields before the proof are drawn with. */
export type OwnerProvenFields = {
  /** The props of one of the form's fields. */
  field(name: string): ContactFieldProps;
  /** The values as they are checked and sent (tidied). */
  values: Record<string, string>;
  /**
   * Checks one field alone by its rule and shows its message, as a code's send button does with
   * the contact before sending; true when it passes.
   */
  check(name: string): boolean;
};

/**
 * A security-centre form that ends with the owner's proof (the login password, or a code to a
 * confirmed channel): the fields before it are checked by their rules, `send` gets the form's
 * values and that proof, and the dialog closes once the security items are read again.
 */
export function OwnerProvenForm({
  title,
  testId,
  owner,
  submitLabel,
  fields,
  tidy = (values) => values,
  children,
  onClose,
  send,
}: {
  title: string;
  testId: string;
  owner: OwnerProof;
  submitLabel: string;
  /** The fields before the proof, by name, with their rules. */
  fields: Record<string, FieldRule>;
  /** The values as the server takes them (a contact without the spaces typed around it). */
  tidy?(values: Record<string, string>): Record<string, string>;
  children(form: OwnerProvenFields): ReactNode;
  onClose(): void;
  send(values: Record<string, string>, proof: OwnerProofBody): Promise<unknown>;
}) {
  const validate = useValidator();
  const form = useForm<Record<string, string>>({
    ...Object.fromEntries(Object.keys(fields).map((name) => [name, ""])),
    password: "",
    ownerCode: "",
  });
  const proof = useOwnerProof(owner);
  const failed = useBindFailure(form);
  const refresh = useRefreshAfterBinding();
  const [pending, setPending] = useState(false);
  const values = tidy(form.values);

  const check = (name: string) => {
    const rule = fields[name];
    if (!rule) return true;
    const found = validate({ [name]: values[name] ?? "" }, { [name]: rule });
    form.setErrors(found);
    return !found[name];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.check(validate(values, { ...fields, ...proof.rules }))) return;
    setPending(true);
    try {
      await send(values, proof.bodyOf(values));
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
        {children({ field: form.field, values, check })}
        <OwnerProofFields
          owner={owner}
          byCode={proof.byCode}
          onByCode={(next) => {
            proof.setByCode(next);
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
