import type { CallValue } from "@banca/contract/call";
import type {
  deleteMessagesCall,
  messageListCall,
  readMessagesCall,
  unreadCountCall,
} from "@banca/contract/calls/inbox";
import { ENDPOINTS } from "@banca/contract/endpoints";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#app/lib/api-client.ts";

export type MessagePage = CallValue<typeof messageListCall>;
export type InboxMessage = MessagePage["list"][number];
export type MessageFilter = { unread: boolean; pageNo: number; pageSize: number };

/** Keys under the member's prefix, so a logout clears them with the rest of the member's data. */
export const inboxKeys = {
  all: () => ["member", "inbox"] as const,
  unread: () => ["member", "inbox", "unread"] as const,
  // Operator letters come in the reader's language: a language switch asks again.
  list: (filter: MessageFilter, language: string) => ["member", "inbox", "list", filter, language] as const,
};

const UNREAD_REFRESH_MS = 60_000;

/**
 * The header's unread count: asked after login, and again every minute while the tab is visible
 * (TanStack pauses the interval in a hidden tab). The header asks again on window focus itself.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unread(),
    queryFn: () => callApi<typeof unreadCountCall>(ENDPOINTS.unreadCount),
    select: (value) => value.unreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
    // A 401 ends the session at once; retrying would only repeat the answer.
    retry: (count, error) => count < 1 && !("status" in error && error.status === 401),
  });

/** The unread count for places beside the envelope (the avatar and its menu); 0 while off. */
export function useUnreadCount(enabled: boolean): number {
  return useQuery({ ...unreadCountQuery(), enabled }).data ?? 0;
}

export const messagesQuery = (filter: MessageFilter, language: string) =>
  queryOptions({
    queryKey: inboxKeys.list(filter, language),
    queryFn: () =>
      callApi<typeof messageListCall>(ENDPOINTS.messageList, {
        query: { unread: filter.unread ? "true" : "false", pageNo: filter.pageNo, pageSize: filter.pageSize },
      }),
    // Paging keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

/** After a read or a delete: the count the server answered at once, then the lists again. */
function useSettleInbox() {
  const client = useQueryClient();
  return async (answer: { unreadCount: number } | undefined) => {
    if (answer) client.setQueryData(inboxKeys.unread(), { unreadCount: answer.unreadCount });
    await client.invalidateQueries({ queryKey: inboxKeys.all() });
  };
}

export function useReadMessages() {
  const settle = useSettleInbox();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) =>
      callApi<typeof readMessagesCall>(ENDPOINTS.readMessages, { body }),
    onSettled: (answer) => settle(answer),
  });
}

export function useDeleteMessages() {
  const settle = useSettleInbox();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi<typeof deleteMessagesCall>(ENDPOINTS.deleteMessages, { body: { ids } }),
    onSettled: (answer) => settle(answer),
  });
}
