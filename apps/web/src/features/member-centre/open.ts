import { requireRealAccount } from "#app/features/session/guards.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import type { MemberCentreKey } from "./pages.ts";

/**
 * Opens the member centre on a page (securityCenter by default). It needs a session of a real
 * account: a visitor gets the login popup, a trial account the register-a-real-account warning.
 */
export function openMemberCentre(page?: MemberCentreKey) {
  if (!requireRealAccount()) return;
  useUiStore.getState().openModal("memberCentre", page ? { page } : {});
}
