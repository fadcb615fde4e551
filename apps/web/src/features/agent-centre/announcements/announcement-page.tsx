import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { agentAnnouncementQuery, agentAnnouncementsQuery } from "../api/announcements.ts";
import { useAgentFormats } from "../common/formats.ts";
import { QueryStatus, ReportResults } from "../common/report-parts.tsx";

/** agentAnnouncement: the operator's announcements to agents, 9 per page, and one opened in full. */
export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const f = useAgentFormats();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(agentAnnouncementsQuery(pageNo, i18n.language));

  if (openId !== null) return <AnnouncementDetail id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="agent-page" data-testid="agent-announcements">
      <header className="agent-page__head">
        <h2 className="centre-title">{t("agent.pages.agentAnnouncement")}</h2>
        <p className="centre-note">{t("agent.announcements.intro")}</p>
      </header>
      <ReportResults query={list} isEmpty={(data) => data.list.length === 0} onPage={setPageNo}>
        {(data) => (
          <ul className="agent-notices">
            {data.list.map((notice) => (
              <li key={notice.id}>
                <button type="button" className="agent-notice" onClick={() => setOpenId(notice.id)}>
                  <span className="agent-notice__title">{notice.title}</span>
                  <span className="agent-notice__excerpt">{notice.excerpt}</span>
                  <time className="agent-notice__time" dateTime={new Date(notice.timestamp).toISOString()}>
                    {f.time(notice.timestamp)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ReportResults>
    </div>
  );
}

function AnnouncementDetail({ id, onBack }: { id: number; onBack(): void }) {
  const { t, i18n } = useTranslation();
  const f = useAgentFormats();
  const detail = useQuery(agentAnnouncementQuery(id, i18n.language));
  return (
    <article className="agent-page" data-testid="agent-announcement">
      <button type="button" className="button button--secondary agent-back" onClick={onBack}>
        {t("agent.announcements.back")}
      </button>
      <QueryStatus query={detail}>
        {(data) => (
          <>
            <header className="agent-page__head">
              <h2 className="centre-title">{data.title}</h2>
              <time className="centre-note" dateTime={new Date(data.timestamp).toISOString()}>
                {f.time(data.timestamp)}
              </time>
            </header>
            <SafeHtml html={data.content} className="agent-notice__content" />
          </>
        )}
      </QueryStatus>
    </article>
  );
}
