import { create } from "zustand";

/** The chat window's state (spec part 1 §4): closed or open, small or large; the agent warning. */
type ChatState = {
  open: boolean;
  large: boolean;
  /** An agent asked for the chat: the window stays closed and the warning shows instead. */
  agentWarning: boolean;
  /** Why the window closed again: its address could not be fetched (spec part 1 §4). */
  failure: string | null;
  setOpen(open: boolean): void;
  toggleLarge(): void;
  setAgentWarning(shown: boolean): void;
  setFailure(failure: string | null): void;
};

export const useChatStore = create<ChatState>((set, get) => ({
  open: false,
  large: false,
  agentWarning: false,
  failure: null,
  setOpen: (open) => set({ open }),
  toggleLarge: () => set({ large: !get().large }),
  setAgentWarning: (agentWarning) => set({ agentWarning }),
  setFailure: (failure) => set({ failure }),
}));
