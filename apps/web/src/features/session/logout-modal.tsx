import { ConfirmActions } from "#app/components/ui/confirm-actions.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { signOut } from "./sign-out.ts";

/** Sign-out asks first (spec part 1 §4). */
export function LogoutModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const account = useSessionStore((state) => state.member?.account ?? "");
  return (
    <Modal title={t("session.logoutTitle")} onClose={onClose} width={420} className="confirm-modal">
      <p className="confirm-modal__text">{t("session.logoutText", { account })}</p>
      <ConfirmActions
        cancelLabel={t("session.cancel")}
        confirmLabel={t("session.signOut")}
        confirmTestId="logout-confirm"
        onCancel={onClose}
        onConfirm={async () => {
          await signOut();
          onClose();
        }}
      />
    </Modal>
  );
}
