import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import {
  type ChatHistory,
  chatAddressQuery,
  chatHistoryQuery,
  chatKeys,
  markRead,
  olderMessages,
  setUnread,
} from "./api.ts";
import { useChatStore } from "./chat-store.ts";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message-list.tsx";

/** Reads the chat up to its newest message while the window shows it. */
function useReadWhileOpen(history: ChatHistory | undefined) {
  const newest = history?.messages.at(-1)?.id;
  useEffect(() => {
    if (!newest) return;
    markRead(newest).then(
      (answer) => setUnread(answer.unreadCount),
      () => {},
    );
  }, [newest]);
}

/**
 * The chat window (spec part 1 §4): 440 × 750 at the page's corner, a larger size on demand, the
 * whole screen on a phone. It asks for the chat's address first and closes again if that fails
 * (the warning says why); the history comes next, and the socket keeps both current.
 */
export function ChatWindow() {
  const { t } = useTranslation();
  const large = useChatStore((state) => state.large);
  const { setOpen, toggleLarge } = useChatStore.getState();
  const address = useQuery(chatAddressQuery());
  const history = useQuery({ ...chatHistoryQuery(), enabled: address.isSuccess });
  const [loadingOlder, setLoadingOlder] = useState(false);
  useReadWhileOpen(history.data);

  // The window opens blank and closes again when its address cannot be fetched, saying why.
  useEffect(() => {
    if (!address.isError) return;
    const code = address.error instanceof ApiError ? address.error.errorCode : "";
    const chat = useChatStore.getState();
    chat.setOpen(false);
    if (code === "chat.agent.refused") chat.setAgentWarning(true);
    else if (code === "trial.account") useUiStore.getState().openModal("trialWarning");
    else chat.setFailure(errorText(t, address.error));
  }, [address.isError, address.error, t]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setOpen]);

  const vip = address.data?.service === "vip";
  const title = vip ? t("chatWindow.vipService") : t("chatWindow.service");
  const status = history.data?.conversation?.status;
  const subtitle =
    status === "open"
      ? t("chatWindow.statusOpen")
      : status === "waiting"
        ? t("chatWindow.statusWaiting")
        : t("chatWindow.statusIdle");

  async function loadOlder() {
    const oldest = history.data?.messages[0]?.id;
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await olderMessages(oldest);
      queryClient.setQueryData<ChatHistory>(chatKeys.history(), (current) =>
        current
          ? { ...current, messages: [...page.messages, ...current.messages], hasMore: page.hasMore }
          : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <section
      className={`chat-window ${large ? "chat-window--large" : ""}`}
      role="dialog"
      aria-label={title}
      data-testid="chat-window"
      data-size={large ? "large" : "small"}
    >
      <header className="chat-window__bar" style={{ background: address.data?.headerColor ?? "#262743" }}>
        <span className="chat-window__badge" aria-hidden="true">
          <Icon name={vip ? "shield" : "service"} size={20} />
        </span>
        <div className="chat-window__heading">
          <h2 className="chat-window__title">{title}</h2>
          <p className="chat-window__status">
            <span className={`chat-window__dot chat-window__dot--${status ?? "idle"}`} />
            {subtitle}
          </p>
        </div>
        <button
          type="button"
          className="chat-window__tool chat-window__size"
          aria-label={large ? t("chatWindow.smaller") : t("chatWindow.larger")}
          title={large ? t("chatWindow.smaller") : t("chatWindow.larger")}
          onClick={toggleLarge}
        >
          <Icon name={large ? "shrink" : "expand"} size={18} />
        </button>
        <button
          type="button"
          className="chat-window__tool"
          data-testid="chat-close"
          aria-label={t("chatWindow.close")}
          title={t("chatWindow.close")}
          onClick={() => setOpen(false)}
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      {history.data ? (
        <MessageList
          messages={history.data.messages}
          conversation={history.data.conversation}
          hasMore={history.data.hasMore}
          loadingOlder={loadingOlder}
          onOlder={() => void loadOlder()}
          vip={vip}
        />
      ) : (
        <div className="chat-window__loading" aria-busy="true">
          <span className="chat-window__spinner" />
        </div>
      )}
      {history.data ? <Composer /> : null}
    </section>
  );
}
