import { expect, test, useLanguage } from "../support/fixtures.ts";

test("a visitor sends feedback; a too short message is refused with the merchant's bounds", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await page.goto("/");
  await page.locator(".side-menu").getByRole("button", { name: "Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Feedback" });
  await dialog.locator("textarea[name=content]").fill("Too short");
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Content must be between 10 and 500 characters.");
  await dialog.locator("select[name=category]").selectOption("suggestion");
  await dialog.locator("textarea[name=content]").fill("Please add a dark mode schedule to the site.");
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you");
});

test("a dialog locks page scrolling, can be dragged by its title and closes on Escape", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/");
  await page.locator("header.header").getByRole("button", { name: "Announcements" }).click();
  const dialog = page.getByRole("dialog", { name: "Announcements" });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

  const title = dialog.locator(".modal__header");
  const before = (await dialog.boundingBox())!;
  const grip = (await title.boundingBox())!;
  await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 140, grip.y + grip.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  const after = (await dialog.boundingBox())!;
  expect(Math.round(after.x - before.x)).toBe(100);
  expect(Math.round(after.y - before.y)).toBe(60);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
});
