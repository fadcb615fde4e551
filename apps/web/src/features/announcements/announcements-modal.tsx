import type { Notice } from "@banca/contract/calls/announcements";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatAnnouncementTime } from "#app/lib/format-date.ts";
import { useAnnouncements } from "./api.ts";

const PAGE_SIZE = 9;
type Tab = "player" | "promotion";

/** Announcements: a list of 9 per page beside a detail pane with the notice's HTML and date. */
export function AnnouncementsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements();
  const [tab, setTab] = useState<Tab>("player");
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const notices: Notice[] = data?.[tab] ?? [];
  const pageCount = Math.max(1, Math.ceil(notices.length / PAGE_SIZE));
  const visible = notices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const selected = notices.find((notice) => notice.id === selectedId) ?? visible[0];

  const switchTab = (next: Tab) => {
    setTab(next);
    setPage(1);
    setSelectedId(null);
  };

  return (
    <Modal title={t("announcements.title")} onClose={onClose} width={960} className="announcements">
      <div className="tabs" role="tablist">
        {(["player", "promotion"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tabs__tab ${tab === name ? "is-active" : ""}`}
            onClick={() => switchTab(name)}
          >
            {t(`announcements.tabs.${name}`)}
          </button>
        ))}
      </div>
      {isPending ? (
        <div className="announcements__loading" aria-busy="true" />
      ) : notices.length === 0 ? (
        <EmptyState title={t("announcements.empty")} />
      ) : (
        <div className="announcements__body">
          <div className="announcements__list">
            <ul>
              {visible.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={`announcements__item ${notice.id === selected?.id ? "is-active" : ""}`}
                    onClick={() => setSelectedId(notice.id)}
                  >
                    <span className="announcements__item-title">{notice.title}</span>
                    <time dateTime={new Date(notice.timestamp).toISOString()}>
                      {formatAnnouncementTime(notice.timestamp)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              onChange={(next) => {
                setPage(next);
                setSelectedId(null);
              }}
            />
          </div>
          {selected ? (
            <article className="announcements__detail" aria-live="polite">
              <h3>{selected.title}</h3>
              <time dateTime={new Date(selected.timestamp).toISOString()}>
                {formatAnnouncementTime(selected.timestamp)}
              </time>
              <SafeHtml html={selected.content} />
            </article>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
