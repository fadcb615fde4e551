import type { Page } from "@playwright/test";
import { seriousViolations } from "../support/accessibility.ts";
import { playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

async function useTheme(page: Page, theme: "dark" | "light") {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

for (const theme of ["dark", "light"] as const) {
  test(`the main pages have no serious accessibility findings (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await playAsNewVisitor(page);
    await useTheme(page, theme);
    const findings: Record<string, unknown> = {};
    // /live is the same lobby as /rng.
    for (const path of ["/", "/rng", "/promotions", "/register"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const violations = await seriousViolations(page);
      if (violations.length > 0) findings[path] = violations;
    }
    expect(findings).toEqual({});
  });
}

test("the member centre and the game lobby with a session have no serious accessibility findings", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewMember(page, { prefix: "axe" });
  await page.goto("/rng");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "/rng as a member").toEqual([]);
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: /member centre/i }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page), "member centre").toEqual([]);
});
