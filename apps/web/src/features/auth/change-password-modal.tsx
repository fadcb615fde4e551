import { type FormEvent, useState } from "react";
import { NOT_EMPTY, requiredRule, useFieldRules, useValidator } from "#app/components/form/field-rules.ts";
import { FormAlert, SubmitButton } from "#app/components/form/form-parts.tsx";
import { PasswordField } from "#app/components/form/text-field.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { Modal } from "#app/components/ui/modal.tsx";
import { signOut } from "#app/features/session/sign-out.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { endSession, useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { changePassword } from "./api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** The default password every account must leave behind (spec part 2 §9). */
const DEFAULT_PASSWORD = "123456";

/**
 * Change password (spec part 2 §5): the old password only when it is not already known, the new one
 * by the merchant's password rule, and its confirmation. Forced after a login with the default or an
 * expired password: it cannot be closed then, only left by logging out. Every session of the account
 * ends on the server, so the login modal follows.
 */
export function ChangePasswordModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { forced = false, knownPassword } = useUiStore((state) => state.modalOptions);
  const account = useSessionStore((state) => state.member?.account);
  const rules = useFieldRules();
  const validate = useValidator();
  const form = useForm({ oldPassword: "", newPassword: "", confirmNewPassword: "" });
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const { values } = form;
    const found = validate(
      values,
      {
        oldPassword: knownPassword ? undefined : NOT_EMPTY,
        newPassword: requiredRule(rules.password),
        confirmNewPassword: NOT_EMPTY,
      },
      [["confirmNewPassword", "newPassword"]],
    );
    if (!found.newPassword && values.newPassword === DEFAULT_PASSWORD) {
      found.newPassword = t("auth.passwordIsDefault");
    }
    if (!form.check(found)) return;
    setPending(true);
    try {
      await changePassword({
        oldPassword: knownPassword ?? values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // The server ended every session of the account, this one included.
      endSession();
      useUiStore.getState().openModal("loginPopupModal", { notice: "passwordChanged" });
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(false);
    }
  };

  const leave = async () => {
    await signOut();
    useUiStore.getState().closeModal();
  };

  return (
    <Modal
      title={t("auth.changePassword.title")}
      onClose={forced ? () => undefined : onClose}
      dismissible={!forced}
      width={440}
      className="auth-modal"
    >
      <form
        ref={form.formRef}
        className="auth-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="change-password"
      >
        {forced ? (
          <p className="auth-note auth-note--warning" data-testid="forced-change">
            {t("auth.changePassword.forced")}
          </p>
        ) : null}
        {account ? (
          // Tells the browser's password manager which account the new password belongs to.
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        ) : null}
        {knownPassword ? null : (
          <PasswordField
            {...form.field("oldPassword")}
            label={t("auth.fields.oldPassword")}
            placeholder={`${t("auth.placeholders.oldPassword")} *`}
            autoComplete="current-password"
            maxLength={128}
          />
        )}
        <NewPasswordFields form={form} />
        <FormAlert message={form.formError} />
        <SubmitButton pending={pending}>{t("auth.changePassword.submit")}</SubmitButton>
        {forced ? (
          <button type="button" className="auth-link auth-link--center" onClick={() => void leave()}>
            {t("auth.changePassword.logout")}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
