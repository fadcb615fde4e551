import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { RegisterPanel } from "./register-panel.tsx";

/** registerModal: its title is the register button's label. */
export function RegisterModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("header.register")} onClose={onClose} width={480} className="auth-modal">
      <RegisterPanel inModal />
    </Modal>
  );
}
