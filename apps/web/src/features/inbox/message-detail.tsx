import { useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { type InboxMessage, useReadMessages } from "./api.ts";
import { DeleteDialog } from "./delete-dialog.tsx";
import { SenderLabel } from "./message-row.tsx";
import { useMessageText } from "./message-text.ts";

/** One message, opened: reading it marks it read; it can be deleted from here. */
export function MessageDetail({
  message,
  onBack,
  onDeleted,
}: {
  message: InboxMessage;
  onBack(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const text = useMessageText()(message);
  const read = useReadMessages();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening is reading: the server hears of it once, the header's count drops with its answer.
  const markRead = read.mutate;
  useEffect(() => {
    if (!message.read) markRead({ ids: [message.id] });
  }, [message.id, message.read, markRead]);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <article
      className="inbox-detail"
      data-testid="inbox-detail"
      aria-labelledby={`inbox-message-${message.id}`}
    >
      <button type="button" className="button button--ghost inbox-detail__back" onClick={onBack}>
        <Icon name="chevron-left" size={16} />
        {t("inbox.back")}
      </button>
      <header className="inbox-detail__head">
        <SenderLabel message={message} />
        <h3 id={`inbox-message-${message.id}`} ref={headingRef} tabIndex={-1}>
          {text.title}
        </h3>
        <time dateTime={new Date(message.time).toISOString()}>{formatDateTime(message.time)}</time>
      </header>
      {/* Plain text from the server: React shows it as text, line breaks kept by CSS. */}
      <p className="inbox-detail__body">{text.body}</p>
      {text.note ? <p className="inbox-detail__note">{text.note}</p> : null}
      <div className="inbox-detail__actions">
        <button
          type="button"
          className="button button--secondary inbox-detail__delete"
          data-testid="inbox-delete"
          onClick={() => setConfirming(true)}
        >
          {t("inbox.delete")}
        </button>
      </div>
      {confirming ? (
        <DeleteDialog
          id={message.id}
          title={text.title}
          onClose={() => setConfirming(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </article>
  );
}
