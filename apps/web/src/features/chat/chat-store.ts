import { create } from "zustand";

/** The chat window's state (spec part 1 §4): closed or open, small or large; the agent warning. */
type ChatState = {
  open: boolean;
  large: boolean;
  /** An agent asked for the chat: the window stays closed and the warning shows instead. */
  agentWarning: boolean;
  setOpen(open: boolean): void;
  toggleLarge(): void;
  setAgentWarning(shown: boolean): void;
};

export const useChatStore = create<ChatState>((set, get) => ({
  open: false,
  large: false,
  agentWarning: false,
  setOpen: (open) => set({ open }),
  toggleLarge: () => set({ large: !get().large }),
  setAgentWarning: (agentWarning) => set({ agentWarning }),
}));
