import {
  codeFromOutbox,
  freshMobile,
  freshUsername,
  header,
  logIn,
  logOut,
  messageFromOutbox,
  newMember,
  openLogin,
  playAsNewVisitor,
  registerByMobile,
  registerByUsername,
} from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Registrations hash passwords with argon2id and seal their bodies: these tests take longer.
  test.slow();
  await playAsNewVisitor(page);
});

test("the default password 123456 forces a change that only logging out avoids", async ({ page }) => {
  // This brand's password rule takes digits only, so 123456 is a password a player can have.
  const username = freshUsername("pin");
  await page.goto(merchantUrl("pin", "/"));
  await registerByUsername(page, { username, password: "123456" });

  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog.getByTestId("forced-change")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // It cannot be dismissed: no close button, Escape and a click outside leave it open.
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  // The password just typed is known: the form does not ask for it again.
  await expect(dialog.locator("input[name=oldPassword]")).toHaveCount(0);
  await expect(page.getByTestId("member-account")).toHaveCount(0);

  await dialog.locator("input[name=newPassword]").fill("123456");
  await dialog.locator("input[name=confirmNewPassword]").fill("123456");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("Choose a password other than the default one.")).toBeVisible();

  await dialog.locator("input[name=newPassword]").fill("20242025");
  await dialog.locator("input[name=confirmNewPassword]").fill("20242026");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The two entries are inconsistent")).toBeVisible();
  await dialog.locator("input[name=confirmNewPassword]").fill("20242025");
  await dialog.getByRole("button", { name: "Change password" }).click();

  // Every session ended on the server: the login popup follows, and the new password works.
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login.getByTestId("login-notice")).toHaveText(
    "Your password was changed. Please log in with the new password.",
  );
  await expect(dialog).toHaveCount(0);
  await login.locator("input[name=username]").fill(username);
  await login.locator("input[name=password]").fill("20242025");
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);
  await expect(page.getByTestId("change-password")).toHaveCount(0);
});

test("an account the server holds for a password change makes no call it refuses, reloaded or not", async ({
  page,
}) => {
  // The server refuses a flagged account's member calls (decision 010): the site must not make them.
  const refused: string[] = [];
  page.on("response", async (response) => {
    if (response.status() !== 403) return;
    const body = await response.json().catch(() => null);
    if (body?.errorCode === "password.change.required") refused.push(new URL(response.url()).pathname);
  });
  const username = freshUsername("pinf");
  await page.goto(merchantUrl("pin", "/"));
  await registerByUsername(page, { username, password: "123456" });
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await dialog.getByRole("button", { name: "Log out instead" }).click();
  await expect(dialog).toHaveCount(0);

  // A log-in with the default password flags the account on the server.
  const login = await openLogin(page);
  await login.locator("input[name=username]").fill(username);
  await login.locator("input[name=password]").fill("123456");
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(dialog.getByTestId("forced-change")).toBeVisible();
  await page.reload();
  await expect(dialog.getByTestId("forced-change")).toBeVisible();
  await expect(page.getByTestId("member-account")).toHaveCount(0);

  // After the reload the password is no longer known: the form asks for it.
  await dialog.locator("input[name=oldPassword]").fill("123456");
  await dialog.locator("input[name=newPassword]").fill("20252026");
  await dialog.locator("input[name=confirmNewPassword]").fill("20252026");
  await dialog.getByRole("button", { name: "Change password" }).click();
  const again = page.getByRole("dialog", { name: "Log in" });
  await again.locator("input[name=username]").fill(username);
  await again.locator("input[name=password]").fill("20252026");
  await again.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);
  expect(refused).toEqual([]);
});

test("a player who forgot the password resets it by phone and is logged in with the new one", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await registerByMobile(page, request, mobile, "Before123");
  await logOut(page, mobile);

  const login = await openLogin(page);
  await login.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot password" });
  await dialog.getByRole("tab", { name: "By mobile number" }).click();
  const form = dialog.getByTestId("forgot-phone");
  await form.locator("input[name=mobileNum]").fill(mobile);
  await form.getByTestId("send-sms").click();
  await expect(form.getByTestId("send-sms")).toHaveText(/^Again in \d+ s$/);
  await form.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await form.locator("input[name=newPassword]").fill("After1234");
  await form.locator("input[name=confirmNewPassword]").fill("After1234");
  await form.getByRole("button", { name: "Set new password" }).click();

  await expect(page.getByTestId("member-account")).toHaveText(mobile);
  await expect(dialog).toHaveCount(0);
  await logOut(page, mobile);
  await logIn(page, mobile, "After1234");
});

test("a reset e-mail's link opens the new-password step; the old password stops working", async ({
  page,
  request,
}) => {
  const username = freshUsername("mail");
  const email = `${username}@example.com`;
  await newMember(page, { username, password: "Mail2024x", paymentPassword: "975310" });
  // Reset e-mails go only to an address confirmed by its code: the member binds it first.
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.getByTestId("security-item-email").getByRole("button", { name: "Bind" }).click();
  const bind = page.getByRole("dialog", { name: "Bind e-mail" });
  await bind.locator("input[name=email]").fill(email);
  await bind.getByTestId("send-sms").click();
  await expect(bind.getByTestId("send-sms")).toContainText("Again in");
  await bind.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, email));
  await bind.locator("input[name=password]").fill("Mail2024x");
  await bind.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(bind).toHaveCount(0);
  await expect(centre.getByTestId("security-item-email")).toContainText("On");
  await centre.getByRole("button", { name: "Close" }).click();
  await logOut(page, username);

  const login = await openLogin(page);
  await login.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot password" });
  const request1 = dialog.getByTestId("forgot-email");
  await request1.locator("input[name=username]").fill(username);
  await request1.locator("input[name=email]").fill("not-an-email");
  await request1.getByRole("button", { name: "Send the e-mail" }).click();
  await expect(request1.getByText(/valid e-mail/)).toBeVisible();
  await request1.locator("input[name=email]").fill(email);
  await request1.getByRole("button", { name: "Send the e-mail" }).click();
  await expect(dialog.getByTestId("forgot-email-reset")).toContainText("We sent a code to your e-mail");

  // The player follows the link in the e-mail instead of typing the code.
  const mail = await messageFromOutbox(request, email);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  // The code rides in the fragment, which the browser never sends to a server (or its logs).
  expect(link).toMatch(/\/#resetCode=\d{6}&username=/);
  expect(link).not.toContain("?");
  await page.goto(link ?? "");
  const reset = page.getByRole("dialog", { name: "Forgot password" }).getByTestId("forgot-email-reset");
  await expect(reset).toContainText("Choose a new password for your account.");
  await expect(page).not.toHaveURL(/resetCode/);
  await reset.locator("input[name=newPassword]").fill("Fresh2025y");
  await reset.locator("input[name=confirmNewPassword]").fill("Fresh2025y");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);

  await logOut(page, username);
  const again = await openLogin(page);
  await again.locator("input[name=username]").fill(username);
  await again.locator("input[name=password]").fill("Mail2024x");
  await again.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(again.getByTestId("form-error")).toHaveText("Wrong account or password.");
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a member changes the password from the account menu and logs in again with it", async ({ page }) => {
  const username = freshUsername("chg");
  await newMember(page, { username, password: "First2024", paymentPassword: "864200" });

  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog.getByTestId("forced-change")).toHaveCount(0);
  await dialog.locator("input[name=oldPassword]").fill("Wrong2024");
  await dialog.locator("input[name=newPassword]").fill("Second2024");
  await dialog.locator("input[name=confirmNewPassword]").fill("Second2024");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The current password is not correct.")).toBeVisible();

  await dialog.locator("input[name=oldPassword]").fill("First2024");
  await dialog.getByRole("button", { name: "Change password" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login.getByTestId("login-notice")).toBeVisible();
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  await login.locator("input[name=username]").fill(username);
  await login.locator("input[name=password]").fill("Second2024");
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);
});
