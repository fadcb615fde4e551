import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { en } from "./en.ts";
import { zhCN } from "./zh-cn.ts";

export type MessageKey = keyof typeof en;
/** Every catalogue has every key of the English one: the compiler keeps them in step. */
export type Catalogue = Record<MessageKey, string>;

export const LOCALES = {
  en: { name: "English", messages: en },
  "zh-CN": { name: "简体中文", messages: zhCN },
};
export type Locale = keyof typeof LOCALES;
const KEY = "backoffice.locale";

function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && saved in LOCALES) return saved as Locale;
  } catch {
    // No storage: fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith("zh") ? "zh-CN" : "en";
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

type I18n = { locale: Locale; setLocale: (locale: Locale) => void; t: Translate };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // The choice lasts for this page.
    }
    document.documentElement.lang = next;
    setLocaleState(next);
  }, []);
  const t = useCallback<Translate>(
    (key, values) => {
      const text: string = LOCALES[locale].messages[key] ?? en[key];
      return values
        ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
        : text;
    },
    [locale],
  );
  const value = useMemo(() => ({ locale, setLocale, t }), [locale, setLocale, t]);
  document.documentElement.lang = locale;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
