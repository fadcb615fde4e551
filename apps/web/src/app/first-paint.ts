import { useLayoutEffect } from "react";

/**
 * The server paints a page's frame and first banner with its HTML (`#first-paint`, before the root:
 * apps/server/src/http/first-paint.ts). It stays while the site starts and goes in the same frame
 * as the site's own first screen replaces it, so the banner does not blink.
 */
export function useFirstPaintGone(gone: boolean) {
  useLayoutEffect(() => {
    if (gone) document.getElementById("first-paint")?.remove();
  }, [gone]);
}
