import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The monochrome icons of public/media/icons as one inline SVG sprite at the top of index.html:
 * `<Icon name="home">` draws `<use href="#icon-home">`, so the first screen's thirty-odd icons cost
 * no request of their own and paint with the page. Each file's root attributes (stroke, fill) move
 * to a group in its symbol, its black turned into the text colour.
 */
export function iconSprite(folder: string): Plugin {
  const sprite = () => {
    const symbols = readdirSync(folder)
      .filter((file) => file.endsWith(".svg"))
      .sort()
      .map((file) => {
        const source = readFileSync(path.join(folder, file), "utf8").replaceAll("#000", "currentColor");
        const match = source.match(/<svg([^>]*)>([\s\S]*)<\/svg>/);
        if (!match) throw new Error(`${file}: not an SVG`);
        const attributes = match[1] ?? "";
        const viewBox = attributes.match(/viewBox="([^"]*)"/)?.[1] ?? "0 0 24 24";
        const paint = attributes
          .replace(/\s(xmlns|viewBox|width|height)="[^"]*"/g, "")
          .trim()
          .replace(/\s+/g, " ");
        return `<symbol id="icon-${path.basename(file, ".svg")}" viewBox="${viewBox}"><g ${paint}>${(match[2] ?? "").trim()}</g></symbol>`;
      });
    return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join("")}</svg>`;
  };
  return {
    name: "banca-icon-sprite",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => html.replace("<body>", `<body>\n    ${sprite()}`),
    },
  };
}
