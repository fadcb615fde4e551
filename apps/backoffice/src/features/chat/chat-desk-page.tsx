import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { CHAT_QUEUES, type Conversation, conversationsQuery } from "./api.ts";
import { ConversationPanel } from "./conversation-panel.tsx";
import { useDeskSocket } from "./desk-socket.ts";

const PAGE_SIZE = 20;
const STATUSES = ["live", "waiting", "open", "closed"] as const;

/**
 * The live chat desk: the queues, a conversation taken and answered, closed; the history of closed
 * ones. Its socket brings each change as it happens; without it the desk polls.
 */
export default function ChatDeskPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [queue, setQueue] = useState("");
  const [status, setStatus] = useState<string>("live");
  const [username, setUsername] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { queue, status, username: username.trim(), pageNo: page, pageSize: PAGE_SIZE };
  const { live, state: link } = useDeskSocket(merchant);
  const list = useQuery({ ...conversationsQuery(merchant, filter, live), placeholderData: keepPreviousData });

  const columns = useMemo<DataColumn<Conversation>[]>(
    () => [
      {
        id: "member",
        header: t("common.member"),
        cell: (row) => (row.vip ? `${row.username} · VIP` : row.username),
        csv: (row) => row.username,
      },
      {
        id: "queue",
        header: t("chat.queue"),
        cell: (row) => t(`chat.queue.${row.queue}` as MessageKey),
        csv: (row) => row.queue,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge tone={statusTone(row.status)} label={t(`status.${row.status}` as MessageKey)} />
        ),
        csv: (row) => row.status,
      },
      {
        id: "last",
        header: t("chat.last"),
        cell: (row) => (
          <span className="truncate">
            {row.last ? (row.last.image ? t("chat.image") : row.last.text) : ""}
          </span>
        ),
        csv: (row) => row.last?.text ?? "",
      },
      {
        id: "unread",
        header: t("chat.unread"),
        numeric: true,
        cell: (row) => row.unread || "",
        csv: (row) => row.unread,
      },
      {
        id: "operator",
        header: t("chat.operator"),
        cell: (row) => (row.operator ? staffName(row.operator) : ""),
        csv: (row) => row.operator ?? "",
      },
      {
        id: "time",
        header: t("chat.lastAt"),
        cell: (row) => formatTime(row.lastMessageAt, locale),
        csv: (row) => new Date(row.lastMessageAt).toISOString(),
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.chat")}</h1>
        <p className={live ? "desk-live on" : "desk-live"} role="status" data-testid="desk-live">
          <span className="desk-live-dot" aria-hidden="true" />
          {t(`chat.link.${link}`)}
        </p>
        <ErrorText error={list.error} />
        <DataTable
          caption={t("menu.chat")}
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("chat.empty")}
          loading={list.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data?.totalCount ?? 0, onPage: setPage }}
          csv={{ fileName: `chat-${merchant}-${status}.csv` }}
          filters={
            <>
              <label className="field">
                <span>{t("chat.queue")}</span>
                <select
                  value={queue}
                  onChange={(event) => {
                    setQueue(event.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">{t("common.all")}</option>
                  {CHAT_QUEUES.map((value) => (
                    <option key={value} value={value}>
                      {t(`chat.queue.${value}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t("common.status")}</span>
                <select
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value);
                    setPage(1);
                  }}
                >
                  {STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {t(`status.${value}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t("common.member")}</span>
                <input
                  type="search"
                  value={username}
                  onChange={(event) => {
                    setUsername(event.target.value);
                    setPage(1);
                  }}
                />
              </label>
            </>
          }
        />
      </div>
      {openId !== null ? <ConversationPanel id={openId} live={live} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
