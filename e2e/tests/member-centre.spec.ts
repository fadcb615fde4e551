import { freshUsername, header, newMember, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
});

test("the header's deposit and withdraw open the member centre on their pages", async ({ page }) => {
  const username = freshUsername("mc");
  await newMember(page, { username, password: "Centre2026", paymentPassword: "246810" });

  await header(page).getByTestId("header-deposit").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.locator('[data-page="depositv2"]')).toHaveAttribute("aria-current", "page");
  // The menu lists the pages in the spec's order, with the security centre first.
  await expect(centre.locator("[data-page]").first()).toHaveAttribute("data-page", "securityCenter");
  await page.keyboard.press("Escape");
  await expect(centre).toBeHidden();

  await header(page).getByTestId("header-withdraw").click();
  await expect(centre.locator('[data-page="withdraw"]')).toHaveAttribute("aria-current", "page");
  await centre.locator('[data-page="profile"]').click();
  await expect(centre.locator('[data-page="profile"]')).toHaveAttribute("aria-current", "page");
  await centre.getByRole("button", { name: "Close" }).click();
  await expect(centre).toBeHidden();
});

test("the member centre's text follows a language chosen after it first opened", async ({ page }) => {
  await newMember(page, {
    username: freshUsername("mcl"),
    password: "Centre2026",
    paymentPassword: "246810",
  });
  const centre = page.getByRole("dialog", { name: "Member centre" });

  await header(page).getByTestId("header-withdraw").click();
  await expect(centre.getByRole("heading", { name: "Withdraw", exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.locator(".side-menu select[name=language]").selectOption("pt");

  // The page's text arrived as a catalogue part for English; Portuguese must bring its own.
  await header(page).getByTestId("header-withdraw").click();
  await expect(
    page
      .getByRole("dialog", { name: "Central do membro" })
      .getByRole("heading", { name: "Saque", exact: true })
      .first(),
  ).toBeVisible();
});

test("a trial account has no money shortcuts and no member centre", async ({ page }) => {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Free demo" }).click();
  await expect(page.getByTestId("trial-badge")).toBeVisible();
  await expect(header(page).getByTestId("header-deposit")).toHaveCount(0);
  await header(page)
    .getByRole("button", { name: /Account menu for/ })
    .click();
  await expect(page.getByRole("menuitem", { name: "Member centre" })).toHaveCount(0);
});
