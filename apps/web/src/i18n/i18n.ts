import { intlLocale, isLanguage, type Language, textDirection } from "@banca/contract/languages";
import { setRequestContext } from "#app/lib/api-client.ts";
import { warmUpIntl } from "#app/lib/intl-warm-up.ts";
import { local, STORAGE_KEYS } from "#app/lib/storage.ts";
import { activePartsFor, type CataloguePart, readPart, takeParts, textOf } from "./catalogue-parts.ts";
import { type Catalogue, createTranslator, type TFunction } from "./translate.ts";

// Each catalogue is its own chunk: a visitor downloads only the language they read. Screens that
// need more text load their catalogue parts (catalogue-parts.ts) as they open. Every catalogue
// carries every key of the English one (catalogues.test.ts), so no fallback language is loaded.
const catalogues = import.meta.glob<{ default: Catalogue }>("./locales/*.json");

function deepMerge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof existing === "object" && typeof value === "object" ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

let catalogue: Catalogue = {};
let version = 0;
const listeners = new Set<() => void>();

/** The reading language and its `t`; components follow them through `useTranslation`. */
export const i18n = {
  language: "pt" as Language,
  t: ((key) => key) as TFunction,
  /** Changes whenever the text shown changes (a language, a new catalogue part). */
  version: () => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setCatalogue(language: Language, next: Catalogue) {
  catalogue = next;
  i18n.language = language;
  i18n.t = createTranslator(language, next);
}

/** A new language: every component that shows text renders again. */
function show(language: Language, next: Catalogue) {
  setCatalogue(language, next);
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Asks again, and again, until the load succeeds: 0.5 s after the first failure, then 1, 2, 4 and at
 * most 8 s. Without its catalogue the site shows no word, so a start whose catalogue failed once (a
 * phone between two networks) would stay on the server's first paint, with nothing to press.
 */
async function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 8000)));
    }
  }
}

async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = catalogues[`./locales/${language}.json`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  return untilLoaded(async () => {
    const read = new Set<CataloguePart>();
    const [base, parts] = await Promise.all([load(), activePartsFor(language, read)]);
    let next = parts.reduce(deepMerge, deepMerge({}, textOf(base.default)));
    // A screen that opened while this loaded took its parts in the language it opened in: read them
    // in this one too, or the screen would show its keys. Asked again after every read, the first
    // time included, even when no part was in use when the change began.
    for (
      let more = await activePartsFor(language, read);
      more.length > 0;
      more = await activePartsFor(language, read)
    ) {
      next = more.reduce(deepMerge, next);
    }
    return next;
  });
}

/** The language to start in: the stored choice when the merchant offers it, else the merchant's default. */
export function initialLanguage(supported: readonly Language[], merchantDefault: Language): Language {
  const stored = local.get(STORAGE_KEYS.language);
  return isLanguage(stored) && supported.includes(stored) ? stored : merchantDefault;
}

let latestChange = 0;

/** Everything that follows the reading language: the catalogue, the calls' header, `<html lang dir>`. */
export async function applyLanguage(language: Language, options: { remember: boolean }) {
  if (options.remember) local.set(STORAGE_KEYS.language, language);
  setRequestContext({ language });
  const locale = intlLocale(language);
  document.documentElement.lang = locale;
  warmUpIntl(locale);
  // Arabic and the other right-to-left languages mirror the whole page; the CSS uses logical sides.
  document.documentElement.dir = textDirection(language);
  // Of two changes in flight the later one wins, whichever catalogue arrives first.
  const change = ++latestChange;
  const next = await loadCatalogue(language);
  if (change === latestChange) show(language, next);
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
 * Adds catalogue parts to the text; resolves once they are in. Nothing on screen renders again:
 * the parts are for the screen about to open, which reads them as it renders.
 */
async function addParts(parts: readonly CataloguePart[]) {
  let { language } = i18n;
  let added = await takeParts(parts, language);
  // The language changed while they loaded, and its catalogue may have been read before they were
  // taken: read them again in the language now shown.
  while (added.length > 0 && i18n.language !== language) {
    language = i18n.language;
    added = await Promise.all(parts.map((part) => readPart(part, language)));
  }
  if (added.length > 0) setCatalogue(language, added.reduce(deepMerge, { ...catalogue }));
}

/**
 * Wraps a screen's lazy import so the screen arrives together with the catalogue parts it reads:
 * `load: withCatalogue(["member"], () => import("./withdraw-page.tsx"))`.
 */
export function withCatalogue<T>(parts: readonly CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([addParts(parts), load()]))[1];
}
