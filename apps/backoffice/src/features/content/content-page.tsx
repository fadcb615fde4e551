import { type KeyboardEvent, useId, useState } from "react";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { AnnouncementsTab } from "./announcements-tab.tsx";
import { BannersTab } from "./banners-tab.tsx";
import { HelpTopicsTab } from "./help-topics-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";

const TABS = ["banners", "announcements", "messages", "help"] as const;
type Tab = (typeof TABS)[number];

/** The site's content in one screen: banners, announcements, inbox messages and help topics. */
export default function ContentPage() {
  const { t } = useI18n();
  const id = useId();
  const [tab, choose] = useState<Tab>("banners");
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? "banners";
    choose(next);
    document.getElementById(`${id}-${next}`)?.focus();
  }
  return (
    <div className="page">
      <h1>{t("menu.content")}</h1>
      <div role="tablist" aria-label={t("menu.content")} className="content-tabs" onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
          >
            {t(`content.tab.${name}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="content-panel">
        {tab === "banners" ? <BannersTab /> : null}
        {tab === "announcements" ? <AnnouncementsTab /> : null}
        {tab === "messages" ? <MessagesTab /> : null}
        {tab === "help" ? <HelpTopicsTab /> : null}
      </div>
    </div>
  );
}
