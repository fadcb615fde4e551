import { useSyncExternalStore } from "react";

/** The merchant the staff member works on, kept per browser so a reload keeps it. */
const KEY = "backoffice.merchant";
const listeners = new Set<() => void>();

export function currentMerchant(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function chooseMerchant(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Private windows without storage: the choice lasts until the next reload.
  }
  for (const listener of listeners) listener();
}

export function useMerchant() {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentMerchant);
}
