import { freshUsername, header, newMember, playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember, operatorHeaders } from "../support/operator.ts";

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
});

test("a real member changes their avatar from the avatar menu and reaches the password form", async ({
  page,
}) => {
  const username = freshUsername("ava");
  await newMember(page, { username, password: "Secret123", paymentPassword: "246810" });
  await expect(page.getByTestId("member-account")).toHaveText(username);
  // A real account carries no trial marker.
  await expect(header(page).getByTestId("trial-badge")).toHaveCount(0);

  const menuButton = header(page).getByRole("button", { name: `Account menu for ${username}` });
  const headerAvatar = menuButton.locator("img.member-avatar");
  const before = await headerAvatar.getAttribute("src");

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Change avatar" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your avatar" });
  const choices = picker.getByRole("radio");
  await expect(choices.first()).toBeVisible();
  expect(await choices.count()).toBeGreaterThan(1);
  // Pick one that is not the current avatar.
  const current = picker.locator("input[type=radio]:checked");
  const currentValue = await current.getAttribute("value");
  const other = picker.locator(`input[type=radio]:not([value="${currentValue}"])`).first();
  const otherUrl = await other.locator("xpath=following-sibling::img").getAttribute("src");
  await other.check({ force: true });
  await picker.getByRole("button", { name: "Save" }).click();
  await expect(picker).toHaveCount(0);
  await expect(headerAvatar).toHaveAttribute("src", otherUrl ?? "");
  expect(otherUrl).not.toBe(before);

  // The choice is the server's: a reload shows it again.
  await page.reload();
  await expect(header(page).locator("img.member-avatar")).toHaveAttribute("src", otherUrl ?? "");

  // A real account gets the password form itself, not the trial warning.
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "A real account is needed" })).toHaveCount(0);
});

test("a new member sees their balance, hides it as *** and refreshes it", async ({ page }) => {
  const username = freshUsername("bal");
  await newMember(page, { username, password: "Secret123", paymentPassword: "246810" });
  const amount = header(page).getByTestId("balance-amount");
  // The demo merchant keeps US dollars with two decimals; a new wallet holds nothing yet.
  await expect(amount).toHaveText("$ 0.00");

  await header(page).getByRole("button", { name: "Hide balance" }).click();
  await expect(amount).toHaveText("***");
  // The choice is kept for the next visit.
  await page.reload();
  await expect(header(page).getByTestId("balance-amount")).toHaveText("***");
  await header(page).getByRole("button", { name: "Show balance" }).click();

  const refreshed = page.waitForResponse((response) => response.url().includes("/wps/v2/wallets/balance"));
  await header(page).getByRole("button", { name: "Refresh balance" }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(amount).toHaveText("$ 0.00");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the member header fits 375 px and its menu stays reachable", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Free demo" })
      .click();
    const account = page.getByTestId("member-account");
    await expect(account).toBeAttached();
    const name = (await account.textContent()) ?? "";
    // No sideways scrolling, and the avatar button is wholly on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const button = header(page).getByRole("button", { name: `Account menu for ${name}` });
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    // The trial marker rides on the avatar; the menu offers the way to a real account.
    await expect(button).toContainText("Trial");
    await button.click();
    await expect(page.getByRole("menuitem", { name: "Register a real account" })).toBeInViewport();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeInViewport();
  });
});

test("a member's header fits every window width, even with a six-figure balance", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "wide" });
  // Three credits below the demo's approval threshold (50,000.00) make the six figures.
  for (let credit = 0; credit < 3; credit++) await fundMember(request, username, "41152.26");
  await page.reload();
  await expect(header(page).getByTestId("balance-amount")).toContainText("123,456.78");
  for (const width of [375, 480, 600, 768, 900, 961, 1024, 1100, 1200, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => header(page).evaluate((bar) => bar.scrollWidth - bar.clientWidth), {
        message: `the header spills over at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await expect(header(page).getByTestId("member-area").locator(".member-avatar")).toBeInViewport();
  }
});

test("the member label shows the club level an operator puts the member on, in the reader's language", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "club" });
  await expect(header(page).getByTestId("member-account")).toHaveText(username);
  await expect(header(page).getByTestId("member-label")).toHaveCount(0);

  const promoted = await request.post("/admin/api/members/club-level", {
    headers: operatorHeaders(),
    data: { username, rankLevel: 5, reason: "high roller" },
  });
  expect(promoted.status()).toBe(200);
  await page.reload();
  const label = header(page).getByTestId("member-label");
  await expect(label).toHaveText("Diamond");
  // The level's own colours: white on violet.
  await expect(label).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(label).toHaveCSS("background-color", "rgb(108, 92, 231)");

  await page.locator(".side-menu select[name=language]").selectOption("pt");
  await expect(label).toHaveText("Diamante");

  // A narrow window has no room for it beside the balance: the avatar menu shows it instead.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(label).toBeHidden();
  await header(page)
    .getByRole("button", { name: new RegExp(username) })
    .click();
  await expect(page.getByRole("menu").getByTestId("member-label")).toHaveText("Diamante");
});
