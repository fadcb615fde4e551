import { playAsNewVisitor } from "../support/auth.ts";
import { DEMO_ADMIN, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";

/** Turns a module switch of the merchant on screen, with the reason the audit log keeps. */
async function flip(staff: import("@playwright/test").Page, id: string, to: "On" | "Off") {
  await staff.getByRole("switch", { name: `Module ${id}` }).click();
  const change = staff.getByRole("region", { name: `Turn ${id} ${to.toLowerCase()}` });
  await change.getByLabel("Reason (kept in the audit log)").fill(`Chat desk closed for the test (${to})`);
  await change.getByRole("button", { name: "Apply" }).click();
  await expect(staff.getByRole("switch", { name: `Module ${id}` })).toHaveText(to);
}

test("a module switched off in the back office leaves the site, and comes back when switched on", async ({
  page,
  browser,
}) => {
  test.slow();
  // The single-language fixture merchant: no other journey depends on its chat.
  await playAsNewVisitor(page);
  await page.goto(merchantUrl("solo", "/"));
  await expect(page.getByTestId("right-bar-chat")).toBeVisible();

  const staff = await staffPage(browser, DEMO_ADMIN);
  await staff.getByRole("combobox", { name: "Merchant", exact: true }).selectOption("solo");
  await openScreen(staff, "Merchant settings");
  await expect(staff.getByRole("switch", { name: "Module CBS3" })).toHaveText("On");
  await flip(staff, "CBS3", "Off");
  await page.reload();
  await expect(page.locator("#content, main").first()).toBeVisible();
  await expect(page.getByTestId("right-bar-chat")).toHaveCount(0);

  await flip(staff, "CBS3", "On");
  await page.reload();
  await expect(page.getByTestId("right-bar-chat")).toBeVisible();
  await staff.context().close();
});
