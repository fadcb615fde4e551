import type { ChatDeskConversation, ChatDeskMessage } from "@banca/contract/backoffice/chat-desk";
import { CHAT_QUEUES } from "@banca/contract/chat";
import { queryOptions } from "@tanstack/react-query";
import type { Page } from "#bo/features/deposits/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export { CHAT_QUEUES };

/** The desk's rows and messages, as the contract shapes them. */
export type Conversation = ChatDeskConversation;
export type Message = ChatDeskMessage;

export type DeskFilter = {
  queue: string;
  status: string;
  username: string;
  pageNo: number;
  pageSize: number;
};

/**
 * The desk's list. While the desk socket is open (`live`) its pushes ask again when something
 * changed; while it is down the desk asks every few seconds instead (decision 088).
 */
export const conversationsQuery = (merchant: string, filter: DeskFilter, live = false) =>
  queryOptions({
    queryKey: [merchant, "chat", "list", filter],
    queryFn: () => adminCall<Page<Conversation>>("GET", "/admin/api/chat/conversations", { query: filter }),
    refetchInterval: live ? false : 5_000,
  });

export const historyQuery = (merchant: string, conversationId: number, live = false) =>
  queryOptions({
    queryKey: [merchant, "chat", "history", conversationId],
    queryFn: () =>
      adminCall<{ conversation: Conversation; messages: Message[] }>(
        "GET",
        "/admin/api/chat/conversations/history",
        {
          query: { conversationId },
        },
      ),
    refetchInterval: live ? false : 3_000,
  });

export const attachmentQuery = (merchant: string, messageId: number) =>
  queryOptions({
    queryKey: [merchant, "chat", "attachment", messageId],
    queryFn: () =>
      adminCall<{ contentType: string; dataUrl: string }>("GET", "/admin/api/chat/attachment", {
        query: { messageId },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const takeConversation = (conversationId: number) =>
  adminCall<unknown>("POST", "/admin/api/chat/conversations/take", { body: { conversationId } });
export const closeConversation = (conversationId: number) =>
  adminCall<unknown>("POST", "/admin/api/chat/conversations/close", { body: { conversationId } });
export const answerConversation = (input: { conversationId: number; text: string }) =>
  adminCall<Message>("POST", "/admin/api/chat/conversations/answer", {
    // One reference per answer: a retried request is sent once.
    body: { ...input, clientRef: crypto.randomUUID().replaceAll("-", "") },
  });
