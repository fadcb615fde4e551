import { create } from "zustand";
import { setRequestContext } from "#app/lib/api-client.ts";
import { STORAGE_KEYS, session } from "#app/lib/storage.ts";

type SessionState = { token: string | null; setToken(token: string | null): void };

/** The session token lives in session storage only (never a cookie or local storage). */
export const useSessionStore = create<SessionState>((set) => ({
  token: session.get(STORAGE_KEYS.token),
  setToken(token) {
    if (token) session.set(STORAGE_KEYS.token, token);
    else session.remove(STORAGE_KEYS.token);
    setRequestContext({ token: token ?? undefined });
    set({ token });
  },
}));

/** A `token` query parameter at start-up is kept for the session and removed from the address bar. */
export function adoptTokenFromUrl() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  if (token) {
    useSessionStore.getState().setToken(token);
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  } else {
    setRequestContext({ token: useSessionStore.getState().token ?? undefined });
  }
}
