import { create } from "zustand";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";

export type AnalyticsConsent = "granted" | "denied" | null;

const stored = (): AnalyticsConsent => {
  const value = local.get(STORAGE_KEYS.analyticsConsent);
  return value === "granted" || value === "denied" ? value : null;
};

type ConsentState = {
  /** The visitor's stored answer; null until the visitor answered (or chose to answer again). */
  consent: AnalyticsConsent;
  /** The banner is open to (re)consider the answer. */
  asking: boolean;
  choose(consent: "granted" | "denied"): void;
  /** The footer's "Analytics preferences": asks again, keeping the answer until a new one. */
  reconsider(): void;
};

/** The visitor's consent to the analytics tag, kept in this browser. */
export const useAnalyticsConsent = create<ConsentState>((set, get) => ({
  consent: stored(),
  asking: false,
  choose(consent) {
    const before = get().consent;
    local.set(STORAGE_KEYS.analyticsConsent, consent);
    set({ consent, asking: false });
    // A tag already running cannot be taken out of the page: withdrawing consent reloads it without.
    if (before === "granted" && consent === "denied") window.location.reload();
  },
  reconsider: () => set({ asking: true }),
}));
