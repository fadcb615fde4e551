import type { Page } from "@playwright/test";

/** The folder screenshots go to when `SCREENSHOTS` names one; without it none are taken. */
export const screenshotDir = process.env.SCREENSHOTS;

/** The sizes a screen is looked at: a desktop and a phone. */
const SIZES = [
  [1366, 900],
  [390, 844],
] as const;

/** The theme the page shows: the one chosen, else the system's (the back office follows it until a choice). */
const shownTheme = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.dataset.theme ??
      (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"),
  );

/**
 * Switches the page to `theme` with the app's own toggle (the site's header button, the back
 * office's top bar), so the app's theme state, its stored choice and what follows it (charts, the
 * logo, the toggle's label) change with the colours. The toggle is pressed from the page's script,
 * as a dialog open over the header covers it from the mouse. A screen without the toggle (a log-in)
 * only gets the attribute the toggle sets.
 */
async function showTheme(page: Page, theme: "dark" | "light") {
  if ((await shownTheme(page)) === theme) return;
  const toggle = page.getByTestId("theme-toggle").first();
  if ((await toggle.count()) > 0) await toggle.evaluate((button: HTMLElement) => button.click());
  if ((await shownTheme(page)) !== theme) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
  }
}

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
    for (const theme of ["dark", "light"] as const) {
      await showTheme(page, theme);
      await page.screenshot({
        path: `${screenshotDir}/${name}-${width}-${theme}.png`,
        fullPage: Boolean(options.wholePageOnPhone) && width < 500,
      });
    }
  }
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
}
