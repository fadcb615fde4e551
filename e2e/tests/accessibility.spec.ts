import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

/** Serious and critical findings of axe (WCAG 2.1 A and AA) on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}

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
