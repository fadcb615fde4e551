import { codeFromOutbox, freshMobile, header, signUpNewMember } from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

const PAYMENT_PASSWORD = "482913";
// signUpNewMember registers every player with this login password.
const LOGIN_PASSWORD = "Sunny2026";

test("a merchant that asks for an SMS code: bind a mobile first, withdraw with the code, remove a card", async ({
  page,
  request,
}) => {
  // A whole money flow through the site and the back office: more than the default 30 s on a busy machine.
  test.slow();
  const username = await signUpNewMember(page, {
    prefix: "ws",
    start: merchantUrl("smswd", "/"),
    paymentPassword: PAYMENT_PASSWORD,
  });
  await fundMember(request, username, "200.00", { merchant: "smswd" });

  await header(page).getByTestId("header-withdraw").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  const bindForm = centre.getByTestId("bind-card-form");
  for (const account of ["4830 2719 5566", "7712 0044 1234"]) {
    if (account !== "4830 2719 5566") await centre.getByRole("button", { name: "Add account" }).click();
    await bindForm.locator("select[name=providerCode]").selectOption("CHASE");
    const holder = bindForm.locator("input[name=holderName]");
    if (await holder.isEditable()) await holder.fill("Ana Souza");
    await bindForm.locator("input[name=accountNumber]").fill(account);
    await bindForm.locator("input[name=loginPassword]").fill(LOGIN_PASSWORD);
    await bindForm.getByRole("button", { name: "Bind account" }).click();
    await expect(centre.locator(".withdraw-card")).toContainText([account.slice(-4)]);
  }
  await expect(centre.locator(".withdraw-card")).toHaveCount(2);

  // Without a confirmed mobile the form cannot be sent, and says where to bind one.
  const form = centre.getByTestId("withdraw-form");
  const needsMobile = form.getByTestId("withdraw-needs-mobile");
  await expect(needsMobile).toContainText("bind and confirm a mobile number in the security centre");
  await expect(form.getByRole("button", { name: "Withdraw" })).toBeDisabled();
  await needsMobile.getByRole("button", { name: "Go to security centre" }).click();

  const mobileItem = centre.getByTestId("security-item-mobile");
  await mobileItem.getByRole("button", { name: "Bind" }).click();
  const bind = page.getByRole("dialog", { name: "Bind mobile number" });
  const mobile = freshMobile();
  await bind.locator("input[name=mobileNum]").fill(mobile);
  await bind.getByTestId("send-sms").click();
  await bind.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await bind.locator("input[name=password]").fill(LOGIN_PASSWORD);
  await bind.getByRole("button", { name: "Confirm number" }).click();
  await expect(bind).toHaveCount(0);

  await centre.locator('[data-page="withdraw"]').click();
  await expect(form.getByTestId("withdraw-needs-mobile")).toHaveCount(0);
  await expect(form).toContainText(`The code is sent by SMS to 55`);
  await form.locator("input[name=amount]").fill("50");
  await form.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form).toContainText("Please enter a valid verification code.");

  // The binding code went to this number moments ago; the server spaces codes to a number by a second.
  await page.waitForTimeout(1_100);
  await form.getByTestId("send-sms").click();
  await expect(form.getByTestId("send-sms")).toContainText("Again in");
  const code = await codeFromOutbox(request, `+55${mobile}`);
  await form.locator("input[name=verificationCode]").fill(code === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form).toContainText("The verification code is not valid.");
  await form.locator("input[name=verificationCode]").fill(code);
  await form.getByRole("button", { name: "Withdraw" }).click();
  await expect(form.getByRole("status")).toContainText(/Withdrawal W\d{10} of \$ 50\.00 has been requested/);
  await expect(centre.getByTestId("withdraw-balance")).toContainText("$ 150.00");

  // The card with the open withdrawal stays; the other one goes after a confirmation.
  const cards = form.locator(".withdraw-card-item");
  await cards.filter({ hasText: "5566" }).getByTestId("remove-card").click();
  const confirm = page.getByRole("dialog", { name: "Remove account" });
  await confirm.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await confirm.getByRole("button", { name: "Remove account" }).click();
  await expect(confirm.getByRole("alert")).toContainText("still open");
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await cards.filter({ hasText: "1234" }).getByTestId("remove-card").click();
  await confirm.locator("input[name=password]").fill("000000");
  await confirm.getByRole("button", { name: "Remove account" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("The payment password is not correct.");
  await confirm.locator("input[name=password]").fill(PAYMENT_PASSWORD);
  await confirm.getByRole("button", { name: "Remove account" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("5566");
  await expect(centre.getByTestId("withdraw-records").locator(".withdraw-record").first()).toContainText(
    "5566",
  );
});
