import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "#app/components/ui/modal.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { signOut } from "./sign-out.ts";

/** Sign-out asks first (spec part 1 §4). */
export function LogoutModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.member?.account ?? "");
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await signOut();
    onClose();
  };
  return (
    <Modal title={t("session.logoutTitle")} onClose={onClose} width={420} className="confirm-modal">
      <p className="confirm-modal__text">{t("session.logoutText", { account })}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("session.cancel")}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="logout-confirm"
          disabled={pending}
          onClick={() => void confirm()}
        >
          {t("session.signOut")}
        </button>
      </div>
    </Modal>
  );
}
