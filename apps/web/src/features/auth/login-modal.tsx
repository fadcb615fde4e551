import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { LoginPanel } from "./login-panel.tsx";

/** loginPopupModal: its title is the login button's label. */
export function LoginModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { errorCode, notice } = useUiStore((state) => state.modalOptions);
  return (
    <Modal title={t("header.login")} onClose={onClose} width={440} className="auth-modal">
      <LoginPanel inModal errorCode={errorCode} notice={notice} />
    </Modal>
  );
}
