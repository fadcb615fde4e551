import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadFailedTexts } from "../load-failed-texts.ts";

const locales = path.join(import.meta.dirname, "../src/i18n/locales");

describe("the texts of the notice a failed load shows", () => {
  const texts = JSON.parse(loadFailedTexts(locales)) as Record<string, string[]>;

  it("carry every site language's title, text, button and direction", () => {
    const languages = readdirSync(locales).map((file) => path.basename(file, ".json"));
    expect(Object.keys(texts).sort()).toEqual(languages.sort());
    for (const [language, [title, text, retry, direction]] of Object.entries(texts)) {
      expect(
        [title, text, retry].every((value) => value && value.trim() === value),
        language,
      ).toBe(true);
      expect(direction, language).toBe(["ar", "fa", "he", "ur"].includes(language) ? "rtl" : "ltr");
    }
    expect(texts.en).toEqual([
      "The page took too long to load",
      "Please check your network and try again.",
      "Try again",
      "ltr",
    ]);
  });

  it("cannot close the page's data block early, whatever a catalogue says", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "banca-locales-"));
    const title = "</script><script>alert(1)</script>";
    const catalogue = { errors: { chunkTitle: title, chunkText: "a < b" }, common: { retry: "Again" } };
    writeFileSync(path.join(folder, "en.json"), JSON.stringify(catalogue));
    const block = loadFailedTexts(folder);
    expect(block).not.toContain("<");
    expect(JSON.parse(block)).toEqual({ en: [title, "a < b", "Again", "ltr"] });
  });
});
