import type { Page } from "@playwright/test";
import { header, logIn, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

const DEMO = { username: "demoplayer", password: "Demo2026" };

async function openFromAvatarMenu(page: Page, entry: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${DEMO.username}` })
    .click();
  await page.getByRole("menuitem", { name: entry }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre).toBeVisible();
  return centre;
}

/** A wallet card's balance as minor units ("$ 1,234.50" → 123450). */
async function cardCents(page: Page, code: string): Promise<number> {
  const text = await page.getByTestId(`wallet-${code}`).getByTestId("wallet-balance").innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}
const dollars = (cents: number) =>
  `$ ${(cents / 100).toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, DEMO.username, DEMO.password);
});

test("the account record opens from the avatar menu and shows the opening credit", async ({ page }) => {
  const centre = await openFromAvatarMenu(page, "Account record");
  await expect(centre.locator('[data-page="transactionHistory"]')).toHaveAttribute("aria-current", "page");
  const history = centre.getByTestId("transaction-history");
  await expect(history.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  await history.locator("select[name=recordType]").selectOption("adjustment");
  const opening = history.getByTestId("record-line").filter({ hasText: "Balance adjustment" }).last();
  await expect(opening).toContainText("+1,000.00");
  await expect(opening).toContainText("Main wallet");

  // A period before the account existed has nothing to show.
  await history.getByRole("button", { name: "Previous 30 days" }).click();
  await expect(history).toContainText("No records in this period");
  // A custom range the wrong way round is explained, not sent.
  await history.getByRole("button", { name: "Custom" }).click();
  await history.locator("input[name=fromDate]").fill("2026-03-10");
  await history.locator("input[name=toDate]").fill("2026-03-01");
  await history.getByRole("button", { name: "Apply" }).click();
  await expect(history).toContainText("The end date must not be before the start date.");
});

test("money moves to a vendor wallet and back on the wallet page", async ({ page }) => {
  const centre = await openFromAvatarMenu(page, "Member centre");
  await centre.locator('[data-page="transferFund"]').click();
  const wallet = centre.getByTestId("transfer-fund");
  await expect(wallet.getByTestId("wallet-VLIVE")).toContainText("Velvet Live");
  const main = await cardCents(page, "MAIN");
  const vendor = await cardCents(page, "VLIVE");
  expect(main).toBeGreaterThan(1234);

  const form = wallet.getByRole("form", { name: "Transfer between wallets" });
  await form.locator("select[name=from]").selectOption("MAIN");
  await form.locator("select[name=to]").selectOption("VLIVE");
  await form.locator("input[name=amount]").fill("12.345");
  await form.getByRole("button", { name: "Transfer" }).click();
  await expect(form).toContainText("at most 2 decimal places");
  await form.locator("input[name=amount]").fill("12.34");
  await form.getByRole("button", { name: "Transfer" }).click();
  await expect(form).toContainText("$ 12.34 transferred.");
  await expect(wallet.getByTestId("wallet-VLIVE").getByTestId("wallet-balance")).toHaveText(
    dollars(vendor + 1234),
  );
  await expect(wallet.getByTestId("wallet-MAIN").getByTestId("wallet-balance")).toHaveText(
    dollars(main - 1234),
  );

  await wallet.getByRole("button", { name: "All back to main wallet" }).click();
  await expect(wallet).toContainText(`${dollars(vendor + 1234)} moved back to your main wallet.`);
  await expect(wallet.getByTestId("wallet-VLIVE").getByTestId("wallet-balance")).toHaveText(dollars(0));
  await expect(wallet.getByTestId("wallet-MAIN").getByTestId("wallet-balance")).toHaveText(
    dollars(main + vendor),
  );

  // Both sides of the transfer are in the account record.
  await centre.locator('[data-page="transactionHistory"]').click();
  const history = centre.getByTestId("transaction-history");
  await history.locator("select[name=recordType]").selectOption("transfer");
  const lines = history.getByTestId("record-line").filter({ hasText: "Velvet Live" });
  await expect(lines.filter({ hasText: "+12.34" }).first()).toBeVisible();
  await expect(
    history
      .getByTestId("record-line")
      .filter({ hasText: "Main wallet" })
      .filter({ hasText: "−12.34" })
      .first(),
  ).toBeVisible();
});
