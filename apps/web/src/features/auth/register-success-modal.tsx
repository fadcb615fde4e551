import { useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";

/**
 * registerSuccessModal (`in_registered_successfully`). After a mobile registration or a first social
 * sign-in a first step names the account that was created.
 */
export function RegisterSuccessModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const account = useUiStore((state) => state.modalOptions.account);
  const social = useUiStore((state) => state.modalOptions.accountVia === "social");
  const [accountSeen, setAccountSeen] = useState(!account);

  if (!accountSeen) {
    return (
      <Modal title={t("auth.success.accountTitle")} onClose={() => setAccountSeen(true)} width={420}>
        <div className="auth-result" data-testid="register-account">
          <span className="auth-result__icon" aria-hidden="true">
            <Icon name="user" size={28} />
          </span>
          <p>{t(social ? "auth.success.accountTextSocial" : "auth.success.accountText")}</p>
          <p className="auth-result__account" data-testid="register-account-name">
            {account}
          </p>
          <button
            type="button"
            className="button button--primary auth-submit"
            onClick={() => setAccountSeen(true)}
          >
            {t("auth.success.continue")}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t("auth.success.title")} onClose={onClose} width={420}>
      <div className="auth-result" data-testid="register-success">
        <span className="auth-result__icon auth-result__icon--success" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <p className="auth-result__message">{t("auth.in_registered_successfully")}</p>
        <button type="button" className="button button--primary auth-submit" onClick={onClose}>
          {t("auth.success.start")}
        </button>
      </div>
    </Modal>
  );
}
