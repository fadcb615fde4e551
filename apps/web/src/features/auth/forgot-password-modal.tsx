import { useState } from "react";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { AuthTabs } from "./auth-form-parts.tsx";
import { ForgotEmailForm } from "./forgot-email-form.tsx";
import { ForgotPhoneForm } from "./forgot-phone-form.tsx";

type ForgotTab = "email" | "mobileNum";

/** Forgot password: by e-mail, or by mobile number when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const modules = useModules();
  const { resetCode, username } = useUiStore((state) => state.modalOptions);
  const [tab, setTab] = useState<ForgotTab>("email");
  const tabs = [
    { key: "email" as const, label: t("auth.tabs.email") },
    ...(modules.CHNGPASSVERIF3 ? [{ key: "mobileNum" as const, label: t("auth.tabs.mobile") }] : []),
  ];
  return (
    <Modal title={t("auth.forgot.title")} onClose={onClose} width={440} className="auth-modal">
      <div className="auth-panel" data-testid="forgot-panel">
        <AuthTabs<ForgotTab> tabs={tabs} active={tab} onChange={setTab} label={t("auth.forgot.ways")} />
        {tab === "mobileNum" && modules.CHNGPASSVERIF3 ? (
          <ForgotPhoneForm />
        ) : (
          // A reset link followed while the dialog is open starts the form afresh with its code.
          <ForgotEmailForm key={resetCode ?? ""} resetCode={resetCode} username={username} />
        )}
        <p className="auth-switch">
          <button
            type="button"
            className="auth-link"
            onClick={() => useUiStore.getState().openModal("loginPopupModal")}
          >
            {t("auth.backToLogin")}
          </button>
        </p>
      </div>
    </Modal>
  );
}
