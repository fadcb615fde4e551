import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MESSAGE_TEMPLATE_NAMES, MESSAGE_TEMPLATES } from "@banca/contract/inbox";
import { LANGUAGES } from "@banca/contract/languages";
import { describe, expect, it } from "vitest";

const partDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/i18n/parts/inbox");
type Templates = Record<string, { title: string; body: string }>;
const templatesOf = (language: string): Templates =>
  JSON.parse(readFileSync(path.join(partDir, `${language}.json`), "utf8")).inbox.templates;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);

// The site words a system message from its template key and params; the currency goes into the
// formatted amount and an operator's reason into a note of its own.
const WORDED_APART = new Set(["currency", "reason"]);

describe("inbox message templates", () => {
  it.each(LANGUAGES)("%s words every template the server sends, with only its params", (language) => {
    const templates = templatesOf(language);
    expect(Object.keys(templates).sort()).toEqual([...MESSAGE_TEMPLATE_NAMES].sort());
    for (const name of MESSAGE_TEMPLATE_NAMES) {
      const params: readonly string[] = MESSAGE_TEMPLATES[name];
      const entry = templates[name]!;
      const used = [...placeholders(entry.title), ...placeholders(entry.body)];
      for (const placeholder of used)
        expect(params, `${language}:${name}:${placeholder}`).toContain(placeholder);
      // Every param a reader needs shows somewhere (the amount and the order number above all).
      for (const param of params.filter((param) => !WORDED_APART.has(param))) {
        expect(used, `${language}:${name} shows ${param}`).toContain(param);
      }
    }
  });
});
