import type { i18n as I18n } from "i18next";

/**
 * Catalogue parts: blocks of text that only some screens show (the member centre's money pages,
 * promotions, the inbox, the agent centre). Each part is a chunk per language under `parts/<part>/<language>.json`,
 * loaded with the screen that needs it, so the first page carries only the text it shows.
 */
type Catalogue = Record<string, unknown>;
const partFiles = import.meta.glob<{ default: Catalogue }>("./parts/*/*.json");

export type CataloguePart = "member" | "inbox" | "promotions" | "agent" | "chat" | "loyalty" | "lottery";

const activeParts = new Set<CataloguePart>();

async function readPart(part: CataloguePart, language: string): Promise<Catalogue> {
  const load = partFiles[`./parts/${part}/${language}.json`];
  return load ? (await load()).default : {};
}

/** The parts already in use for a language, for the catalogue loader to merge on a language change. */
export async function activePartsFor(language: string): Promise<Catalogue[]> {
  return Promise.all([...activeParts].map((part) => readPart(part, language)));
}

/** Adds the parts to every language in use (the reader's and the fallback); resolves once they are in. */
export async function loadCatalogueParts(i18n: I18n, parts: readonly CataloguePart[]): Promise<void> {
  const missing = parts.filter((part) => !activeParts.has(part));
  if (missing.length === 0) return;
  const languages = [...new Set([i18n.language, ...(i18n.languages ?? [])])].filter(Boolean);
  await Promise.all(
    missing.flatMap((part) =>
      languages.map(async (language) => {
        i18n.addResourceBundle(language, "translation", await readPart(part, language), true, false);
      }),
    ),
  );
  for (const part of missing) activeParts.add(part);
}
