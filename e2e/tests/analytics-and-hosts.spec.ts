import type { Page } from "@playwright/test";
import { expect, merchantUrl, test, useLanguage } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// A 1×1 PNG answered for the image hosts, which do not exist on this machine.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Answers the analytics host and the image hosts in the browser, and records what was asked. */
async function answerOutsideHosts(
  page: Page,
  options: { imageHosts: "answer" | "fail" } = { imageHosts: "answer" },
) {
  const asked = { tag: [] as string[], images: [] as string[] };
  await page.route("https://tags.analytics.test/**", async (route) => {
    asked.tag.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__tagLoaded = true;" });
  });
  await page.route(/^https:\/\/img[12]\.cdn\.test\//, async (route) => {
    asked.images.push(route.request().url());
    if (options.imageHosts === "fail") await route.abort("connectionrefused");
    else await route.fulfill({ contentType: "image/png", body: PNG });
  });
  return asked;
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, "en");
});

test("a merchant without a tag id never asks about analytics and loads no tag", async ({ page }) => {
  const asked = await answerOutsideHosts(page);
  await page.goto("/");
  await expect(page.locator(".footer")).toBeVisible();
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Analytics preferences" })).toHaveCount(0);
  // Its images stay on the site itself.
  const logo = page.locator("header .brand img");
  await expect(logo).toHaveAttribute("src", "/media/brand/logo-dark.svg");
  expect(asked).toEqual({ tag: [], images: [] });
});

test("the tag loads only after the visitor accepts; a refusal is remembered and can be changed", async ({
  page,
}) => {
  const asked = await answerOutsideHosts(page);
  await page.goto(merchantUrl("tagged", "/"));
  const banner = page.getByTestId("analytics-consent");
  await expect(banner).toContainText("The tag loads only if you accept");
  expect(asked.tag).toEqual([]);
  await screenshotEverySize(page, "analytics-consent", {
    ready: () => expect(page.getByTestId("analytics-consent")).toBeVisible(),
  });

  await banner.getByRole("button", { name: "Refuse" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  const preferences = page.getByRole("button", { name: "Analytics preferences" });
  await expect(preferences).toBeVisible();
  // The question is a part of the site that loads on its own, after the footer: once nothing is
  // loading any more, it has had its chance to ask.
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("analyticsConsent"))).toBe("denied");
  expect(asked.tag).toEqual([]);

  // The footer lets the visitor answer again.
  await preferences.click();
  await page.getByTestId("analytics-consent").getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => asked.tag).toEqual(["https://tags.analytics.test/gtag/js?id=G-E2ETAG1"]);
  await expect.poll(() => page.evaluate(() => (window as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
  await page.reload();
  await expect.poll(() => asked.tag.length).toBe(2);
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
});

test("images come from one of the merchant's image hosts, and from the site when the hosts fail", async ({
  page,
}) => {
  // Answered once, so the banner does not cover the page.
  await page.addInitScript(() => localStorage.setItem("analyticsConsent", "denied"));
  const asked = await answerOutsideHosts(page);
  await page.goto(merchantUrl("tagged", "/rng"));
  const logo = page.locator("header .brand img");
  await expect(logo).toHaveAttribute("src", /^https:\/\/img[12]\.cdn\.test\/media\/brand\/logo-dark\.svg$/);
  // The art loads once its card is in view.
  const art = page.locator(".game-card .lazy-image.is-ready img").first();
  await expect(async () => {
    await page.evaluate(() => document.querySelector(".game-card")?.scrollIntoView());
    await expect(art).toHaveAttribute("src", /^https:\/\/img[12]\.cdn\.test\/media\/games\//, {
      timeout: 2000,
    });
  }).toPass();
  // One host per page load: every image asked so far went to the same one.
  const hosts = new Set(asked.images.map((url) => new URL(url).host));
  expect(hosts.size).toBe(1);
});

test("when the image hosts fail, the header logo takes its one retry and the game art its three tries", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("analyticsConsent", "denied"));
  await answerOutsideHosts(page, { imageHosts: "fail" });
  await page.goto(merchantUrl("tagged", "/rng"));
  // The logo's one retry goes to the other host; both fail, so it stays there.
  const logo = page.locator("header .brand img");
  await expect(logo).toHaveAttribute("src", /^https:\/\/img[12]\.cdn\.test\/media\/brand\/logo-dark\.svg$/);
  // The game art's third try is the site itself, which answers.
  const art = page.locator(".game-card .lazy-image.is-ready img").first();
  await expect(async () => {
    await page.evaluate(() => document.querySelector(".game-card")?.scrollIntoView());
    await expect(art).toHaveAttribute("src", /^\/media\/games\//, { timeout: 2000 });
  }).toPass();
});
