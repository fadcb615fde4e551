import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Language } from "@banca/contract/languages";
import { type Catalogue, createTranslator, type TFunction } from "#app/i18n/translate.ts";

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../src/i18n/locales");

/** A committed catalogue of the site's first load, as the site reads it. */
export function committedCatalogue(language: Language): Catalogue {
  return JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), "utf8"));
}

/** The site's `t` over a committed catalogue. */
export function committedTranslator(language: Language): TFunction {
  return createTranslator(language, committedCatalogue(language));
}
