import { isLanguage, LANGUAGES, type Language } from "@banca/contract/languages";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setRequestContext } from "#app/lib/api-client.ts";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";

// Each catalogue is its own chunk: a visitor downloads only the language they read.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

const loadCatalogue = {
  type: "backend" as const,
  init() {},
  read(language: string, _namespace: string, done: (error: unknown, data: unknown) => void) {
    const load = catalogues[`./locales/${language}.json`];
    if (!load) return done(new Error(`no catalogue for ${language}`), null);
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language to start in: the stored choice when the merchant offers it, else the merchant's default. */
export function initialLanguage(supported: readonly Language[], merchantDefault: Language): Language {
  const stored = local.get(STORAGE_KEYS.language);
  return isLanguage(stored) && supported.includes(stored) ? stored : merchantDefault;
}

/** Everything that follows the reading language: the catalogue, the calls' header, `<html lang>`. */
export async function applyLanguage(language: Language, options: { remember: boolean }) {
  if (options.remember) local.set(STORAGE_KEYS.language, language);
  setRequestContext({ language });
  document.documentElement.lang = language === "cn" ? "zh-CN" : language;
  if (i18n.isInitialized) await i18n.changeLanguage(language);
}

export async function startI18n(language: Language) {
  await applyLanguage(language, { remember: false });
  await i18n
    .use(loadCatalogue)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

const choiceListeners = new Set<(language: Language) => void>();

/** Hears the reader's own language choices (not the start-up's); returns the way to stop. */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The visitor's own choice, kept for their next visit under `hisLang`. */
export async function changeLanguage(language: Language) {
  await applyLanguage(language, { remember: true });
  for (const listener of choiceListeners) listener(language);
}
