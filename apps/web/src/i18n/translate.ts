import { intlLocale, type Language } from "@banca/contract/languages";

/**
 * The site's translation engine (decision 070): i18next's catalogue format and `t` calls, in a
 * few hundred bytes. A key is a dotted path into the catalogue, where a level may hold dotted keys
 * of its own (`errors["login.failed"]`); `{{name}}` takes the option of that name; with `count`
 * the key's plural form for the language is read first (`key_one`, `key_other`).
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** The text at a key's path, trying each split of the path from the shortest first segment. */
function lookup(node: string | Catalogue | undefined, segments: readonly string[]): string | undefined {
  if (segments.length === 0) return typeof node === "string" ? node : undefined;
  if (node === undefined || typeof node === "string") return undefined;
  for (let length = 1; length <= segments.length; length++) {
    const found = lookup(node[segments.slice(0, length).join(".")], segments.slice(length));
    if (found !== undefined) return found;
  }
  return undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

// A placeholder without its option stays as written, so a missing value shows instead of vanishing.
const interpolate = (text: string, options: TOptions) =>
  text.replace(PLACEHOLDER, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );

/**
 * `t` over one language's catalogue. A key the catalogue lacks gives the `defaultValue` if one is
 * given, else the key itself, so a missing text is visible rather than blank.
 */
export function createTranslator(language: Language, catalogue: Catalogue): TFunction {
  const plurals = new Intl.PluralRules(intlLocale(language));
  const texts = new Map<string, string | undefined>();
  const find = (key: string) => {
    if (!texts.has(key)) texts.set(key, lookup(catalogue, key.split(".")));
    return texts.get(key);
  };
  return (key, options = {}) => {
    const { count, defaultValue } = options;
    const text =
      (typeof count === "number"
        ? (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`))
        : undefined) ??
      find(key) ??
      defaultValue ??
      key;
    return text.includes("{{") ? interpolate(text, options) : text;
  };
}
