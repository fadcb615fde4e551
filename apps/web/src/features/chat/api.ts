import type { CallValue } from "@banca/contract/call";
import type {
  ChatMessage,
  chatAddressCall,
  chatAttachmentCall,
  chatHistoryCall,
  chatReadCall,
  chatSendCall,
  chatSendImageCall,
  chatUnreadCountCall,
} from "@banca/contract/calls/chat";
import { CHAT_LIMITS } from "@banca/contract/chat";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";

export type ChatHistory = CallValue<typeof chatHistoryCall>;
export type SentMessage = CallValue<typeof chatSendCall>;

/** Keys under the member's prefix, so a logout clears the chat with the rest. */
export const chatKeys = {
  all: () => ["member", "chat"] as const,
  address: () => ["member", "chat", "address"] as const,
  history: () => ["member", "chat", "history"] as const,
  unread: () => ["member", "chat", "unread"] as const,
  image: (messageId: number) => ["member", "chat", "image", messageId] as const,
};

/** A reference the server keeps per message: a retried send answers the message it made. */
export const newClientRef = () => crypto.randomUUID().replaceAll("-", "");

export const chatAddressQuery = () =>
  queryOptions({
    queryKey: chatKeys.address(),
    queryFn: () =>
      callApi<typeof chatAddressCall>(ENDPOINTS.chatAddress, { query: { headerColor: "#262743" } }),
    staleTime: 60_000,
    retry: false,
  });

/** The header's count; the socket keeps it current, this is the first answer and the fallback. */
export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: async () => (await callApi<typeof chatUnreadCountCall>(ENDPOINTS.chatUnreadCount)).unreadCount,
    staleTime: 30_000,
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
    retry: false,
  });

export const chatHistoryQuery = () =>
  queryOptions({
    queryKey: chatKeys.history(),
    queryFn: () =>
      callApi<typeof chatHistoryCall>(ENDPOINTS.chatHistory, { query: { size: CHAT_LIMITS.pageSize } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export const olderMessages = (beforeId: number) =>
  callApi<typeof chatHistoryCall>(ENDPOINTS.chatHistory, { query: { beforeId, size: CHAT_LIMITS.pageSize } });

export const chatImageQuery = (messageId: number) =>
  queryOptions({
    queryKey: chatKeys.image(messageId),
    queryFn: () => callApi<typeof chatAttachmentCall>(ENDPOINTS.chatAttachment, { query: { messageId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const sendText = (text: string, clientRef: string) =>
  callApi<typeof chatSendCall>(ENDPOINTS.chatSend, { body: { text, clientRef } });

export const markRead = (upToId?: number) =>
  callApi<typeof chatReadCall>(ENDPOINTS.chatRead, { body: upToId ? { upToId } : {} });

/** Sends one image as its raw bytes. */
export const sendImage = (file: File, clientRef: string) =>
  callApi<typeof chatSendImageCall>(ENDPOINTS.chatSendImage, { query: { clientRef }, file });

/** Puts messages into the cached history once each, in id order (the socket and the sender both bring them). */
export function mergeMessages(incoming: readonly ChatMessage[], conversation?: ChatHistory["conversation"]) {
  queryClient.setQueryData<ChatHistory>(chatKeys.history(), (history) => {
    if (!history) return history;
    const known = new Set(history.messages.map((message) => message.id));
    const fresh = incoming.filter((message) => !known.has(message.id));
    if (fresh.length === 0 && !conversation) return history;
    return {
      ...history,
      messages: [...history.messages, ...fresh].sort((a, b) => a.id - b.id),
      conversation: conversation ?? history.conversation,
    };
  });
}

export function setUnread(count: number) {
  queryClient.setQueryData(chatKeys.unread(), count);
}

/** The newest message id the site holds: the socket asks for what came after it. */
export function lastHeldId(): number {
  return queryClient.getQueryData<ChatHistory>(chatKeys.history())?.messages.at(-1)?.id ?? 0;
}
