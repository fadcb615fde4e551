import { useSessionStore } from "#app/stores/session-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { isTrialAccount } from "./session-values.ts";

/**
 * Lets a protected action go on only for a logged-in member; a visitor gets the login popup and a
 * player with a pending forced change the change-password modal. While a kept token is still being
 * checked a click is not acted on: an action that can wait uses `whenLoggedIn` or
 * `requireLoginOnceChecked` instead.
 */
export function requireLogin(): boolean {
  const { token, member, passwordChangeDue } = useSessionStore.getState();
  if (member) return true;
  const { openModal } = useUiStore.getState();
  if (!token) openModal("loginPopupModal");
  else if (passwordChangeDue) openModal("changePassword", { forced: true });
  return false;
}

/** How long an action waits for a kept token's check before it gives up as `requireLogin` would. */
const CHECK_WAIT_MS = 15_000;

/**
 * As `requireLogin`, for an action that goes on by itself once allowed (a game launch): while a kept
 * token is still being checked it waits for the answer, so a player who clicks a game as the page
 * opens gets the game rather than a click that did nothing.
 */
export async function requireLoginOnceChecked(): Promise<boolean> {
  const checking = ({ token, member, passwordChangeDue }: ReturnType<typeof useSessionStore.getState>) =>
    token !== null && member === null && !passwordChangeDue;
  if (checking(useSessionStore.getState())) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, CHECK_WAIT_MS);
      const unsubscribe = useSessionStore.subscribe((state) => {
        if (!checking(state)) done();
      });
    });
  }
  return requireLogin();
}

/**
 * Runs `action` for a logged-in member: at once, or when a kept token's check answers, so a click
 * made as the page opens is not lost. A visitor gets the login popup instead, as with `requireLogin`.
 */
export function whenLoggedIn(action: () => void): void {
  void requireLoginOnceChecked().then((allowed) => {
    if (allowed) action();
  });
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
