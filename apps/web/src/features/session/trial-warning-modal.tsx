import { ConfirmActions } from "#app/components/ui/confirm-actions.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { signOut } from "./sign-out.ts";

/**
 * A trial account tried something only a real account may do (spec part 1 §6): the confirm button
 * ends the trial session and opens registration.
 */
export function TrialWarningModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t("session.trialWarningTitle")} onClose={onClose} width={440} className="confirm-modal">
      <div className="confirm-modal__lead">
        <Icon name="info" size={28} />
        <p className="confirm-modal__text" data-testid="trial-warning-text">
          {t("session.in_need_true_account")}
        </p>
      </div>
      <p className="confirm-modal__hint">{t("session.trialWarningHint")}</p>
      <ConfirmActions
        cancelLabel={t("session.cancel")}
        confirmLabel={t("session.in_increase_submit")}
        confirmTestId="trial-warning-confirm"
        onCancel={onClose}
        onConfirm={async () => {
          await signOut();
          // The registration form takes this dialog's place.
          useUiStore.getState().openModal("registerModal");
        }}
      />
    </Modal>
  );
}
