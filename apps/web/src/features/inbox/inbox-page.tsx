import { INBOX_PAGE_SIZE } from "@banca/contract/inbox";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type InboxMessage, messagesQuery, useReadMessages } from "./api.ts";
import { MessageDetail } from "./message-detail.tsx";
import { MessageRow } from "./message-row.tsx";
import { useMessageText } from "./message-text.ts";

type Tab = "all" | "unread";

/** Platform information (messageV2): the member's inbox, a list that opens into one message. */
export default function InboxPage() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>("all");
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [notice, setNotice] = useState("");
  const query = useQuery(
    messagesQuery({ unread: tab === "unread", pageNo, pageSize: INBOX_PAGE_SIZE }, i18n.language),
  );
  const readAll = useReadMessages();
  const textOf = useMessageText();
  const page = query.data;

  // A delete or a read can empty the last page (or the unread tab's): step back to one that exists.
  useEffect(() => {
    if (page && page.list.length === 0 && page.pageNo > 1) setPageNo(Math.max(1, page.totalPages));
  }, [page]);

  if (open) {
    return (
      <div className="inbox-page" data-testid="inbox">
        <MessageDetail
          message={open}
          onBack={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            setNotice(t("inbox.deleted"));
          }}
        />
      </div>
    );
  }

  const choose = (next: Tab) => {
    setTab(next);
    setPageNo(1);
    setNotice("");
  };
  const unreadCount = page?.unreadCount ?? 0;

  return (
    <div className="inbox-page" data-testid="inbox">
      <header className="records-page__head">
        <h2 className="centre-title">{t("memberCentre.pages.messageV2")}</h2>
        <p>{t("inbox.intro")}</p>
      </header>
      <div className="inbox-toolbar">
        <div className="inbox-tabs" role="tablist">
          {(["all", "unread"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`records-chip${tab === name ? " is-active" : ""}`}
              onClick={() => choose(name)}
            >
              {t(`inbox.tabs.${name}`)}
              {name === "unread" && unreadCount > 0 ? (
                <span className="inbox-tabs__count" data-testid="inbox-unread-count">
                  {unreadCount}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--secondary inbox-toolbar__read-all"
          data-testid="inbox-read-all"
          disabled={unreadCount === 0 || readAll.isPending}
          onClick={() => {
            setNotice("");
            readAll.mutate({ all: true });
          }}
        >
          {t("inbox.markAllRead")}
        </button>
      </div>
      <p className="inbox-page__notice" role="status">
        {notice}
      </p>
      {query.isPending ? (
        <p className="records-page__status">{t("inbox.loading")}</p>
      ) : query.isError ? (
        <LoadFailed
          className="records-page__status"
          message={t("inbox.loadFailed")}
          retryLabel={t("inbox.retry")}
          onRetry={() => void query.refetch()}
        />
      ) : page && page.totalCount === 0 ? (
        tab === "unread" ? (
          <EmptyState title={t("inbox.emptyUnreadTitle")}>{t("inbox.emptyUnreadText")}</EmptyState>
        ) : (
          <EmptyState title={t("inbox.emptyTitle")}>{t("inbox.emptyText")}</EmptyState>
        )
      ) : page ? (
        <>
          <ul className="inbox-list" aria-busy={query.isFetching}>
            {page.list.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                text={textOf(message)}
                onOpen={() => {
                  setNotice("");
                  setOpen(message);
                }}
              />
            ))}
          </ul>
          <Pagination page={page.pageNo} pageCount={page.totalPages} onChange={setPageNo} />
        </>
      ) : null}
    </div>
  );
}
