import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The suite turns motion off (playwright.config.ts); tests of motion turn it on, as a player who has not asked for less sees it. */
export const MOTION_ON = { reducedMotion: "no-preference" } as const;

/** Motion starts once the first page has settled (apps/web/src/lib/motion.ts). */
export async function waitForMotion(page: Page) {
  await expect(page.locator("html[data-motion]")).toHaveCount(1, { timeout: 20_000 });
}

/** The play state of an element's first animation ("running", "paused"), or "none". */
export const animationState = (element: Locator) => () =>
  element.evaluate((node) => node.getAnimations()[0]?.playState ?? "none");
