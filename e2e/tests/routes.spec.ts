import type { Page } from "@playwright/test";
import { expect, sideMenu, test, useLanguage } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// Every route of the route table, with what its frame must show.
const ROUTES: Array<{ path: string; banner: string | null; sideMenu: boolean; footer: boolean }> = [
  { path: "/", banner: "w_home", sideMenu: true, footer: true },
  { path: "/index", banner: "w_home", sideMenu: true, footer: true },
  { path: "/index.html", banner: "w_home", sideMenu: true, footer: true },
  { path: "/home", banner: "w_home", sideMenu: true, footer: true },
  { path: "/register", banner: null, sideMenu: true, footer: true },
  { path: "/register.html", banner: null, sideMenu: true, footer: true },
  { path: "/login", banner: "w_home", sideMenu: true, footer: true },
  { path: "/agent", banner: "w_home", sideMenu: true, footer: true },
  { path: "/pointMall", banner: "w_shop", sideMenu: true, footer: true },
  { path: "/lottery", banner: null, sideMenu: false, footer: false },
  { path: "/vnlottery", banner: null, sideMenu: false, footer: false },
  { path: "/elott", banner: "w_lott", sideMenu: true, footer: true },
  { path: "/rng", banner: "w_rng", sideMenu: true, footer: true },
  { path: "/pvp", banner: "w_pvp", sideMenu: true, footer: true },
  { path: "/live", banner: "w_live", sideMenu: true, footer: true },
  { path: "/fish", banner: "w_fish", sideMenu: true, footer: true },
  { path: "/sports", banner: "w_sports", sideMenu: true, footer: true },
  { path: "/esports", banner: "w_esports", sideMenu: true, footer: true },
  { path: "/inhouse", banner: "w_inhouse", sideMenu: true, footer: true },
  { path: "/promotions", banner: "w_promotion", sideMenu: true, footer: true },
  { path: "/promoDetail", banner: "w_promotion", sideMenu: true, footer: true },
  // The winners list (spec part 1 §2's other screens; its path is ours).
  { path: "/winners", banner: null, sideMenu: true, footer: true },
  { path: "/seamless", banner: null, sideMenu: false, footer: false },
  { path: "/help", banner: "w_help", sideMenu: true, footer: true },
  { path: "/game", banner: null, sideMenu: false, footer: false },
  { path: "/down", banner: "w_down", sideMenu: true, footer: true },
];

// A handful of routes a test, each a step: a fresh browser for every route cost more than the checks.
const ROUTES_A_TEST = 6;
for (let first = 0; first < ROUTES.length; first += ROUTES_A_TEST) {
  const routes = ROUTES.slice(first, first + ROUTES_A_TEST);
  test(`${routes.map((route) => route.path).join(", ")} load their layouts with no console error`, async ({
    page,
    problems,
  }) => {
    await useLanguage(page, "en");
    for (const route of routes) {
      await test.step(route.path, () => expectLayout(page, route, problems));
    }
  });
}

async function expectLayout(page: Page, route: (typeof ROUTES)[number], problems: string[]) {
  await page.goto(route.path);
  await expect(page.locator("#content")).toBeVisible();
  await expect(page.locator('.empty-state img[src$="not-found.svg"]')).toHaveCount(0);
  await expect(page.locator(".side-menu")).toHaveCount(route.sideMenu ? 1 : 0);
  await expect(page.locator(".footer")).toHaveCount(route.footer ? 1 : 0);
  if (route.banner) {
    await expect(page.locator(`.banner[data-group="${route.banner}"] .banner__image`).first()).toBeVisible();
  } else {
    // No route banner above the content (the register page shows its own w_reg banners inside).
    await expect(page.locator("#content > .banner")).toHaveCount(0);
  }
  await page.waitForLoadState("networkidle");
  expect(problems, route.path).toEqual([]);
}

test("/helpmc is the standalone help centre", async ({ page, problems }) => {
  await page.goto("/helpmc");
  await expect(page.locator(".help-centre .help__topic").first()).toBeVisible();
  await expect(page.locator("header.header")).toHaveCount(0);
  // The help banners (w_help) head the help centre as they head /help.
  await expect(
    page.locator('.help-centre .banner[data-group="w_help"] .banner__image').first(),
  ).toBeVisible();
  await screenshotEverySize(page, "help-centre", {
    ready: () => expect(page.locator(".help-centre .banner__image").first()).toBeVisible(),
  });
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("/seamless starts with the bars hidden and a toggle brings them back", async ({ page }) => {
  await page.goto("/seamless");
  // Once the page's toggle shows, the header is hidden, not merely still to come.
  await expect(page.locator(".bars-toggle")).toBeVisible();
  await expect(page.locator("header.header")).toHaveCount(0);
  await page.locator(".bars-toggle").click();
  await expect(page.locator("header.header")).toBeVisible();
  await expect(page.locator(".side-menu")).toHaveClass(/is-collapsed/);
});

test("an unknown page shows not found inside the site frame; an unknown call answers in the envelope", async ({
  page,
  request,
}) => {
  await page.goto("/no-such-page");
  await expect(page.locator(".empty-state h2")).toBeVisible();
  const answer = await request.get("/wps/no/such/call");
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toMatchObject({ success: false, errorCode: "route.not.found" });
});

test("navigation scrolls to the top of the new page", async ({ page }) => {
  await page.goto("/");
  await page.locator(".footer").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // The footer's entries fill in as the site's settings load: pick the games entry by its address.
  await page.locator('.footer a[href="/rng"]').first().click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ["/", "/rng"]) {
  test(`the first load of ${path} logs no warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await useLanguage(page, "en");
    await page.goto(path);
    await expect(page.locator("#content")).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    expect(warnings).toEqual([]);
  });
}
