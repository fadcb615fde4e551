import type { LoginValue } from "@banca/contract/calls/session";
import { queryClient } from "#app/lib/query-client.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { navigate } from "#app/lib/router.tsx";
import { endSession, type MemberInfo, useSessionStore } from "#app/stores/session-store.ts";
import { type ModalName, type ModalOptions, useUiStore } from "#app/stores/ui-store.ts";
import { fetchMemberInfo, memberInfoQuery } from "./api.ts";
import { markContractCheckDue } from "./contract-check-when-shown.ts";

/** How the player got their token; SMS and social logins never know a password to judge. */
export type LoginMethod =
  | "username"
  | "sms"
  | "register"
  | "registerMobile"
  | "social"
  | "reset"
  | "freeplay";

/** The password that every account must change before playing (spec part 2 §9). */
const DEFAULT_PASSWORD = "123456";

// Modals that lead to a login: they close once it succeeded.
const ENTRY_MODALS: readonly ModalName[] = ["loginPopupModal", "registerModal"];

/**
 * The first-login action (spec part 1 §4) of the ways in that open the account they log in to:
 * registerSuccessModal, naming the account when the player did not type its username.
 */
function welcomeOptions(method: LoginMethod, userName: string): ModalOptions | null {
  switch (method) {
    case "register":
      return {};
    // The mobile number is the username, the one to log in with from now on.
    case "registerMobile":
      return { account: userName };
    // The username was made up for the player, who signs in through the same provider next time.
    case "social":
      return { account: userName, accountVia: "social" };
    default:
      return null;
  }
}

/**
 * Whether this login must go through a password change before the member can play: the default
 * password, or the server's `passwordExpired`, which covers both a change the account was flagged
 * for (an account an agent opened, decision 034) and, with PWDEXPFORCECHANGE3, an aged password.
 */
export function mustChangePassword(value: LoginValue, how: { method: LoginMethod; password?: string }) {
  if (how.method === "sms" || how.method === "social") return false;
  // The first log-in with a password someone else set (spec part 1 §4, `firstTimeLogin`); the
  // server flags the account too, so other devices ask as well. A registration's first log-in is
  // the player's own password.
  const firstWithPassword = value.firstTimeLogin && how.method === "username";
  return how.password === DEFAULT_PASSWORD || value.passwordExpired || firstWithPassword;
}

/**
 * Everything that follows a successful login, registration, reset or free demo (spec part 1 §4):
 * keeps the token for this tab, closes the login and register modals, goes home, then either
 * forces a password change (the known password stays in memory, in the modal's options) or loads
 * the member and turns the login state on. The first login of an account this way in opened runs
 * the first-login action: registerSuccessModal. Rejects when the member cannot be loaded; the
 * session is ended then, so the caller can show its error.
 */
export async function completeLogin(
  value: LoginValue,
  how: { method: LoginMethod; password?: string },
): Promise<void> {
  const store = useSessionStore.getState();
  // A new token is a new session: nothing about a member the tab knew before carries over.
  queryClient.removeQueries({ queryKey: queryKeys.member() });
  store.setMember(null);
  store.setToken(value.token);
  const ui = useUiStore.getState();
  if (ui.modal && ENTRY_MODALS.includes(ui.modal)) ui.closeModal();
  navigate("/");

  if (mustChangePassword(value, how)) {
    ui.setAfterLoginDue(false);
    store.setPasswordChangeDue(true);
    ui.openModal("changePassword", { forced: true, knownPassword: how.password });
    return;
  }
  // Also how a free demo clears the `cpw` flag the spec names: a trial account has no password.
  store.setPasswordChangeDue(false);
  let member: MemberInfo;
  try {
    // Fetched directly, not through the cache: a 401 clears the member's cache entries, which would
    // cancel a cached fetch and hide the server's answer from the caller.
    member = await fetchMemberInfo();
  } catch (error) {
    endSession();
    throw error;
  }
  const welcome = value.firstTimeLogin ? welcomeOptions(how.method, value.userName) : null;
  // An agent's contract requests awaiting its answer open after its login, unless the welcome of a
  // new account comes first; they are looked up when the member panel shows the member.
  markContractCheckDue(welcome === null);
  queryClient.setQueryData(memberInfoQuery().queryKey, member);
  useSessionStore.getState().setMember(member);
  if (welcome) ui.openModal("registerSuccessModal", welcome);
  // The after-login modal: a trial account of the free demo is no member login.
  ui.setAfterLoginDue(how.method !== "freeplay");
}
