import type { Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { DEMO_ADMIN, DEMO_FINANCE, openScreen, staffPage } from "../support/backoffice.ts";
import { expect, merchantUrl, test, useLanguage } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

/** A new player's bank transfer of $ 100.00, pending; answers the player and the order number. */
async function pendingDeposit(page: Page) {
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "bod" });
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator('[data-page="depositv2"]').click();
  await centre.locator('[data-bank="BOFA"] input[name=bankCode]').check();
  await centre.getByRole("button", { name: "$ 100.00" }).click();
  await centre.locator("input[name=depositorName]").fill("Ana Souza");
  await centre.locator("input[name=transferReference]").fill("BOFA-778102");
  await centre.getByRole("button", { name: "I have transferred" }).click();
  const result = centre.getByTestId("deposit-result");
  await expect(result).toContainText("Pending");
  const orderNo = (await result.getByTestId("deposit-order-no").innerText()).trim();
  return { username, orderNo };
}

test("finance approves a deposit from the queue and the player's balance follows", async ({
  page,
  browser,
}) => {
  test.slow();
  const { orderNo } = await pendingDeposit(page);

  const staff = await staffPage(browser, DEMO_FINANCE);
  await openScreen(staff, "Deposits");
  const row = staff.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("Pending");
  await row.click();
  const detail = staff.getByRole("complementary", { name: `Deposit ${orderNo}` });
  await expect(detail).toContainText("Ana Souza");
  await detail.getByRole("button", { name: "Approve: the money arrived" }).click();
  await expect(detail).toContainText("Approved");

  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 100.00", { timeout: 15_000 });
  await staff.context().close();
});

test("an adjustment above the threshold waits for a second person, who carries it out", async ({
  page,
  browser,
}) => {
  test.slow();
  await useLanguage(page, "en");
  const username = await signUpNewMember(page, { prefix: "bof" });

  const finance = await staffPage(browser, DEMO_FINANCE);
  await openScreen(finance, "Approvals");
  const form = finance.getByRole("form", { name: "Balance adjustment or bonus" });
  await form.getByLabel("Member").fill(username);
  await form.getByLabel("Amount").fill("60000.00");
  await form.getByLabel("Reason").fill("Goodwill for a lost jackpot");
  await form.getByRole("button", { name: "Submit" }).click();
  const waiting = form.getByRole("status");
  await expect(waiting).toContainText("Waiting for a second approval");
  const approvalId = (await waiting.innerText()).match(/#(\d+)/)?.[1];
  expect(approvalId).toBeTruthy();

  // The requester cannot approve it.
  const request = finance.getByRole("row").filter({ hasText: username });
  await request.click();
  const mine = finance.getByRole("complementary", { name: `Balance adjustment #${approvalId}` });
  await mine.getByRole("button", { name: "Approve and carry it out" }).click();
  await expect(mine.getByRole("alert")).toBeVisible();
  await page.reload();
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 0.00");

  const admin = await staffPage(browser, DEMO_ADMIN);
  await openScreen(admin, "Approvals");
  await admin.getByRole("row").filter({ hasText: username }).click();
  const theirs = admin.getByRole("complementary", { name: `Balance adjustment #${approvalId}` });
  // The requester by their name, as every screen names staff (not the operator they act through).
  const requestedBy = theirs.locator(".facts > div").filter({ hasText: "Requested by" }).locator("dd");
  await expect(requestedBy).toHaveText("demofinance");
  await theirs.getByRole("button", { name: "Approve and carry it out" }).click();
  await expect(admin.getByRole("row").filter({ hasText: username })).toHaveCount(0);

  await page.reload();
  await expect(header(page).getByTestId("balance-amount")).toHaveText(/60,?000\.00/);
  await finance.context().close();
  await admin.context().close();
});

test("finance approves and pays a withdrawal, and the player is asked to confirm receipt", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // The payout fixture merchant pays by bank account, as the withdrawal journey does.
  const username = await signUpNewMember(page, {
    prefix: "bow",
    start: merchantUrl("payout", "/"),
    paymentPassword: null,
  });
  await fundMember(request, username, "200.00", { merchant: "payout" });
  await header(page).getByTestId("header-withdraw").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  // Its registration asks no payment password: the withdraw page asks for one first.
  await centre.getByRole("button", { name: "Set payment password" }).click();
  const modal = page.getByRole("dialog", { name: "Set payment password" });
  await modal.locator("input[name=loginPassword]").fill("Sunny2026");
  await modal.locator("input[name=paymentPassword]").fill("482913");
  await modal.locator("input[name=confirmPaymentPassword]").fill("482913");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByTestId("payment-password-done")).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).last().click();
  const card = centre.getByTestId("bind-card-form");
  await card.locator("select[name=providerCode]").selectOption("CHASE");
  await card.locator("input[name=holderName]").fill("Ana Souza");
  await card.locator("input[name=loginPassword]").fill("Sunny2026");
  await card.locator("input[name=accountNumber]").fill("4830 2719 5566");
  await card.getByRole("button", { name: "Bind account" }).click();
  await expect(centre.locator(".withdraw-card")).toContainText("**** 5566");
  const form = centre.getByTestId("withdraw-form");
  await form.locator("input[name=amount]").fill("100");
  await form.locator("input[name=password]").fill("482913");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText(
    /Withdrawal (W\d{10}) of \$ 100\.00 has been requested/,
  );
  const orderNo = (await form.getByRole("status").innerText()).match(/W\d{10}/)?.[0] ?? "";

  const staff = await staffPage(browser, DEMO_ADMIN);
  await staff.getByRole("combobox", { name: "Merchant", exact: true }).selectOption("payout");
  await openScreen(staff, "Withdrawals");
  await staff.getByRole("row").filter({ hasText: orderNo }).click();
  const detail = staff.getByRole("complementary", { name: `Withdrawal ${orderNo}` });
  await expect(detail).toContainText("Ana Souza");
  await detail.getByRole("button", { name: "Approve" }).click();
  await detail.getByRole("button", { name: "Mark paid" }).click();
  await expect(detail).toContainText("Paid");

  const record = centre.getByTestId("withdraw-records").locator(".withdraw-record").first();
  await expect(record).toContainText("Paid – please confirm", { timeout: 20_000 });
  await staff.context().close();
});
