import { useCallback, useSyncExternalStore } from "react";
import { useSessionStore } from "#app/stores/session-store.ts";

/** Lottery favourites: per username in local storage under LOTTFAV, a list of game ids (spec §3). */
const KEY = "LOTTFAV";
const listeners = new Set<() => void>();

function readAll(): Record<string, number[]> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number[]>) : {};
  } catch {
    return {};
  }
}

export function useLotteryFavourites() {
  const username = useSessionStore((state) => state.member?.account ?? null);
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => localStorage.getItem(KEY) ?? "{}",
  );
  const ids = username ? (readAll()[username] ?? []) : [];
  const toggle = useCallback(
    (id: number) => {
      if (!username) return;
      const all = readAll();
      const mine = all[username] ?? [];
      all[username] = mine.includes(id) ? mine.filter((item) => item !== id) : [...mine, id];
      localStorage.setItem(KEY, JSON.stringify(all));
      for (const listener of listeners) listener();
    },
    [username],
  );
  return { ids: snapshot ? ids : ids, toggle, available: username !== null };
}
