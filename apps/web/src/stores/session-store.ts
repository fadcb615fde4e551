import type { CallValue } from "@banca/contract/call";
import type { memberInfoCall } from "@banca/contract/calls/member";
import { create } from "zustand";
import {
  setExcludedHandler,
  setPasswordChangeRequiredHandler,
  setRequestContext,
  setSessionEndedHandler,
} from "#app/lib/api-client.ts";
import { queryClient } from "#app/lib/query-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { STORAGE_KEYS, session } from "#app/lib/storage.ts";
import { type ModalName, useUiStore } from "./ui-store.ts";

export type MemberInfo = CallValue<typeof memberInfoCall>;

type SessionState = {
  token: string | null;
  /** The logged-in member; the login state is on exactly when this is loaded. */
  member: MemberInfo | null;
  /** A forced password change is pending: the member is not let in until it is done. */
  passwordChangeDue: boolean;
  setToken(token: string | null): void;
  setMember(member: MemberInfo | null): void;
  setPasswordChangeDue(due: boolean): void;
};

/** The session token lives in session storage only (never a cookie or local storage). */
export const useSessionStore = create<SessionState>((set) => ({
  token: session.get(STORAGE_KEYS.token),
  member: null,
  // Kept for the tab, so a reload asks for the change again instead of letting the member in.
  passwordChangeDue: session.get(STORAGE_KEYS.forcedPasswordChange) === "1",
  setToken(token) {
    if (token) session.set(STORAGE_KEYS.token, token);
    else session.remove(STORAGE_KEYS.token);
    setRequestContext({ token: token ?? undefined });
    set({ token });
  },
  setMember: (member) => set({ member }),
  setPasswordChangeDue(due) {
    if (due) session.set(STORAGE_KEYS.forcedPasswordChange, "1");
    else session.remove(STORAGE_KEYS.forcedPasswordChange);
    set({ passwordChangeDue: due });
  },
}));

/**
 * Forgets the session: token, member, a pending forced password change and every
 * cached answer about the member. Safe to call twice.
 */
export function endSession() {
  const store = useSessionStore.getState();
  store.setToken(null);
  store.setPasswordChangeDue(false);
  useSessionStore.setState({ member: null });
  queryClient.removeQueries({ queryKey: queryKeys.member() });
}

// Dialogs that only make sense inside a session.
const MEMBER_MODALS: readonly ModalName[] = [
  "avatar",
  "logout",
  "trialWarning",
  "agentCentre",
  "contractRequests",
];

// A call answered that its token no longer works: only the token held now ends the session, and a
// dialog about the account it belonged to closes with it.
setSessionEndedHandler((token) => {
  if (useSessionStore.getState().token !== token) return;
  endSession();
  const ui = useUiStore.getState();
  if (ui.modal && MEMBER_MODALS.includes(ui.modal)) ui.closeModal();
});

// The server holds an account that must change its password at the door (decision 010). The login
// steps force the change after a password log-in; should a call find it out first (a log-in by SMS,
// a flag set meanwhile), the tab stops being logged in and asks for the change all the same.
setPasswordChangeRequiredHandler((token) => {
  const store = useSessionStore.getState();
  if (store.token !== token) return;
  store.setPasswordChangeDue(true);
  useSessionStore.setState({ member: null });
  queryClient.removeQueries({ queryKey: queryKeys.member() });
  const ui = useUiStore.getState();
  if (ui.modal !== "changePassword") ui.openModal("changePassword", { forced: true });
});

// A timed-out or self-excluded account logs in to withdraw and read its records only (decision 084):
// the first call it is refused (the reality check's read, made for every member) opens the member
// centre on Responsible gaming, which says until when and leads to the withdrawal; once per session,
// so background calls do not keep reopening it (a refused game launch opens it again itself).
let excludedNoticeFor: string | null = null;
setExcludedHandler((token) => {
  if (useSessionStore.getState().token !== token || excludedNoticeFor === token) return;
  excludedNoticeFor = token;
  useUiStore.getState().openModal("memberCentre", { page: "responsibleGaming" });
});

/** A `token` query parameter at start-up is kept for the session and removed from the address bar. */
export function adoptTokenFromUrl() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  if (token) {
    // A token handed over in the address starts a new session: whatever the tab held is dropped.
    useSessionStore.getState().setPasswordChangeDue(false);
    useSessionStore.getState().setToken(token);
    url.searchParams.delete("token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  } else {
    setRequestContext({ token: useSessionStore.getState().token ?? undefined });
  }
}
