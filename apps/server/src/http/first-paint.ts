import { readFile, stat } from "node:fs/promises";

/**
 * The page's first paint, sent inside its HTML: the site's frame (side menu, header) with the page's
 * first banner picture where the site will show it, built from the site's own layout classes so
 * that it lands on the same pixels. The browser paints it as soon as the HTML and the style sheet
 * are in, instead of after the script, the permissions, the catalogue and the banners' call; the
 * site removes it when its own first page is on screen (apps/web/src/app/first-paint.ts).
 * `picture` is a plain address (first-banner.ts checks it): only `&` needs escaping in an attribute.
 */
export function firstPaint(picture: string): string {
  const src = picture.replaceAll("&", "&amp;");
  return (
    '<div id="first-paint" class="site has-side-menu" aria-hidden="true">' +
    '<div class="side-menu"></div><div class="site__page"><div class="header"></div>' +
    `<div class="site__main"><div class="banner"><img class="banner__image" src="${src}" alt="" fetchpriority="high"></div></div>` +
    "</div></div>"
  );
}

const ROOT = /<div id="?root"?>/;

/** The page's HTML with its first paint just before the site's root (outside it: React's first render would clear it). */
export function withFirstPaint(html: string, picture: string): string {
  return html.replace(ROOT, (root) => `${firstPaint(picture)}${root}`);
}

/** index.html as the build last wrote it: read again only when the file changes (a rebuild). */
export function builtPage(file: string): () => Promise<string> {
  let cached: { modified: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.modified !== mtimeMs) cached = { modified: mtimeMs, html: await readFile(file, "utf8") };
    return cached.html;
  };
}
