import { useSyncExternalStore } from "react";

/**
 * Dark or light: the system's choice until the staff member picks one with the toggle. CSS follows
 * `prefers-color-scheme` while no `data-theme` is set, so the first paint needs no inline script.
 * The key is the back office's own: the player site on the same origin keeps its "theme".
 */
export type Theme = "dark" | "light";
const KEY = "backoffice.theme";
const listeners = new Set<() => void>();
const media = () => window.matchMedia("(prefers-color-scheme: dark)");

function stored(): Theme | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  return stored() ?? (media().matches ? "dark" : "light");
}

export function applyStoredTheme() {
  const theme = stored();
  if (theme) document.documentElement.dataset.theme = theme;
  media().addEventListener("change", () => {
    for (const listener of listeners) listener();
  });
}

export function toggleTheme() {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Without storage the choice lasts for this page.
  }
  document.documentElement.dataset.theme = next;
  for (const listener of listeners) listener();
}

export function useTheme() {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
}
