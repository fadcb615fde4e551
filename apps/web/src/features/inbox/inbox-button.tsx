import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { hasPage } from "#app/features/member-centre/pages.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { refreshAfterChange } from "#app/lib/query-client.ts";
import { useModules } from "#app/lib/site-status.ts";
import { inboxKeys, unreadCountQuery } from "./api.ts";

/** The header's envelope with the unread count; it opens the member centre on the inbox. */
export function InboxButton() {
  const { t } = useTranslation();
  const shown = useModules().INBOX3 !== false && hasPage("messageV2");
  const client = useQueryClient();
  const { data: count = 0 } = useQuery({ ...unreadCountQuery(), enabled: shown });

  // Coming back to the window asks again: a tab switch and a window switch both end in a focus
  // event, so this one listener covers both (TanStack's own focus refetch is left off). The count's
  // first answer may still be on its way, read before the letter that came meanwhile: it is dropped.
  useEffect(() => {
    if (!shown) return;
    const onFocus = () => void refreshAfterChange(client, inboxKeys.unread());
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [shown, client]);

  if (!shown) return null;
  const label = count > 0 ? t("header.inbox.unread", { count }) : t("header.inbox.label");
  return (
    <button
      type="button"
      className="icon-button inbox-button"
      data-testid="header-inbox"
      aria-label={label}
      title={label}
      onClick={() => openMemberCentre("messageV2")}
    >
      <Icon name="mail" />
      {count > 0 ? (
        <span className="inbox-button__badge" data-testid="header-inbox-badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}
