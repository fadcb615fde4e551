import { CHAT_LIMITS } from "@banca/contract/chat";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useContext, useEffect, useRef, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { MeContext } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import {
  answerConversation,
  attachmentQuery,
  closeConversation,
  historyQuery,
  type Message,
  takeConversation,
} from "./api.ts";

function Attachment({ message }: { message: Message }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const image = useQuery(attachmentQuery(merchant, message.id));
  return image.data ? (
    <img className="chat-image" src={image.data.dataUrl} alt={t("chat.image")} />
  ) : (
    <span>{t("chat.image")}</span>
  );
}

/** One conversation: its messages as they come, take, answer, close. */
export function ConversationPanel({ id, live, onClose }: { id: number; live: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const me = useContext(MeContext);
  const history = useQuery(historyQuery(merchant, id, live));
  const take = useAction(takeConversation, ["chat"]);
  const close = useAction(closeConversation, ["chat"]);
  const answer = useAction(answerConversation, ["chat"]);
  const [text, setText] = useState("");
  const end = useRef<HTMLLIElement>(null);
  const conversation = history.data?.conversation;
  const count = history.data?.messages.length ?? 0;
  // Staff act through an operator named staff:<username>: another name holds the conversation.
  const heldByOther =
    conversation?.status === "open" &&
    conversation.operator !== null &&
    conversation.operator !== `staff:${me?.username ?? ""}`;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: "end" });
  }, [count]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    answer.mutate({ conversationId: id, text: trimmed }, { onSuccess: () => setText("") });
  }

  return (
    <DetailPanel
      title={conversation ? t("chat.with", { name: conversation.username }) : t("menu.chat")}
      onClose={onClose}
    >
      <ErrorText error={history.error ?? take.error ?? close.error ?? answer.error} />
      {conversation ? (
        <>
          <p className="hint">
            {t(`status.${conversation.status}` as never)}
            {conversation.operator ? ` · ${t("chat.operator")}: ${staffName(conversation.operator)}` : ""}
          </p>
          <ol className="messages" aria-live="polite" aria-label={t("chat.messages")}>
            {history.data?.messages.map((message) => (
              <li key={message.id} className={`message message-${message.from}`}>
                <span className="message-meta">
                  {message.from === "member"
                    ? conversation.username
                    : message.operator
                      ? staffName(message.operator)
                      : t("chat.operator")}{" "}
                  · {formatTime(message.time, locale)}
                </span>
                {message.image ? <Attachment message={message} /> : null}
                {message.text ? <p>{message.text}</p> : null}
              </li>
            ))}
            <li ref={end} aria-hidden="true" className="messages-end" />
          </ol>
          {conversation.status === "waiting" ? (
            <button
              type="button"
              className="primary"
              disabled={take.isPending}
              onClick={() => take.mutate(id)}
            >
              {t("chat.take")}
            </button>
          ) : null}
          {heldByOther ? (
            <p className="notice" role="status">
              {t("chat.heldBy", { name: staffName(conversation.operator ?? "") })}
            </p>
          ) : null}
          {conversation.status === "open" && !heldByOther ? (
            <form className="stack" onSubmit={send}>
              <label>
                {t("chat.answer")}
                <textarea
                  rows={3}
                  value={text}
                  maxLength={CHAT_LIMITS.maxText}
                  onChange={(event) => setText(event.target.value)}
                />
              </label>
              <button type="submit" className="primary" disabled={answer.isPending || !text.trim()}>
                {t("chat.send")}
              </button>
            </form>
          ) : null}
          {conversation.status === "open" ? (
            <button
              type="button"
              className="ghost"
              disabled={close.isPending}
              onClick={() => close.mutate(id)}
            >
              {t("chat.close")}
            </button>
          ) : null}
        </>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </DetailPanel>
  );
}
