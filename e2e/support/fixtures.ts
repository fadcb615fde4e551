import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and failed page loads seen while a test ran. */
export type PageProblems = string[];

function watch(page: Page): PageProblems {
  const problems: PageProblems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return problems;
}

export const test = base.extend<{ problems: PageProblems; seesPopupNotices: boolean }>({
  // The home page greets a new session with the pop-up notices, and a member after a login (the
  // after-login modal); most tests are about something else, so they start as a visitor who has
  // already read them both.
  seesPopupNotices: [false, { option: true }],
  page: async ({ page, seesPopupNotices }, use) => {
    if (!seesPopupNotices) {
      await page.addInitScript(() => {
        sessionStorage.setItem("indexNoticeSeen", "1");
        sessionStorage.setItem("loginNoticeSeen", "1");
      });
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    await use(watch(page));
  },
});

export { expect };

/** The site in Portuguese is the default; most assertions read English, so tests pick it first. */
export async function useLanguage(page: Page, language: string) {
  await page.addInitScript((value) => window.localStorage.setItem("hisLang", value), language);
}

/** The site as served for another merchant's domain (Chromium resolves *.localhost to this machine). */
export function merchantUrl(subdomain: string, path = "/"): string {
  return `http://${subdomain}.localhost:${process.env.E2E_PORT ?? 8181}${path}`;
}

/**
 * The site's own side menu. The server sends a picture of the page's frame with the HTML (its first
 * paint, apps/server/src/http/first-paint.ts), side menu included, which shows before the site has
 * started and whatever the site goes on to show: this one is there only once the site has.
 */
export function sideMenu(page: Page) {
  return page.locator("#root .side-menu");
}
