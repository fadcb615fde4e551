import { intlLocale, isLanguage, LANGUAGES, type Language } from "@banca/contract/languages";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setRequestContext } from "#app/lib/api-client.ts";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";
import { activePartsFor, type CataloguePart, loadCatalogueParts } from "./catalogue-parts.ts";

// Each catalogue is its own chunk: a visitor downloads only the language they read. Screens that
// need more text load their catalogue parts (catalogue-parts.ts) as they open.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*.json");

function deepMerge(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const loadCatalogue = {
  type: "backend" as const,
  init() {},
  read(language: string, _namespace: string, done: (error: unknown, data: unknown) => void) {
    const load = catalogues[`./locales/${language}.json`];
    if (!load) return done(new Error(`no catalogue for ${language}`), null);
    Promise.all([load(), activePartsFor(language)]).then(
      ([module, parts]) => done(null, parts.reduce(deepMerge, { ...module.default })),
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
  document.documentElement.lang = intlLocale(language);
  if (i18n.isInitialized) await i18n.changeLanguage(language);
}

export async function startI18n(language: Language) {
  await applyLanguage(language, { remember: false });
  await i18n
    .use(loadCatalogue)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every catalogue carries every key of the English one (catalogues.test.ts), so an English
      // fallback would never show: not loading it keeps its 9 KB off the first page's way.
      fallbackLng: false,
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

/**
 * Wraps a screen's lazy import so the screen arrives together with the catalogue parts it reads:
 * `load: withCatalogue(["member"], () => import("./withdraw-page.tsx"))`.
 */
export function withCatalogue<T>(parts: readonly CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadCatalogueParts(i18n, parts), load()]))[1];
}
