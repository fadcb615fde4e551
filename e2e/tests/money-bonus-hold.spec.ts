import {
  freshMobile,
  freshUsername,
  header,
  newMember,
  playAsNewVisitor,
  registerByMobile,
  signUpNewMember,
} from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { fundMember, operatorHeaders } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const PASSWORD = "Sunny2026";
// registerByMobile sets this payment password.
const PAYMENT_PASSWORD = "135790";
// signUpNewMember sets this one.
const SIGN_UP_PAYMENT_PASSWORD = "482913";

test("a claimed welcome bonus is held until wagered: the withdraw page shows what can go and the wagering left", async ({
  page,
  request,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  await playAsNewVisitor(page);
  // Registering by mobile confirms the number, which the demo's welcome bonus asks for.
  const mobile = freshMobile();
  await registerByMobile(page, request, mobile, PASSWORD);

  await page.locator(".side-menu").getByRole("link", { name: "Promotions" }).click();
  const card = page.getByTestId("promo-card").filter({ hasText: "A $10 welcome bonus" });
  await card.getByRole("link", { name: "Claim" }).click();
  const detail = page.getByTestId("promotion-detail");
  await expect(detail.locator(".promo-rules")).toContainText(
    "Your account needs a verified mobile number to claim it.",
  );
  await detail.getByRole("button", { name: "Claim" }).click();
  await expect(detail.getByTestId("promo-status")).toHaveText("Claimed");
  const balance = header(page).getByTestId("balance-amount");
  await expect(balance).toHaveText("$ 10.00");

  await header(page).getByTestId("header-withdraw").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 10.00");
  await expect(centre.getByTestId("withdraw-withdrawable")).toContainText("$ 0.00");
  await expect(centre.getByTestId("withdraw-bonus-hold")).toHaveText(
    "$ 10.00 of your balance is a bonus still being wagered. Bet $ 50.00 more to release it; until then you can withdraw $ 0.00.",
  );

  const bind = centre.getByTestId("bind-card-form");
  await bind.locator("select[name=providerCode]").selectOption("CHASE");
  await bind.locator("input[name=holderName]").fill("Ana Souza");
  // A new destination is proven by the login password.
  await bind.locator("input[name=loginPassword]").fill(PASSWORD);
  await bind.locator("input[name=accountNumber]").fill("4830 2719 5566");
  await bind.getByRole("button", { name: "Bind account" }).click();
  await expect(centre.locator(".withdraw-card")).toContainText("**** 5566");

  // The bonus itself cannot be withdrawn.
  const form = centre.getByTestId("withdraw-form");
  await form.locator("input[name=amount]").fill("10");
  await form.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByText("Part of your balance is a bonus still being wagered.")).toBeVisible();
  await expect(centre.locator(".withdraw-record")).toHaveCount(0);

  // The member's own money goes at once; the bonus stays behind.
  await fundMember(request, mobile, "100.00");
  await centre.locator('[data-page="bonusDetails"]').click();
  await centre.locator('[data-page="withdraw"]').click();
  await expect(centre.getByTestId("withdraw-withdrawable")).toContainText("$ 100.00");
  await expect(centre.getByTestId("withdraw-bonus-hold")).toContainText("Bet $ 50.00 more");
  await form.locator("input[name=amount]").fill("100");
  await form.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText(/Withdrawal W\d{10} of \$ 100\.00 has been requested/);
  await expect(centre.getByTestId("withdraw-withdrawable")).toContainText("$ 0.00");
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 10.00");
});

test("a downline cannot send a bonus still being wagered to the upline: the transfer page says why", async ({
  page,
  request,
}) => {
  test.slow();
  // Registered under the demo agent's affiliate code: the agent is this player's upline.
  const username = freshUsername("bu");
  await newMember(page, {
    username,
    password: PASSWORD,
    paymentPassword: "482913",
    affiliateCode: "RIOAGENT",
  });
  const granted = await request.post("/admin/api/bonus/grant", {
    headers: operatorHeaders(),
    data: { username, amount: "10.00", reason: "Welcome bonus", turnoverMultiplier: 5 },
  });
  expect((await granted.json()).success).toBe(true);
  await header(page).getByRole("button", { name: "Refresh balance" }).click();
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 10.00");

  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator('[data-page="transferUpline"]').click();
  const transfer = centre.getByTestId("transfer-upline");
  await expect(transfer.getByTestId("upline-account")).toHaveText("demoagent");
  await expect(transfer.getByTestId("upline-balance")).toHaveText("$10.00");
  await transfer.locator("input[name=amount]").fill("10");
  await transfer.locator("input[name=password]").fill("482913");
  await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(transfer.getByText("Part of your balance is a bonus still being wagered.")).toBeVisible();
  await expect(transfer.getByTestId("upline-done")).toHaveCount(0);
  await expect(transfer).toContainText("No transfers yet.");
  await expect(transfer.getByTestId("upline-balance")).toHaveText("$10.00");
});

test("a player forfeits a held bonus from the withdraw page, confirmed in figures, and withdraws the cash deposited", async ({
  page,
  request,
}) => {
  test.slow();
  const username = await signUpNewMember(page, { prefix: "bf" });
  const granted = await request.post("/admin/api/bonus/grant", {
    headers: operatorHeaders(),
    data: { username, amount: "10.00", reason: "Reload bonus", turnoverMultiplier: 5 },
  });
  expect((await granted.json()).success).toBe(true);
  await fundMember(request, username, "100.00");

  const centre = await openMemberCentrePage(page, username, "withdraw");
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 110.00");
  await expect(centre.getByTestId("withdraw-bonus-hold")).toHaveText(
    "$ 10.00 of your balance is a bonus still being wagered. Bet $ 50.00 more to release it; until then you can withdraw $ 100.00.",
  );
  const bind = centre.getByTestId("bind-card-form");
  await bind.locator("select[name=providerCode]").selectOption("CHASE");
  await bind.locator("input[name=holderName]").fill("Ana Souza");
  await bind.locator("input[name=loginPassword]").fill(PASSWORD);
  await bind.locator("input[name=accountNumber]").fill("4830 2719 7788");
  await bind.getByRole("button", { name: "Bind account" }).click();
  await expect(centre.locator(".withdraw-card")).toContainText("**** 7788");
  await screenshotEverySize(page, "withdraw-bonus-forfeit-notice", {
    sizes: [
      [1280, 900],
      [390, 844],
    ],
  });

  await centre.getByRole("button", { name: "Forfeit bonus to withdraw" }).click();
  const dialog = page.getByRole("dialog", { name: "Forfeit bonus" });
  const figures = dialog.getByTestId("forfeit-figures");
  await expect(figures).toContainText("Bonus$ 10.00");
  await expect(figures).toContainText("Forfeited$ 10.00");
  await expect(figures).toContainText("Wagering cleared$ 50.00");
  await expect(figures).toContainText("Balance after$ 100.00");
  await expect(figures).toContainText("Withdrawable after$ 100.00");
  await expect(dialog.getByTestId("forfeit-summary")).toHaveText(
    "$ 10.00 goes back and $ 100.00 becomes withdrawable.",
  );
  await screenshotEverySize(page, "withdraw-bonus-forfeit-dialog", {
    sizes: [
      [1280, 900],
      [390, 844],
    ],
  });
  // The payment password proves the owner, as for a withdrawal.
  await dialog.getByRole("button", { name: "Forfeit bonus" }).click();
  await expect(dialog.getByText("Please enter the withdrawal password.")).toBeVisible();
  await dialog.locator("input[name=password]").fill("111111");
  await dialog.getByRole("button", { name: "Forfeit bonus" }).click();
  await expect(dialog.getByText("The payment password is not correct.")).toBeVisible();
  await expect(centre.getByTestId("withdraw-bonus-hold")).toBeVisible();
  await dialog.locator("input[name=password]").fill(SIGN_UP_PAYMENT_PASSWORD);
  await dialog.getByRole("button", { name: "Forfeit bonus" }).click();
  await expect(dialog).toHaveCount(0);

  await expect(centre.getByTestId("withdraw-forfeit-done")).toHaveText(
    "Bonus forfeited. You can now withdraw $ 100.00.",
  );
  await expect(centre.getByTestId("withdraw-bonus-hold")).toHaveCount(0);
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 100.00");
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 100.00");

  const form = centre.getByTestId("withdraw-form");
  await form.locator("input[name=amount]").fill("100");
  await form.locator("input[name=password]").fill(SIGN_UP_PAYMENT_PASSWORD);
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText(/Withdrawal W\d{10} of \$ 100\.00 has been requested/);
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 0.00");
});
