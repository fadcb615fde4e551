import { useTranslation } from "react-i18next";
import { BalanceChip } from "#app/features/wallet/balance-chip.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { AvatarMenu } from "./avatar-menu.tsx";
import { isTrialAccount, sessionValues } from "./session-values.ts";

/** The member's club label, in the colours the server gives it (data, not theme colours). */
function MemberLabel({ text, color, background }: { text: string; color: string; background: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <span
      className="member-label"
      data-testid="member-label"
      title={t("session.memberLevel")}
      style={{ color: color || undefined, background: background || undefined }}
    >
      {text}
    </span>
  );
}

/** A trial account is marked as such, with the way to a real one next to it. */
function TrialMarker() {
  const { t } = useTranslation();
  return (
    <>
      <span className="member-trial" data-testid="trial-badge">
        {t("session.trialBadge")}
      </span>
      <button
        type="button"
        className="button button--primary member-area__upgrade"
        onClick={() => useUiStore.getState().openModal("trialWarning")}
      >
        {t("session.registerReal")}
      </button>
    </>
  );
}

/** The header's member side, replacing the visitor's buttons once the login state is on. */
export default function MemberArea() {
  const member = useSessionStore((state) => state.member);
  if (!member) return null;
  const values = sessionValues(member);
  return (
    <div className="member-area" data-testid="member-area">
      {isTrialAccount(member) ? (
        <TrialMarker />
      ) : (
        <MemberLabel
          text={values.memberLabel}
          color={values.memberLabelTextColor}
          background={values.memberLabelBgColor}
        />
      )}
      <BalanceChip />
      <AvatarMenu member={member} />
    </div>
  );
}
