import type { ChatSocketEvent } from "@banca/contract/calls/chat";
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from "@banca/contract/chat";
import { useEffect } from "react";
import { queryClient } from "#app/lib/query-client.ts";
import { cachedStatus } from "#app/lib/site-status.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { type ChatHistory, chatKeys, lastHeldId, markRead, mergeMessages, setUnread } from "./api.ts";
import { useChatStore } from "./chat-store.ts";

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** A restarting server's sockets come back within this, spread so that they do not all arrive at once. */
const RESTART_SPREAD_MS = 1000;

/** While the window is open and the tab visible, an answer is read as it arrives. */
function readIfShown(messageId: number) {
  if (!useChatStore.getState().open || document.visibilityState !== "visible") return;
  markRead(messageId).then(
    (answer) => setUnread(answer.unreadCount),
    () => {},
  );
}

function apply(event: ChatSocketEvent) {
  switch (event.type) {
    case "ready":
      setUnread(event.unreadCount);
      if (event.conversation) mergeMessages([], event.conversation);
      return;
    case "message":
      mergeMessages([event.message]);
      setUnread(event.unreadCount);
      if (event.message.from === "operator" && event.unreadCount > 0) readIfShown(event.message.id);
      return;
    case "conversation":
      mergeMessages([], event.conversation);
      return;
    case "unread":
      setUnread(event.unreadCount);
      return;
  }
}

/**
 * Keeps the member's chat socket open while `enabled`: says hello with the session token and the
 * last message held (the server sends what came after), applies each push to the cached history and
 * unread count, and reconnects with a growing pause (at once when the server restarts). A refused
 * or ended session stops it.
 */
export function useChatSocket(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!enabled || !token) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pause = FIRST_RETRY_MS;
    let stopped = false;

    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${scheme}://${window.location.host}${CHAT_SOCKET_PATH}`);
      socket.onopen = () => {
        // Without a history on screen nothing was missed: the window reads it when it opens.
        const held = queryClient.getQueryData<ChatHistory>(chatKeys.history());
        socket?.send(
          JSON.stringify({
            type: "hello",
            token,
            merchant: cachedStatus(queryClient)?.info.site.merchantCode,
            afterId: held ? lastHeldId() : Number.MAX_SAFE_INTEGER,
          }),
        );
      };
      socket.onmessage = (message) => {
        pause = FIRST_RETRY_MS;
        try {
          apply(JSON.parse(String(message.data)) as ChatSocketEvent);
        } catch {
          // A frame the site does not understand is skipped; the next history read repairs the view.
        }
      };
      socket.onclose = (close) => {
        if (stopped) return;
        if (close.code === CHAT_SOCKET_CLOSE.unauthorized || close.code === CHAT_SOCKET_CLOSE.refused) return;
        if (close.code === CHAT_SOCKET_CLOSE.serviceRestart) {
          // The instance is going away on purpose: another answers now, no backoff needed.
          pause = FIRST_RETRY_MS;
          retry = setTimeout(connect, Math.random() * RESTART_SPREAD_MS);
          return;
        }
        retry = setTimeout(connect, pause);
        pause = Math.min(pause * 2, LAST_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [enabled, token]);
}
