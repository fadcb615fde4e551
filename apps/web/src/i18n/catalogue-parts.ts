import type { Catalogue } from "./translate.ts";

/**
 * Catalogue parts: blocks of text that only some screens show (the member centre's money pages,
 * promotions, the inbox, the agent centre). Each part is a chunk per language under `parts/<part>/<language>.json`,
 * loaded with the screen that needs it, so the first page carries only the text it shows.
 */
const partFiles = import.meta.glob<{ default: Catalogue }>("./parts/*/*.json");

export type CataloguePart = "member" | "inbox" | "promotions" | "agent" | "chat" | "loyalty" | "lottery";

const activeParts = new Set<CataloguePart>();

/** A catalogue file's text, without its `_review` notes for translators (decision 093). */
export function textOf(file: Catalogue): Catalogue {
  const { _review: _notes, ...text } = file;
  return text;
}

export async function readPart(part: CataloguePart, language: string): Promise<Catalogue> {
  const load = partFiles[`./parts/${part}/${language}.json`];
  return load ? textOf((await load()).default) : {};
}

/**
 * The parts in use that are not in `read` yet, read in `language` and added to `read`: a language
 * change loads them with its catalogue, and asks again until no screen has taken another meanwhile.
 */
export function activePartsFor(language: string, read: Set<CataloguePart>): Promise<Catalogue[]> {
  const parts = [...activeParts].filter((part) => !read.has(part));
  for (const part of parts) read.add(part);
  return Promise.all(parts.map((part) => readPart(part, language)));
}

/**
 * Marks parts as in use and reads those that were not yet, in `language`; a part that fails to
 * load is unmarked, so the next screen that needs it asks again.
 */
export async function takeParts(parts: readonly CataloguePart[], language: string): Promise<Catalogue[]> {
  const missing = parts.filter((part) => !activeParts.has(part));
  for (const part of missing) activeParts.add(part);
  try {
    return await Promise.all(missing.map((part) => readPart(part, language)));
  } catch (error) {
    for (const part of missing) activeParts.delete(part);
    throw error;
  }
}
