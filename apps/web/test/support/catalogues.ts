import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@banca/contract/languages";
import i18next, { type i18n } from "i18next";

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../src/i18n/locales");

/** An i18next instance with the site's six committed catalogues, English first, as tests read them. */
export async function committedCatalogues(): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { translation: JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), "utf8")) },
    ]),
  );
  await instance.init({ lng: "en", resources, interpolation: { escapeValue: false } });
  return instance;
}
