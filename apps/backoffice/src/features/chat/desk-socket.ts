import {
  CHAT_DESK_PING_MS,
  CHAT_DESK_SOCKET_PATH,
  type ChatDeskEvent,
} from "@banca/contract/backoffice/chat-desk";
import { CHAT_SOCKET_CLOSE } from "@banca/contract/chat";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Conversation, Message } from "./api.ts";

/** The socket's state as the desk shows it: first try, open, or down (the desk polls). */
export type DeskLink = "connecting" | "live" | "polling";

type History = { conversation: Conversation; messages: Message[] };

/** The longest wait between two tries while the socket is down (the desk polls meanwhile). */
const MAX_RETRY_MS = 30_000;

/**
 * The open history (one conversation's, or any), then the merchant's desk lists, asked again in the
 * background: the history first, as reading it marks it read and the list then counts nothing unread.
 */
async function refresh(client: QueryClient, merchant: string, conversationId?: number) {
  const desk = (part: string) => (key: readonly unknown[]) =>
    key[0] === merchant && key[1] === "chat" && key[2] === part;
  await client.invalidateQueries({
    predicate: ({ queryKey }) =>
      desk("history")(queryKey) && (conversationId === undefined || queryKey[3] === conversationId),
  });
  await client.invalidateQueries({ predicate: ({ queryKey }) => desk("list")(queryKey) });
}

/** A pushed change into the open conversation's history at once (the asking again marks it read). */
function apply(client: QueryClient, merchant: string, event: ChatDeskEvent) {
  if (event.type === "ready" || event.type === "pong") return;
  const { conversation } = event;
  client.setQueryData<History>([merchant, "chat", "history", conversation.id], (held) => {
    if (!held) return held;
    const messages =
      event.type === "conversation" || held.messages.some((message) => message.id === event.message.id)
        ? held.messages
        : [...held.messages, event.message].sort((a, b) => a.id - b.id);
    return {
      conversation: {
        ...held.conversation,
        status: conversation.status,
        takenAt: conversation.takenAt,
        closedAt: conversation.closedAt,
        lastMessageAt: conversation.lastMessageAt,
        operator: conversation.operator,
      },
      messages,
    };
  });
  void refresh(client, merchant, conversation.id);
}

/**
 * The desk's live updates (decision 088): a socket on the back office's own address with the staff
 * cookie, for the merchant picked. While it is open the desk does not poll; while it is down (a
 * proxy without WebSockets, a restart) `live` is false and the desk polls as before, trying the
 * socket again with a growing pause. A service restart comes back at once; an ended session stops
 * (the next call shows the log-in).
 */
export function useDeskSocket(merchant: string): { live: boolean; state: DeskLink } {
  const client = useQueryClient();
  const [state, setState] = useState<DeskLink>("connecting");

  useEffect(() => {
    if (!merchant || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      const address = new URL(CHAT_DESK_SOCKET_PATH, window.location.href);
      address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
      address.searchParams.set("merchant", merchant);
      const opened = new WebSocket(address);
      socket = opened;
      opened.onmessage = (message) => {
        let event: ChatDeskEvent;
        try {
          event = JSON.parse(String(message.data)) as ChatDeskEvent;
        } catch {
          return;
        }
        if (event.type === "ready") {
          failures = 0;
          setState("live");
          // What changed while the socket was down.
          void refresh(client, merchant);
          ping = setInterval(() => {
            if (opened.readyState === WebSocket.OPEN) opened.send(JSON.stringify({ type: "ping" }));
          }, CHAT_DESK_PING_MS);
          return;
        }
        apply(client, merchant, event);
      };
      opened.onclose = (closed) => {
        clearInterval(ping);
        if (stopped) return;
        setState("polling");
        if (closed.code === CHAT_SOCKET_CLOSE.unauthorized || closed.code === CHAT_SOCKET_CLOSE.refused) {
          // The desk's next call meets the ended session (or the lost permission) and says so.
          void refresh(client, merchant);
          return;
        }
        const pause =
          closed.code === CHAT_SOCKET_CLOSE.serviceRestart
            ? 250 + Math.random() * 750
            : Math.min(MAX_RETRY_MS, 1000 * 2 ** failures) * (0.5 + Math.random() / 2);
        failures += 1;
        retry = setTimeout(connect, pause);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, "desk left");
      setState("connecting");
    };
  }, [client, merchant]);

  return { live: state === "live", state };
}
