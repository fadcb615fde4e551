import { lazy } from "react";
import { AnnouncementsModal } from "#app/features/announcements/announcements-modal.tsx";
import { FeedbackModal } from "#app/features/feedback/feedback-modal.tsx";
import { AvatarModal } from "#app/features/session/avatar-modal.tsx";
import { LogoutModal } from "#app/features/session/logout-modal.tsx";
import { TrialWarningModal } from "#app/features/session/trial-warning-modal.tsx";
import { withCatalogue } from "#app/i18n/i18n.ts";
import { useUiStore } from "#app/stores/ui-store.ts";

// The account forms load on their own, the first time one of them opens.
const LoginModal = lazy(() =>
  import("#app/features/auth/login-modal.tsx").then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import("#app/features/auth/register-modal.tsx").then((m) => ({ default: m.RegisterModal })),
);
const RegisterSuccessModal = lazy(() =>
  import("#app/features/auth/register-success-modal.tsx").then((m) => ({ default: m.RegisterSuccessModal })),
);
const ForgotPasswordModal = lazy(() =>
  import("#app/features/auth/forgot-password-modal.tsx").then((m) => ({ default: m.ForgotPasswordModal })),
);
const ChangePasswordModal = lazy(() =>
  import("#app/features/auth/change-password-modal.tsx").then((m) => ({ default: m.ChangePasswordModal })),
);
const GameLaunchModal = lazy(() =>
  import("#app/features/games/launch-dialog.tsx").then((m) => ({ default: m.GameLaunchModal })),
);
// The TCG_SEA vendor's lottery start (spec part 1 §4).
const LotteryStartModal = lazy(() =>
  import("#app/features/lottery/lottery-start-dialog.tsx").then((m) => ({ default: m.LotteryStartModal })),
);
const AppGuideModal = lazy(() =>
  import("#app/features/download/app-guide-modal.tsx").then((m) => ({ default: m.AppGuideModal })),
);
// The agent centre arrives with its own text part.
const AgentCentreModal = lazy(
  withCatalogue(["agent"], () =>
    import("#app/features/agent-centre/agent-centre-modal.tsx").then((m) => ({
      default: m.AgentCentreModal,
    })),
  ),
);
// Contract requests awaiting an agent's answer, shown after its login; text of the agent part.
const ContractRequestsModal = lazy(
  withCatalogue(["agent"], () =>
    import("#app/features/agent-centre/contracts/contract-requests-modal.tsx").then((m) => ({
      default: m.ContractRequestsModal,
    })),
  ),
);
const MemberCentreModal = lazy(() =>
  import("#app/features/member-centre/member-centre-modal.tsx").then((m) => ({
    default: m.MemberCentreModal,
  })),
);

/** Modals any page can open through the UI store; loaded only when one is first opened. */
export default function GlobalModals() {
  const modal = useUiStore((state) => state.modal);
  const close = useUiStore((state) => state.closeModal);
  switch (modal) {
    case "announcements":
      return <AnnouncementsModal onClose={close} />;
    case "feedback":
      return <FeedbackModal onClose={close} />;
    case "logout":
      return <LogoutModal onClose={close} />;
    case "trialWarning":
      return <TrialWarningModal onClose={close} />;
    case "avatar":
      return <AvatarModal onClose={close} />;
    case "loginPopupModal":
      return <LoginModal onClose={close} />;
    case "registerModal":
      return <RegisterModal onClose={close} />;
    case "registerSuccessModal":
      return <RegisterSuccessModal onClose={close} />;
    case "forgotPassword":
      return <ForgotPasswordModal onClose={close} />;
    case "changePassword":
      return <ChangePasswordModal onClose={close} />;
    case "memberCentre":
      return <MemberCentreModal onClose={close} />;
    case "agentCentre":
      return <AgentCentreModal onClose={close} />;
    case "contractRequests":
      return <ContractRequestsModal onClose={close} />;
    case "gameLaunch":
      return <GameLaunchModal onClose={close} />;
    case "lotteryStart":
      return <LotteryStartModal onClose={close} />;
    case "appGuide":
      return <AppGuideModal onClose={close} />;
    case null:
      return null;
  }
}
