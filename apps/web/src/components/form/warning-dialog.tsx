import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** A warning over the form (SMS failure, invalid invitation code): the message and one button. */
export function WarningDialog({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("auth.warningTitle")} onClose={onClose} width={400} className="auth-warning">
      <div className="auth-warning__body" data-testid="auth-warning">
        <Icon name="info" size={32} className="auth-warning__icon" />
        <p role="alert">{message}</p>
        <button type="button" className="button button--primary auth-submit" onClick={onClose}>
          {t("auth.submit")}
        </button>
      </div>
    </Modal>
  );
}
