import { expect, sideMenu, test } from "../support/fixtures.ts";

test("theme toggle persists across reloads", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("an invalid stored theme falls back to dark", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "neon"));
  await page.goto("/");
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("switching to English changes the text and survives a reload", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header.header");
  await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
  await page.locator(".side-menu select[name=language]").selectOption("en");
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("hisLang"))).toBe("en");
  await page.reload();
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Server content follows the language too.
  await expect(page.locator(".footer")).toContainText("Play responsibly");
});
