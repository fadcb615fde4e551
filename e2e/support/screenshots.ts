import type { Page } from "@playwright/test";

/** The folder screenshots go to when `SCREENSHOTS` names one; without it none are taken. */
export const screenshotDir = process.env.SCREENSHOTS;

/** The sizes a screen is looked at: a desktop and a phone. */
const SIZES = [
  [1366, 900],
  [390, 844],
] as const;

/**
 * Takes `<dir>/<name>-<width>-<theme>.png` at each size in the dark and the light theme, after
 * `ready` has brought the screen back at that size (a reload, a scroll, what it waits for); with
 * `wholePageOnPhone` a page (not a dialog) is taken whole at the phone's width. The page is left at the desktop size. Does
 * nothing unless `SCREENSHOTS` is set.
 */
export async function screenshotEverySize(
  page: Page,
  name: string,
  options: {
    ready?: () => Promise<void>;
    wholePageOnPhone?: boolean;
    /** Other sizes than the desktop and phone ones, e.g. a narrower desktop. */
    sizes?: readonly (readonly [number, number])[];
  } = {},
) {
  if (!screenshotDir) return;
  for (const [width, height] of options.sizes ?? SIZES) {
    await page.setViewportSize({ width, height });
    await options.ready?.();
    for (const theme of ["dark", "light"]) {
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      await page.screenshot({
        path: `${screenshotDir}/${name}-${width}-${theme}.png`,
        fullPage: Boolean(options.wholePageOnPhone) && width < 500,
      });
    }
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
}
