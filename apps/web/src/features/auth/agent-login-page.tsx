import { useState } from "react";
import { paths } from "#app/config/paths.ts";
import { openAgentCentre } from "#app/features/agent-centre/open.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, Navigate } from "#app/lib/router.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import type { ChallengeStep } from "./attempt-login.ts";
import { AuthCard } from "./auth-card.tsx";
import { LoginVerificationStep } from "./login-verification-step.tsx";
import { UsernameLoginForm } from "./username-login-form.tsx";

/**
 * /agent: the agent entry (spec part 1 §6). Only agent accounts get in here (the server answers
 * `login.agent.only` to players); once in, the agent lands in its agent centre unless a password
 * change or another step comes first. Players keep logging in on /login.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const [step, setStep] = useState<ChallengeStep | null>(null);
  if (member) return <Navigate to={paths.home} replace />;
  return (
    <div className="page auth-page">
      <AuthCard title={t("auth.agentLogin.title")} subtitle={t("auth.agentLogin.subtitle")}>
        {step ? (
          <LoginVerificationStep step={step} onBack={() => setStep(null)} />
        ) : (
          <div className="auth-panel" data-testid="agent-login-panel">
            <UsernameLoginForm site="agent" onChallenge={setStep} afterLogin={openCentreUnlessBusy} />
            <p className="auth-switch">
              {t("auth.agentLogin.player")}{" "}
              <Link to={paths.login} className="auth-link">
                {t("auth.agentLogin.playerLink")}
              </Link>
            </p>
          </div>
        )}
      </AuthCard>
    </div>
  );
}

/** A forced password change or a welcome keeps the screen: the centre waits for the next visit. */
function openCentreUnlessBusy() {
  if (useUiStore.getState().modal === null) openAgentCentre();
}
