import { requireRealAccount } from "#app/features/session/guards.ts";
import { opensAgentCentre } from "#app/features/session/session-values.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import { useChatStore } from "./chat-store.ts";

/**
 * Opens the chat window (spec part 1 §4): a visitor gets the login popup, a trial account the
 * "register a real account first" warning, an agent the warning to use the information channel.
 */
export function openChat() {
  if (!requireRealAccount()) return;
  const { member } = useSessionStore.getState();
  if (member && opensAgentCentre(member)) {
    useChatStore.getState().setAgentWarning(true);
    return;
  }
  useChatStore.getState().setOpen(true);
}
