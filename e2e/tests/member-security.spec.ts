import { Secret, TOTP } from "otpauth";
import {
  codeFromOutbox,
  freshMobile,
  freshUsername,
  header,
  newMember,
  playAsNewVisitor,
} from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const PASSWORD = "Secure2026";

async function openMemberCentre(page: import("@playwright/test").Page, account: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${account}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre).toBeVisible();
  return centre;
}

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
});

test("the member centre opens on my account; a number is bound with its code and the login password, an e-mail with a code to that number", async ({
  page,
  request,
}) => {
  const username = freshUsername("sec");
  await newMember(page, { username, password: PASSWORD, paymentPassword: "482913" });
  const centre = await openMemberCentre(page, username);

  // securityCenter is the default page: the password items are on, mobile and e-mail are not.
  await expect(centre.locator('[data-page="securityCenter"]')).toHaveAttribute("aria-current", "page");
  const security = centre.getByTestId("security-center");
  await expect(security).toContainText(username);
  await expect(security.getByTestId("security-level")).toContainText("2 of 5 protections on");
  const mobileItem = security.getByTestId("security-item-mobile");
  await expect(mobileItem).toContainText("Not set");

  await mobileItem.getByRole("button", { name: "Bind" }).click();
  const dialog = page.getByRole("dialog", { name: "Bind mobile number" });
  const mobile = freshMobile();
  await dialog.locator("input[name=mobileNum]").fill(mobile);
  await dialog.getByTestId("send-sms").click();
  await expect(dialog.getByTestId("send-sms")).toContainText("Again in");
  // Even a first number asks for the login password: a session left open must not bind its own.
  const password = dialog.locator("input[name=password]");
  await dialog.locator("input[name=verificationCode]").fill("000000");
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(dialog).toContainText("The verification code is not valid.");
  await dialog.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await password.fill("Wrong2026");
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  // The server's refusal shows under the password, and the code is still good afterwards.
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("The current password is not correct.");
  await screenshotEverySize(page, "security-bind-mobile");
  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm number" }).click();
  await expect(dialog).toHaveCount(0);

  await expect(mobileItem).toContainText(`55${"*".repeat(mobile.length - 4)}${mobile.slice(-4)}`);
  await expect(mobileItem).toContainText("On");
  await expect(security.getByTestId("security-level")).toContainText("3 of 5 protections on");
  // With a confirmed number, an e-mail can be bound with a code sent to that number instead of the
  // password: only the phone's owner reads it.
  const emailItem = security.getByTestId("security-item-email");
  await emailItem.getByRole("button", { name: "Bind" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Bind e-mail" });
  const email = `${username}@example.com`;
  await emailDialog.locator("input[name=email]").fill(email);
  // The server spaces code requests and look-ups from one address by a second, and binding the
  // number looked it up just now.
  await page.waitForTimeout(1_100);
  await emailDialog.getByTestId("send-sms").click();
  await emailDialog.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, email));
  const masked = `55${"*".repeat(mobile.length - 4)}${mobile.slice(-4)}`;
  await emailDialog.getByRole("button", { name: `Use a code sent to ${masked} instead` }).click();
  await expect(emailDialog.locator("input[name=password]")).toHaveCount(0);
  // The server spaces code requests from one address by a second.
  await page.waitForTimeout(1_100);
  await emailDialog.getByTestId("send-owner-code").click();
  await expect(emailDialog.getByTestId("send-owner-code")).toContainText("Again in");
  await emailDialog.locator("input[name=ownerCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await emailDialog.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(emailDialog).toHaveCount(0);
  await expect(emailItem).toContainText("On");
  await expect(security.getByTestId("security-level")).toContainText("4 of 5 protections on");

  // Changing the bound number asks for the login password too.
  await mobileItem.getByRole("button", { name: "Change" }).click();
  const change = page.getByRole("dialog", { name: "Change mobile number" });
  await expect(change.locator("input[name=password]")).toBeVisible();
  await change.getByRole("button", { name: "Close" }).click();

  // The login password row opens the change-password dialog.
  await security.getByTestId("security-item-loginPassword").getByRole("button", { name: "Change" }).click();
  await expect(page.getByTestId("change-password")).toBeVisible();
});

test("an authenticator app is bound from my account with a code of the app, then removed", async ({
  page,
}) => {
  const username = freshUsername("app");
  await newMember(page, { username, password: PASSWORD, paymentPassword: "482913" });
  const centre = await openMemberCentre(page, username);
  const security = centre.getByTestId("security-center");
  await expect(security.getByTestId("security-level")).toContainText("2 of 5 protections on");

  // Its key shows as a QR code and as text; a code of the app and the login password bind it.
  const appItem = security.getByTestId("security-item-authenticator");
  await appItem.getByRole("button", { name: "Bind" }).click();
  const appDialog = page.getByRole("dialog", { name: "Bind an authenticator app" });
  const key = (await appDialog.getByTestId("authenticator-secret").textContent())?.replace(/\s/g, "") ?? "";
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    appDialog.getByRole("img", { name: "QR code for your authenticator app" }).locator("img"),
  ).toBeVisible();
  await screenshotEverySize(page, "security-authenticator");
  const app = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key) });
  await appDialog.locator("input[name=code]").fill(app.generate());
  await appDialog.locator("input[name=password]").fill(PASSWORD);
  await appDialog.getByRole("button", { name: "Bind app" }).click();
  await expect(appDialog).toHaveCount(0);
  await expect(appItem).toContainText("On");
  await expect(security.getByTestId("security-level")).toContainText("3 of 5 protections on");

  // A lost phone does not lock it on: the login password alone removes it.
  await appItem.getByRole("button", { name: "Remove" }).click();
  const removal = page.getByRole("dialog", { name: "Remove authenticator app" });
  await removal.locator("input[name=password]").fill(PASSWORD);
  await removal.getByRole("button", { name: "Remove app" }).click();
  await expect(removal).toHaveCount(0);
  await expect(appItem).toContainText("Not set");
});

test("the profile saves the names and birthday, then locks the real name", async ({ page }) => {
  // Registration, two saves, a reload and the member centre twice: past 30 s on a busy two-core runner.
  test.slow();
  const username = freshUsername("pro");
  await newMember(page, { username, password: PASSWORD, paymentPassword: "482913" });
  const centre = await openMemberCentre(page, username);
  await centre.locator('[data-page="profile"]').click();
  const form = centre.getByTestId("profile-form");
  await expect(form.locator("input[name=account]")).toHaveValue(username);

  await form.locator("input[name=payeeName]").fill("M4ria");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.locator("input[name=payeeName]")).toHaveAttribute("aria-invalid", "true");

  await form.locator("input[name=nickname]").fill("Lucky Maria");
  await form.locator("input[name=payeeName]").fill("Maria Silva");
  await form.locator("input[name=birthday]").fill("1990-05-17");
  await form.locator("input[name=whatsapp]").fill("5511987654321");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByTestId("profile-saved")).toBeVisible();
  await expect(form.locator("input[name=payeeName]")).toHaveAttribute("readonly", "");
  await expect(form.locator("input[name=birthday]")).toHaveAttribute("readonly", "");

  // Saved on the server: a fresh load shows the same profile.
  await page.reload();
  const again = await openMemberCentre(page, username);
  await again.locator('[data-page="profile"]').click();
  await expect(again.locator("input[name=nickname]")).toHaveValue("Lucky Maria");
  await expect(again.locator("input[name=payeeName]")).toHaveValue("Maria Silva");
  await expect(again.locator("input[name=whatsapp]")).toHaveValue("5511987654321");
  // A member without an upline does not see the transfer to upline.
  await expect(again.locator('[data-page="transferUpline"]')).toHaveCount(0);
});

test("a payment password is set from my account, then offered for change", async ({ page }) => {
  // This merchant's registration does not ask for a payment password.
  const username = freshUsername("pay");
  await newMember(page, { username, password: PASSWORD, start: merchantUrl("payout", "/") });
  const centre = await openMemberCentre(page, username);
  const security = centre.getByTestId("security-center");
  const item = security.getByTestId("security-item-paymentPassword");
  await expect(item).toContainText("Not set");
  await expect(security.getByTestId("security-level")).toContainText("1 of 5 protections on");

  // The dialog opens over the member centre, which stays open beneath it.
  await item.getByRole("button", { name: "Set" }).click();
  const dialog = page.getByRole("dialog", { name: "Set payment password" });
  // The first payment password is proven by the login password.
  await dialog.locator("input[name=loginPassword]").fill(PASSWORD);
  await dialog.locator("input[name=paymentPassword]").fill("482913");
  await dialog.locator("input[name=confirmPaymentPassword]").fill("482914");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The confirmation password is not correct.");
  await dialog.locator("input[name=confirmPaymentPassword]").fill("482913");
  await dialog.locator("input[name=loginPassword]").fill("Wrong2026");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The current password is not correct.");
  await expect(dialog.locator("input[name=loginPassword]")).toHaveAttribute("aria-invalid", "true");
  await dialog.locator("input[name=loginPassword]").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("payment-password-done")).toContainText("Your payment password is set.");
  await dialog.getByTestId("payment-password-done").getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(centre).toBeVisible();

  await expect(item).toContainText("On");
  await expect(security.getByTestId("security-level")).toContainText("2 of 5 protections on");
  // Once set, the same row changes it, proven by the current one.
  await item.getByRole("button", { name: "Change" }).click();
  const change = page.getByRole("dialog", { name: "Change payment password" });
  await change.locator("input[name=oldPaymentPassword]").fill("000000");
  await change.locator("input[name=paymentPassword]").fill("135790");
  await change.locator("input[name=confirmPaymentPassword]").fill("135790");
  await change.getByRole("button", { name: "Change", exact: true }).click();
  await expect(change.getByRole("alert")).toHaveText("The payment password is not correct.");
  await change.locator("input[name=oldPaymentPassword]").fill("482913");
  await change.getByRole("button", { name: "Change", exact: true }).click();
  await expect(change.getByTestId("payment-password-done")).toContainText(
    "Your payment password has been changed.",
  );
  await page.keyboard.press("Escape");
  await expect(change).toHaveCount(0);
  await expect(centre).toBeVisible();
});
