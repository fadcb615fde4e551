import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { textDirection } from "../../packages/contract/src/languages.ts";

type Catalogue = { errors: { chunkTitle: string; chunkText: string }; common: { retry: string } };

/**
 * What the page's start script (packages/contract/src/page-start.ts) shows if the site's entry script
 * fails to load: before any script of the site has run there is no catalogue, so each language's
 * three texts travel in the page as a data block (not run, so the Content-Security-Policy's script
 * rule does not touch it). They are the texts a route shows when its part fails to load.
 */
export function loadFailedTexts(folder: string): string {
  const texts: Record<string, [string, string, string, "ltr" | "rtl"]> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const language = path.basename(file, ".json");
    const { errors, common } = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Catalogue;
    texts[language] = [errors.chunkTitle, errors.chunkText, common.retry, textDirection(language)];
  }
  // "<" written as an escape, so no text can close the block early.
  return JSON.stringify(texts).replaceAll("<", "\\u003c");
}

export function loadFailedTextsBlock(folder: string): Plugin {
  return {
    name: "banca-load-failed-texts",
    transformIndexHtml: () => [
      {
        tag: "script",
        attrs: { type: "application/json", id: "load-failed-texts" },
        children: loadFailedTexts(folder),
        injectTo: "body",
      },
    ],
  };
}
