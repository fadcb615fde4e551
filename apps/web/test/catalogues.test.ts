import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { intlLocale, LANGUAGES } from "@banca/contract/languages";
import { describe, expect, it } from "vitest";

const i18nDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/i18n");
const dir = path.join(i18nDir, "locales");
const partsDir = path.join(i18nDir, "parts");
const parts = readdirSync(partsDir);
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** A catalogue's own notes for translators: the keys still awaiting a native speaker's review. */
const REVIEW = "_review";
const readRaw = (file: string): Catalogue & { [REVIEW]?: string[] } => JSON.parse(readFileSync(file, "utf8"));
/** A catalogue's text, without the notes the translator does not read. */
const readJson = (file: string): Catalogue => {
  const { [REVIEW]: _notes, ...text } = readRaw(file);
  return text as Catalogue;
};
const catalogueFiles = (language: string) => [
  path.join(dir, `${language}.json`),
  ...parts.map((part) => path.join(partsDir, part, `${language}.json`)),
];
/** A language's whole text: the first catalogue with every part the screens load later. */
const load = (language: string) =>
  flatten(
    Object.assign(
      readJson(path.join(dir, `${language}.json`)),
      ...parts.map((part) => readJson(path.join(partsDir, part, `${language}.json`))),
    ),
  );
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("interface catalogues", () => {
  const english = load("en");

  it("exist for every supported language and nothing else", () => {
    expect(readdirSync(dir).sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(parts)("part %s exists for every language and shares no block with the rest", (part) => {
    expect(readdirSync(path.join(partsDir, part)).sort()).toEqual(
      LANGUAGES.map((language) => `${language}.json`).sort(),
    );
    const blocks = Object.keys(readJson(path.join(partsDir, part, "en.json")));
    const elsewhere = [
      ...Object.keys(readJson(path.join(dir, "en.json"))),
      ...parts
        .filter((other) => other !== part)
        .flatMap((other) => Object.keys(readJson(path.join(partsDir, other, "en.json")))),
    ];
    expect(blocks.filter((block) => elsewhere.includes(block))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s has every key of English and no other but its own plural forms",
    (language) => {
      const keys = Object.keys(load(language));
      // Arabic counts zero, one, two, few, many and other: a plural key may carry the forms its
      // language has beyond English's one and other (Intl.PluralRules picks among them).
      const categories = new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories;
      const ownForm = (key: string) => {
        const match = /^(.*)_(zero|two|few|many)$/.exec(key);
        return (
          match !== null &&
          `${match[1]}_other` in english &&
          categories.includes(match[2] as Intl.LDMLPluralRule)
        );
      };
      expect(keys.filter((key) => !ownForm(key)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES)("%s keeps every placeholder and leaves no text empty", (language) => {
    const catalogue = load(language);
    for (const [key, text] of Object.entries(english)) {
      expect(catalogue[key], `${language}:${key}`).toBeTruthy();
      // A form for exactly one may say the number in words ("كل دقيقة", "every minute").
      const expected = /_one$/.test(key)
        ? placeholders(text).filter(
            (name) => name !== "count" || (catalogue[key] ?? "").includes("{{count}}"),
          )
        : placeholders(text);
      expect(placeholders(catalogue[key] ?? ""), `${language}:${key}`).toEqual(expected);
    }
  });

  it.each(LANGUAGES)("%s lists under _review only keys of its own file, or * for all of them", (language) => {
    for (const file of catalogueFiles(language)) {
      const review = readRaw(file)[REVIEW];
      if (review === undefined) continue;
      expect(Array.isArray(review), file).toBe(true);
      const keys = Object.keys(flatten(readJson(file)));
      for (const key of review) expect(key === "*" || keys.includes(key), `${file}: ${key}`).toBe(true);
    }
  });

  it("names every key the site's source uses", () => {
    const sourceDir = path.join(i18nDir, "..");
    const sources = readdirSync(sourceDir, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(sourceDir, file), "utf8"))
      .join("\n");
    const literalKeys = [...sources.matchAll(/\bt\("([a-zA-Z][\w.]*)"/g)].map((match) => match[1] as string);
    // A key given a count resolves to its plural forms (`key_one`, `key_other`).
    const named = (key: string) => key in english || `${key}_other` in english;
    for (const key of new Set(literalKeys)) expect(named(key), key).toBe(true);
  });
});
