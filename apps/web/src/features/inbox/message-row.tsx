import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { InboxMessage } from "./api.ts";
import type { MessageText } from "./message-text.ts";

/** Who a message is from: an account notice, the team to this member, or the team to everyone. */
export function SenderLabel({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const sender = message.kind === "system" ? "system" : message.broadcast ? "broadcast" : "operator";
  return <span className={`inbox-sender inbox-sender--${sender}`}>{t(`inbox.from.${sender}`)}</span>;
}

/** A line of the inbox: unread marker, sender, title, the start of the text and the date. */
export function MessageRow({
  message,
  text,
  onOpen,
}: {
  message: InboxMessage;
  text: MessageText;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`inbox-row${message.read ? "" : " is-unread"}`}
        data-testid="inbox-row"
        data-read={message.read}
        onClick={onOpen}
      >
        <span className="inbox-row__dot" aria-hidden="true" />
        <span className="inbox-row__main">
          <span className="inbox-row__top">
            <SenderLabel message={message} />
            {message.read ? null : <span className="visually-hidden">{t("inbox.unreadMarker")}</span>}
            <time dateTime={new Date(message.time).toISOString()}>{formatDateTime(message.time)}</time>
          </span>
          <span className="inbox-row__title">{text.title}</span>
          <span className="inbox-row__preview">{text.body}</span>
        </span>
      </button>
    </li>
  );
}
