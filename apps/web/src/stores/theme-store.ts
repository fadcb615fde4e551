import type { Theme } from "@banca/contract/site";
import { create } from "zustand";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";

/** The stored theme; a missing one takes the merchant's default, an invalid one falls back to dark. */
export function storedTheme(merchantDefault: Theme): Theme {
  const stored = local.get(STORAGE_KEYS.theme);
  if (stored === null) return merchantDefault;
  return stored === "light" ? "light" : "dark";
}

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

type ThemeState = {
  theme: Theme;
  init(merchantDefault: Theme): void;
  toggle(): void;
};

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: "dark",
  init(merchantDefault) {
    const theme = storedTheme(merchantDefault);
    apply(theme);
    set({ theme });
  },
  toggle() {
    const theme: Theme = get().theme === "dark" ? "light" : "dark";
    local.set(STORAGE_KEYS.theme, theme);
    apply(theme);
    set({ theme });
  },
}));
