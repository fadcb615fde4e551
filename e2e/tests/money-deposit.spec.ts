import type { Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test, useLanguage } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";

/** A new player (an empty wallet), in English, on the deposit page of the member centre. */
async function openDeposit(page: Page) {
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "dep" });
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 0.00");
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator('[data-page="depositv2"]').click();
  await expect(centre.getByRole("heading", { name: "Deposit", exact: true })).toBeVisible();
  return centre;
}

test("a bank transfer approved by the operator reaches the header balance", async ({ page, request }) => {
  const centre = await openDeposit(page);
  // The first channel is the bank transfer, with the merchant's receiving account to copy.
  await expect(centre.locator('[data-channel="bank-transfer"]')).toHaveClass(/is-active/);
  await expect(centre.locator('[data-bank="CHASE"]')).toContainText("4830 2719 5566");
  await centre.locator('[data-bank="BOFA"] input[name=bankCode]').check();
  await expect(centre.locator('[data-bank="BOFA"]')).toContainText("Banca Demo Payments LLC");

  // Limits are checked before anything is sent.
  await centre.locator("input[name=amount]").fill("5");
  await centre.locator("input[name=depositorName]").fill("Ana Souza");
  await centre.getByRole("button", { name: "I have transferred" }).click();
  await expect(centre.getByRole("alert")).toContainText("The minimum for this method is $ 10.00.");

  await centre.getByRole("button", { name: "$ 100.00" }).click();
  await expect(centre.locator("input[name=amount]")).toHaveValue("100");
  await centre.locator("input[name=transferReference]").fill("BOFA-778102");
  await centre.getByRole("button", { name: "I have transferred" }).click();
  const result = centre.getByTestId("deposit-result");
  await expect(result).toContainText("Transfer submitted");
  await expect(result).toContainText("Pending");
  const orderNo = (await result.getByTestId("deposit-order-no").innerText()).trim();
  expect(orderNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);
  await expect(centre.locator(`[data-order="${orderNo}"]`)).toContainText("Pending");

  const approved = await request.post("/admin/api/deposits/approve", {
    headers: operatorHeaders(),
    data: { orderNo },
  });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).value).toMatchObject({ orderNo, status: "approved", amount: "100.00" });

  // The page polls while the deposit waits; the header follows as soon as it is approved.
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 100.00", { timeout: 15_000 });
  await expect(result).toContainText("Deposit credited to your wallet");
  await expect(centre.locator(`[data-order="${orderNo}"]`)).toContainText("Approved");
});

test("a gateway deposit paid on the sandbox page credits the wallet", async ({ page }) => {
  const centre = await openDeposit(page);
  await centre.locator('[data-channel="sandbox-pay"]').click();
  await centre.locator("input[name=amount]").fill("42.50");
  const popupOpened = page.waitForEvent("popup");
  await centre.getByRole("button", { name: "Continue to payment" }).click();
  const payment = await popupOpened;
  await expect(payment.getByTestId("sandbox-amount")).toHaveText("USD 42.50");
  await expect(centre.getByTestId("deposit-result")).toContainText("Complete your payment");
  await payment.getByRole("button", { name: "Pay USD 42.50" }).click();
  await expect(payment.getByRole("status")).toHaveText("Payment successful");
  await payment.close();

  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 42.50", { timeout: 15_000 });
  await expect(centre.getByTestId("deposit-result")).toContainText("Deposit credited to your wallet");
});

test("a QR deposit shows the code to scan and can be cancelled", async ({ page }) => {
  const centre = await openDeposit(page);
  await centre.locator('[data-channel="qr-pay"]').click();
  await centre.getByRole("button", { name: "$ 50.00" }).click();
  await centre.getByRole("button", { name: "Show QR code" }).click();
  const result = centre.getByTestId("deposit-result");
  await expect(result.getByRole("img", { name: "QR code to pay $ 50.00" })).toBeVisible();
  await expect(result).toContainText(/Expires in (29|30):\d\d/);
  const orderNo = (await result.getByTestId("deposit-order-no").innerText()).trim();
  const line = centre.locator(`[data-order="${orderNo}"]`);
  await line.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toContainText("Cancelled");
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 0.00");
});
