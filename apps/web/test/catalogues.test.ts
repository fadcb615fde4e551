import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@banca/contract/languages";
import { describe, expect, it } from "vitest";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/i18n/locales");
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

const load = (language: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("interface catalogues", () => {
  const english = load("en");

  it("exist for every supported language and nothing else", () => {
    expect(readdirSync(dir).sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s has every key of English and no other",
    (language) => {
      expect(Object.keys(load(language)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES)("%s keeps every placeholder and leaves no text empty", (language) => {
    const catalogue = load(language);
    for (const [key, text] of Object.entries(english)) {
      expect(catalogue[key], `${language}:${key}`).toBeTruthy();
      expect(placeholders(catalogue[key] ?? ""), `${language}:${key}`).toEqual(placeholders(text));
    }
  });

  it("names every key the site's source uses", () => {
    const sourceDir = path.join(dir, "../..");
    const sources = readdirSync(sourceDir, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(sourceDir, file), "utf8"))
      .join("\n");
    const literalKeys = [...sources.matchAll(/\bt\("([a-zA-Z][\w.]*)"/g)].map((match) => match[1] as string);
    for (const key of new Set(literalKeys)) expect(english, key).toHaveProperty([key]);
  });
});
