import { QueryClient } from "@tanstack/react-query";

/** The one cache of server answers; the session code clears the member's part of it on logout. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
