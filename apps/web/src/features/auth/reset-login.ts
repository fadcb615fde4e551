import { completeLogin } from "#app/features/session/complete-login.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { login } from "./api.ts";

/**
 * After a reset the player is logged in with the new password and goes home (spec part 1 §4). When
 * that login needs more (a captcha, a new-address check) the login modal takes over.
 */
export async function logInAfterReset(username: string, password: string): Promise<void> {
  let value: Awaited<ReturnType<typeof login>>;
  try {
    value = await login({ type: "username", username, password });
  } catch {
    useUiStore.getState().openModal("loginPopupModal", { notice: "passwordChanged" });
    return;
  }
  await completeLogin(value, { method: "reset", password });
  // The login closes the login and register modals; the reset one is ours to close (unless a forced
  // change took its place).
  const ui = useUiStore.getState();
  if (ui.modal === "forgotPassword") ui.closeModal();
}
