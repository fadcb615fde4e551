import type { ChatConversation, ChatMessage } from "@banca/contract/calls/chat";
import { intlLocale } from "@banca/contract/languages";
import { useLayoutEffect, useRef } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { i18n } from "#app/i18n/i18n.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ChatImage } from "./chat-image.tsx";

const timeOf = (time: number) =>
  new Date(time).toLocaleTimeString(intlLocale(i18n.language), { hour: "2-digit", minute: "2-digit" });

type MessageListProps = {
  messages: ChatMessage[];
  conversation: ChatConversation | null;
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder(): void;
  vip: boolean;
};

/** The conversation: the service's greeting, then messages oldest first, text shown as text only. */
export function MessageList({
  messages,
  conversation,
  hasMore,
  loadingOlder,
  onOlder,
  vip,
}: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new message at the bottom scrolls into view; older pages above keep the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  return (
    <div className="chat-window__messages" ref={scroller} aria-live="polite" data-testid="chat-messages">
      {hasMore ? (
        <button type="button" className="chat-window__older" onClick={onOlder} disabled={loadingOlder}>
          {t("chatWindow.older")}
        </button>
      ) : null}
      <div className="chat-bubble chat-bubble--operator chat-bubble--greeting">
        <span className="chat-bubble__avatar" aria-hidden="true">
          <Icon name="service" size={16} />
        </span>
        <p className="chat-bubble__text">{vip ? t("chatWindow.greetingVip") : t("chatWindow.greeting")}</p>
      </div>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newConversation = previous && previous.conversationId !== message.conversationId;
        return (
          <div key={message.id} className="chat-window__row">
            {newConversation ? (
              <p className="chat-window__divider">{t("chatWindow.newConversation")}</p>
            ) : null}
            <div
              className={`chat-bubble chat-bubble--${message.from}`}
              data-testid={`chat-message-${message.from}`}
            >
              {message.from === "operator" ? (
                <span className="chat-bubble__avatar" aria-hidden="true">
                  <Icon name="service" size={16} />
                </span>
              ) : null}
              <div className="chat-bubble__body">
                {message.from === "operator" ? (
                  <span className="chat-bubble__who">
                    {vip ? t("chatWindow.vipService") : t("chatWindow.service")}
                  </span>
                ) : null}
                {message.image ? <ChatImage messageId={message.id} /> : null}
                {message.text ? <p className="chat-bubble__text">{message.text}</p> : null}
                <time className="chat-bubble__time" dateTime={new Date(message.time).toISOString()}>
                  {timeOf(message.time)}
                </time>
              </div>
            </div>
          </div>
        );
      })}
      {conversation?.status === "waiting" && messages.length > 0 ? (
        <p className="chat-window__notice" data-testid="chat-waiting">
          {t("chatWindow.waiting")}
        </p>
      ) : null}
      {conversation?.status === "closed" ? (
        <p className="chat-window__notice" data-testid="chat-closed">
          {t("chatWindow.closed")}
        </p>
      ) : null}
    </div>
  );
}
