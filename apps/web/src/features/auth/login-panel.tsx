import { useState } from "react";
import { FormAlert } from "#app/components/form/form-parts.tsx";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { useModules, useSiteStatus } from "#app/lib/site-status.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import type { ChallengeStep } from "./attempt-login.ts";
import { AuthTabs } from "./auth-form-parts.tsx";
import { LoginVerificationStep } from "./login-verification-step.tsx";
import { readRemembered } from "./remember.ts";
import { SmsLoginForm } from "./sms-login-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";
import { UsernameLoginForm } from "./username-login-form.tsx";

type LoginTab = "username" | "sms";

/**
 * Everything of logging in, for the login modal and the /login page: username or SMS tab (the latter
 * with MOBILEVERCODELOGIN3), the new-address step when the server asks for it, the way to register
 * and the social buttons.
 */
export function LoginPanel({
  inModal,
  errorCode,
  notice,
}: {
  inModal: boolean;
  errorCode?: string;
  notice?: "passwordChanged";
}) {
  const { t } = useTranslation();
  const modules = useModules();
  const brand = useSiteStatus().info.site.merchantCode;
  // A player remembered from the SMS tab (and not by username) starts there.
  const [tab, setTab] = useState<LoginTab>(() => {
    const remembered = readRemembered(brand);
    return remembered.sms && !remembered.username ? "sms" : "username";
  });
  const [step, setStep] = useState<ChallengeStep | null>(null);
  const canRegister = Boolean(modules.USERNAMEREG3 || modules.MOBILENUMREG3);

  if (step) return <LoginVerificationStep step={step} onBack={() => setStep(null)} />;

  const tabs = [
    { key: "username" as const, label: t("auth.tabs.username") },
    ...(modules.MOBILEVERCODELOGIN3 ? [{ key: "sms" as const, label: t("auth.tabs.sms") }] : []),
  ];
  return (
    <div className="auth-panel" data-testid="login-panel">
      {notice === "passwordChanged" ? (
        <p className="auth-note auth-note--success" role="status" data-testid="login-notice">
          {t("auth.changePassword.done")}
        </p>
      ) : null}
      {errorCode ? (
        <FormAlert message={t(`errors.${errorCode}`, { defaultValue: t("errors.social.login.failed") })} />
      ) : null}
      <AuthTabs<LoginTab> tabs={tabs} active={tab} onChange={setTab} label={t("auth.loginWays")} />
      {tab === "sms" && modules.MOBILEVERCODELOGIN3 ? (
        <SmsLoginForm onChallenge={setStep} />
      ) : (
        <UsernameLoginForm onChallenge={setStep} />
      )}
      <SocialButtons />
      {canRegister ? (
        <p className="auth-switch">
          {t("auth.noAccount")}{" "}
          {inModal ? (
            <button
              type="button"
              className="auth-link"
              onClick={() => useUiStore.getState().openModal("registerModal")}
            >
              {t("auth.registerNow")}
            </button>
          ) : (
            <Link to={paths.register} className="auth-link">
              {t("auth.registerNow")}
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}
