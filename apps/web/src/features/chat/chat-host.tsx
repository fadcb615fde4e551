import { useEffect } from "react";
import { isTrialAccount, opensAgentCentre } from "#app/features/session/session-values.ts";
import { useSessionStore } from "#app/stores/session-store.ts";
import "#app/styles/chat.css";
import { AgentChatWarning, ChatFailure } from "./agent-warning.tsx";
import { useChatStore } from "./chat-store.ts";
import { ChatWindow } from "./chat-window.tsx";
import { useChatSocket } from "./use-chat-socket.ts";

/**
 * The chat's place in the page for a logged-in member: a player's socket (so the header's count
 * moves while the window is closed), the window when open, and an agent's warning.
 */
export default function ChatHost() {
  const member = useSessionStore((state) => state.member);
  const open = useChatStore((state) => state.open);
  const agentWarning = useChatStore((state) => state.agentWarning);
  const failure = useChatStore((state) => state.failure);
  const player = member !== null && !opensAgentCentre(member) && !isTrialAccount(member);
  useChatSocket(player);

  // Logging out closes the window: the next member starts with it closed.
  useEffect(() => {
    if (!member) useChatStore.setState({ open: false, agentWarning: false, failure: null });
  }, [member]);

  return (
    <>
      {open && player ? <ChatWindow /> : null}
      {agentWarning ? <AgentChatWarning /> : null}
      {failure ? <ChatFailure text={failure} /> : null}
    </>
  );
}
