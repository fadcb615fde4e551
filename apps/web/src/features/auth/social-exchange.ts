import { completeLogin } from "#app/features/session/complete-login.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { socialExchange } from "./api.ts";

/**
 * The social provider sent the player back with a one-time code: trade it for a session and log in.
 * A code that does not work shows its reason in the login modal.
 */
export async function finishSocialLogin(code: string): Promise<void> {
  try {
    await completeLogin(await socialExchange(code), { method: "social" });
  } catch (error) {
    const errorCode = error instanceof ApiError ? error.errorCode : "social.login.failed";
    useUiStore.getState().openModal("loginPopupModal", { errorCode });
  }
}
