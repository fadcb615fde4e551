import { QueryClient, type QueryKey } from "@tanstack/react-query";

/** The one cache of server answers; the session code clears the member's part of it on logout. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * After a change on the server (one the member made, or one the member comes back to): the answers
 * under `queryKey` go stale and those on screen load again. A query's first fetch may already be
 * under way, and the server may have answered it before the change; TanStack Query hands such a
 * fetch to the refetch (it replaces a fetch in flight only when the query already has data;
 * TanStack/query#8530), which would then show the list from before the change. So fetches in flight
 * are cancelled first.
 */
export async function refreshAfterChange(client: QueryClient, queryKey: QueryKey) {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
