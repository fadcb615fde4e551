import type { APIRequestContext, Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { fundMember, operatorHeaders } from "../support/operator.ts";

// A 1×1 PNG, the proof a player photographs of their bank app.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

// signUpNewMember registers every player with this login password.
const LOGIN_PASSWORD = "Sunny2026";

/** A new player of `merchant` with `amount` in the wallet, on the withdraw page of the member centre. */
async function openWithdraw(
  page: Page,
  request: APIRequestContext,
  merchant: string,
  paymentPassword?: string,
) {
  const username = await signUpNewMember(page, {
    prefix: "wd",
    start: merchantUrl(merchant, "/"),
    paymentPassword: paymentPassword ?? null,
  });
  await fundMember(request, username, "200.00", { merchant });
  await header(page).getByTestId("header-withdraw").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.getByTestId("withdraw-page")).toBeVisible();
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 200.00");
  return { centre, username };
}

async function bindBankCard(centre: ReturnType<Page["getByRole"]>, holderName: string) {
  const form = centre.getByTestId("bind-card-form");
  await form.locator("select[name=providerCode]").selectOption("CHASE");
  await form.locator("input[name=holderName]").fill(holderName);
  // A new destination is proven by the login password.
  await form.locator("input[name=loginPassword]").fill(LOGIN_PASSWORD);
  await form.locator("input[name=accountNumber]").fill("12ab");
  await form.getByRole("button", { name: "Bind account" }).click();
  await expect(form.getByRole("alert")).toHaveText("This account number is not valid.");
  await form.locator("input[name=accountNumber]").fill("4830 2719 5566");
  await form.locator("input[name=loginPassword]").fill("Wrong2026");
  await form.getByRole("button", { name: "Bind account" }).click();
  await expect(form.getByRole("alert")).toHaveText("The current password is not correct.");
  await expect(form.locator("input[name=loginPassword]")).toHaveAttribute("aria-invalid", "true");
  await form.locator("input[name=loginPassword]").fill(LOGIN_PASSWORD);
  await form.getByRole("button", { name: "Bind account" }).click();
  await expect(centre.locator(".withdraw-card")).toContainText("**** 5566");
}

/** The operator approves and pays the player's newest withdrawal; answers its id. */
async function approveAndPay(
  request: APIRequestContext,
  merchant: string,
  username: string,
): Promise<number> {
  const listed = await request.get("/admin/api/withdrawals?status=pending", {
    headers: operatorHeaders(merchant),
  });
  const row = (await listed.json()).value.list.find(
    (item: { username: string }) => item.username === username,
  );
  expect(row).toBeTruthy();
  for (const step of ["approve", "pay"]) {
    const answer = await request.post(`/admin/api/withdrawals/${step}`, {
      headers: operatorHeaders(merchant),
      data: { id: row.id },
    });
    expect((await answer.json()).success).toBe(true);
  }
  return row.id;
}

test("set a payment password, bind a card, withdraw, get paid and confirm a partial receipt with proof", async ({
  page,
  request,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  const { centre, username } = await openWithdraw(page, request, "payout");

  // No payment password yet: the page asks for one first.
  await centre.getByRole("button", { name: "Set payment password" }).click();
  const modal = page.getByRole("dialog", { name: "Set payment password" });
  await modal.locator("input[name=loginPassword]").fill(LOGIN_PASSWORD);
  await modal.locator("input[name=paymentPassword]").fill("135790");
  await modal.locator("input[name=confirmPaymentPassword]").fill("135791");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByRole("alert")).toHaveText("The confirmation password is not correct.");
  await modal.locator("input[name=confirmPaymentPassword]").fill("135790");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByTestId("payment-password-done")).toContainText("Your payment password is set.");
  await modal.getByRole("button", { name: "Close" }).last().click();
  await expect(centre.getByRole("button", { name: "Set payment password" })).toHaveCount(0);

  await bindBankCard(centre, "Ana Souza");

  const form = centre.getByTestId("withdraw-form");
  await form.locator("input[name=amount]").fill("100");
  await expect(centre.getByTestId("withdraw-fee")).toContainText("$ 1.00");
  await expect(centre.getByTestId("withdraw-fee")).toContainText("$ 99.00");
  await form.locator("input[name=password]").fill("000000");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("alert")).toHaveText("The payment password is not correct.");
  await form.locator("input[name=password]").fill("135790");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText(/Withdrawal W\d{10} of \$ 100\.00 has been requested/);
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 100.00");
  const records = centre.getByTestId("withdraw-records");
  await expect(records.locator(".withdraw-record").first()).toContainText("Pending");

  const id = await approveAndPay(request, "payout", username);
  // The records poll while a withdrawal is on its way.
  const record = records.locator(".withdraw-record").first();
  await expect(record).toContainText("Paid – please confirm", { timeout: 20_000 });
  await record.getByRole("button", { name: "Confirm receipt" }).click();

  const dialog = page.getByRole("dialog", { name: "Withdrawal confirmation" });
  await dialog.getByText("Partially received", { exact: true }).click();
  await dialog.locator("input[name=receivedAmount]").fill("60");
  await expect(dialog.getByTestId("withdraw-remaining")).toContainText("$ 39.00");
  await dialog
    .locator("input[name=proof]")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(dialog.getByRole("alert")).toHaveText("Only png or jpg images are accepted.");
  await dialog
    .locator("input[name=proof]")
    .setInputFiles({ name: "bank-app.png", mimeType: "image/png", buffer: PNG });
  const preview = dialog.locator(".image-picker__item img");
  await expect(preview).toHaveCount(1);
  // The preview really shows (the site's content policy refuses some image sources).
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(record).toContainText("Under review");
  await expect(record).toContainText("received $ 60.00, remaining $ 39.00");

  const detail = await request.get(`/admin/api/withdrawals/detail?id=${id}`, {
    headers: operatorHeaders("payout"),
  });
  const value = (await detail.json()).value;
  expect(value.withdrawal).toMatchObject({
    status: "disputed",
    confirmation: "partially_received",
    remainingAmount: "39.00",
  });
  expect(value.proofs).toHaveLength(1);
  expect(value.proofs[0].dataUrl).toMatch(/^data:image\/png;base64,/);
});

test("a paid withdrawal nobody confirms counts as received after the merchant's short time", async ({
  page,
  request,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  const { centre, username } = await openWithdraw(page, request, "autoreceipt", "482913");
  await bindBankCard(centre, "Bruno Lima");
  const form = centre.getByTestId("withdraw-form");
  await form.locator("input[name=amount]").fill("20");
  await form.locator("input[name=password]").fill("482913");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText("has been requested");

  const id = await approveAndPay(request, "autoreceipt", username);
  const record = centre.getByTestId("withdraw-records").locator(".withdraw-record").first();
  await expect(record).toContainText("Counted as received", { timeout: 30_000 });
  await expect(record).toContainText("Completed");
  await expect(record.getByRole("button", { name: "Confirm receipt" })).toHaveCount(0);

  const detail = await request.get(`/admin/api/withdrawals/detail?id=${id}`, {
    headers: operatorHeaders("autoreceipt"),
  });
  expect((await detail.json()).value.withdrawal).toMatchObject({
    status: "completed",
    confirmation: "forced",
  });
  // A forced receipt is final: no refund.
  const refund = await request.post("/admin/api/withdrawals/resolve", {
    headers: operatorHeaders("autoreceipt"),
    data: { id, outcome: "refunded", note: "asked for it back" },
  });
  expect((await refund.json()).errorCode).toBe("withdrawal.state");
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 180.00");
});
