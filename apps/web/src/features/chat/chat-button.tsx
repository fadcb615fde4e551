import { useQuery } from "@tanstack/react-query";
import { Icon } from "#app/components/ui/icon.tsx";
import { isTrialAccount, opensAgentCentre } from "#app/features/session/session-values.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useModules } from "#app/lib/site-status.ts";
import type { MemberInfo } from "#app/stores/session-store.ts";
import { chatUnreadQuery } from "./api.ts";
import { openChat } from "./open-chat.ts";

/** The header's chat button with the count of answers not seen yet (players only, chat switched on). */
export function ChatButton({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const shown = useModules().CBS3 === true && !opensAgentCentre(member) && !isTrialAccount(member);
  const { data: count = 0 } = useQuery({ ...chatUnreadQuery(), enabled: shown });
  if (!shown) return null;
  const label = count > 0 ? t("chat.unread", { count }) : t("chat.open");
  return (
    <button
      type="button"
      className="icon-button chat-button"
      data-testid="header-chat"
      aria-label={label}
      title={label}
      onClick={openChat}
    >
      <Icon name="chat" />
      {count > 0 ? (
        <span className="inbox-button__badge" data-testid="header-chat-badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}
