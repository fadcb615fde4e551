import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { isTrialAccount } from "./session-values.ts";

/**
 * Lets a protected action go on only for a logged-in member; a visitor gets the login popup and a
 * player with a pending forced change the change-password modal. While a kept token is still being
 * checked the action simply waits for the player's next click.
 */
export function requireLogin(): boolean {
  const { token, member, passwordChangeDue } = useSessionStore.getState();
  if (member) return true;
  const { openModal } = useUiStore.getState();
  if (!token) openModal("login");
  else if (passwordChangeDue) openModal("changePassword", { forced: true });
  return false;
}

/** As `requireLogin`, and a trial account is told to register a real account first. */
export function requireRealAccount(): boolean {
  if (!requireLogin()) return false;
  const { member } = useSessionStore.getState();
  if (member && isTrialAccount(member)) {
    useUiStore.getState().openModal("trialWarning");
    return false;
  }
  return true;
}
