import { header, logIn, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

// The demo merchant seeds luckyrio ($250.00) under the agent demoagent. No other test logs in as
// luckyrio, so the amounts below are exact.
const PLAYER = "luckyrio";
const PASSWORD = "Lucky2026";
const PAYMENT_PASSWORD = "246813";

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
});

test("a downline sets a payment password and transfers part of the balance to the upline", async ({
  page,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  await page.goto("/");
  await logIn(page, PLAYER, PASSWORD);
  const balance = header(page).getByTestId("balance-amount");
  await expect(balance).toHaveText("$ 250.00");

  await header(page)
    .getByRole("button", { name: `Account menu for ${PLAYER}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });

  // The seeded account has no payment password yet: it is set from my account.
  const item = centre.getByTestId("security-item-paymentPassword");
  await expect(item).toContainText("Not set");
  await item.getByRole("button", { name: "Set" }).click();
  const dialog = page.getByRole("dialog", { name: "Set payment password" });
  await dialog.locator("input[name=loginPassword]").fill(PASSWORD);
  await dialog.locator("input[name=paymentPassword]").fill(PAYMENT_PASSWORD);
  await dialog.locator("input[name=confirmPaymentPassword]").fill(PAYMENT_PASSWORD);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByTestId("payment-password-done").getByRole("button", { name: "Close" }).click();
  await expect(item).toContainText("On");

  await centre.locator('[data-page="transferUpline"]').click();
  const transfer = centre.getByTestId("transfer-upline");
  await expect(transfer.getByTestId("upline-account")).toHaveText("demoagent");
  await expect(transfer.getByTestId("upline-balance")).toHaveText("$250.00");
  await expect(transfer).toContainText("No transfers yet.");

  // A wrong payment password is refused under its field, and no money moves.
  await transfer.locator("input[name=amount]").fill("40.50");
  await transfer.locator("input[name=password]").fill("000000");
  await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(transfer.getByText("The payment password is not correct.")).toBeVisible();
  await expect(transfer.getByTestId("upline-done")).toHaveCount(0);
  await expect(transfer.getByTestId("upline-balance")).toHaveText("$250.00");
  await expect(transfer).toContainText("No transfers yet.");
  await expect(balance).toHaveText("$ 250.00");

  await transfer.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(transfer.getByTestId("upline-done")).toHaveText("$40.50 was sent to demoagent.");
  const records = transfer.getByTestId("upline-records");
  await expect(records.locator("tbody tr")).toHaveCount(1);
  await expect(records.locator("tbody tr").first()).toContainText("demoagent");
  await expect(records.locator("tbody tr").first()).toContainText("$40.50");
  await expect(transfer.getByTestId("upline-balance")).toHaveText("$209.50");
  // 250.00 − 40.50: the refused attempt took nothing.
  await expect(balance).toHaveText("$ 209.50");
});
