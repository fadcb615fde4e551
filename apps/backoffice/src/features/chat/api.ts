import { CHAT_QUEUES } from "@banca/contract/chat";
import { queryOptions } from "@tanstack/react-query";
import type { Page } from "#bo/features/deposits/api.ts";
import { adminCall } from "#bo/lib/api.ts";

export { CHAT_QUEUES };

export type Conversation = {
  id: number;
  queue: string;
  status: string;
  createdAt: number;
  takenAt: number | null;
  closedAt: number | null;
  lastMessageAt: number;
  username: string;
  vip: boolean;
  operator: string | null;
  unread: number;
  last: { from: "member" | "operator"; text: string; image: boolean } | null;
};

export type Message = {
  id: number;
  from: "member" | "operator";
  operator: string | null;
  text: string;
  image: { contentType: string; size: number } | null;
  time: number;
};

export type DeskFilter = {
  queue: string;
  status: string;
  username: string;
  pageNo: number;
  pageSize: number;
};

/**
 * The desk follows the conversations by asking again every few seconds: the chat's socket
 * authenticates players' sessions, not staff, and a desk of a few people asking every 3 s is a
 * small load next to the site's.
 */
export const conversationsQuery = (merchant: string, filter: DeskFilter) =>
  queryOptions({
    queryKey: [merchant, "chat", "list", filter],
    queryFn: () => adminCall<Page<Conversation>>("GET", "/admin/api/chat/conversations", { query: filter }),
    refetchInterval: 5_000,
  });

export const historyQuery = (merchant: string, conversationId: number) =>
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
    refetchInterval: 3_000,
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
