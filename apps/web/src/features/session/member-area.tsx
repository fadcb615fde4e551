import { Icon } from "#app/components/ui/icon.tsx";
import { ChatButton } from "#app/features/chat/chat-button.tsx";
import { InboxButton } from "#app/features/inbox/inbox-button.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { hasPage } from "#app/features/member-centre/pages.ts";
import { BalanceChip } from "#app/features/wallet/balance-chip.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { AvatarMenu } from "./avatar-menu.tsx";
import { useContractCheckWhenShown } from "./contract-check-when-shown.ts";
import { MemberLabel } from "./member-label.tsx";
import { isTrialAccount } from "./session-values.ts";

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

/** Deposit and withdraw, one click from the balance; shown once those pages exist and are on. */
function MoneyShortcuts() {
  const { t } = useTranslation();
  const modules = useModules();
  const deposit = hasPage("depositv2") && modules.DPSTBAS3 !== false;
  const withdraw = hasPage("withdraw");
  if (!deposit && !withdraw) return null;
  return (
    <div className="money-shortcuts">
      {deposit ? (
        <button
          type="button"
          className="button button--primary money-shortcuts__deposit"
          data-testid="header-deposit"
          title={t("memberCentre.pages.depositv2")}
          onClick={() => openMemberCentre("depositv2")}
        >
          <Icon name="deposit" size={18} className="money-shortcuts__icon" />
          <span className="money-shortcuts__label">{t("memberCentre.pages.depositv2")}</span>
        </button>
      ) : null}
      {withdraw ? (
        <button
          type="button"
          className="button money-shortcuts__withdraw"
          data-testid="header-withdraw"
          onClick={() => openMemberCentre("withdraw")}
        >
          {t("memberCentre.pages.withdraw")}
        </button>
      ) : null}
    </div>
  );
}

/** The header's member side, replacing the visitor's buttons once the login state is on. */
export default function MemberArea() {
  const member = useSessionStore((state) => state.member);
  useContractCheckWhenShown(member?.id);
  if (!member) return null;
  return (
    <div className="member-area" data-testid="member-area">
      {isTrialAccount(member) ? (
        <TrialMarker />
      ) : (
        <MemberLabel member={member} className="member-area__label" />
      )}
      <BalanceChip panel={!isTrialAccount(member)} demo={isTrialAccount(member)} />
      {isTrialAccount(member) ? null : <MoneyShortcuts />}
      {isTrialAccount(member) ? null : <ChatButton member={member} />}
      {isTrialAccount(member) ? null : <InboxButton />}
      <AvatarMenu member={member} />
    </div>
  );
}
