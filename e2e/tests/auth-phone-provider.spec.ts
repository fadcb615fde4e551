import {
  acknowledgeRegistration,
  codeFromOutbox,
  freshMobile,
  logOut,
  openLogin,
  playAsNewVisitor,
} from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  test.slow();
  await playAsNewVisitor(page);
});

// The "phoneauth" fixture merchant sends and checks its codes through the sandbox phone-authentication
// provider (e2e/fixtures/merchants/phoneauth.json); the demo merchant keeps the built-in SMS codes.
test("a visitor registers and logs in through the phone-authentication provider, with its 60 s countdown", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  const providerCalls: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/sandbox/phone-auth/v1/accounts:"))
      providerCalls.push(new URL(sent.url()).pathname);
  });
  await page.goto(merchantUrl("phoneauth", "/register"));
  await page.getByRole("tab", { name: "Mobile number" }).click();
  const form = page.getByTestId("register-form-mobile");
  await expect(form.locator("input[name=countryDialingCode]")).toHaveValue("+55");
  await form.locator("input[name=mobileNum]").fill(mobile);
  const send = form.getByTestId("send-sms");
  await send.click();
  // The provider route counts one minute down, whatever the code's lifetime.
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Again in (60|59|58) s$/);
  const code = await codeFromOutbox(request, `+55${mobile}`);

  // A wrong code is refused by the provider before the platform is asked, in the player's language.
  await form.locator("input[name=verificationCode]").fill(code === "000000" ? "000001" : "000000");
  await form.locator("input[name=password]").fill("Mobile123");
  await form.locator("input[name=confirmPassword]").fill("Mobile123");
  await form.locator("input[name=paymentPassword]").fill("135790");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("The verification code is not valid.")).toBeVisible();

  await form.locator("input[name=verificationCode]").fill(code);
  await form.getByRole("button", { name: "Create account" }).click();
  const created = page.getByTestId("register-account");
  await expect(created.getByTestId("register-account-name")).toHaveText(mobile);
  await created.getByRole("button", { name: "Continue" }).click();
  await acknowledgeRegistration(page);
  await expect(page.getByTestId("member-account")).toHaveText(mobile);
  expect(providerCalls).toEqual([
    "/sandbox/phone-auth/v1/accounts:sendVerificationCode",
    "/sandbox/phone-auth/v1/accounts:signInWithPhoneNumber",
    "/sandbox/phone-auth/v1/accounts:signInWithPhoneNumber",
  ]);

  // SMS log-in goes through the provider too.
  await logOut(page, mobile);
  const dialog = await openLogin(page);
  await dialog.getByRole("tab", { name: "SMS code" }).click();
  const login = dialog.getByTestId("sms-login-form");
  await login.locator("input[name=mobileNum]").fill(mobile);
  await login.getByTestId("send-sms").click();
  await expect(login.getByTestId("send-sms")).toHaveText(/^Again in (60|59|58) s$/);
  await expect
    .poll(async () => codeFromOutbox(request, `+55${mobile}`), { message: "a new code" })
    .not.toBe(code);
  await login.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(mobile);
});

test("the app download guide opens from the side menu with the Android, iOS and lite app steps", async ({
  page,
  problems,
}) => {
  await page.goto("/");
  const open = page.getByTestId("app-guide-open");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  // The side menu shows the entry on wide screens; phones open the menu first. Wait for either.
  await expect(open.or(menuButton).first()).toBeVisible();
  if (!(await open.isVisible())) await menuButton.click();
  await open.click();
  const guide = page.getByRole("dialog", { name: "How to install the app" });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole("tab", { name: "Android" })).toHaveAttribute("aria-selected", "true");
  await expect(guide.getByTestId("app-guide-steps-android").getByRole("listitem")).toHaveCount(4);
  await expect(guide.getByRole("img", { name: "QR code of the download link" })).toBeVisible();

  await guide.getByRole("tab", { name: "iOS" }).click();
  await expect(guide.getByTestId("app-guide-steps-ios")).toContainText("Profile Downloaded");

  await guide.getByRole("tab", { name: "Lite app" }).click();
  await expect(guide).toContainText("The lite app needs no download");
  await expect(guide.getByTestId("app-guide-steps-lite").getByRole("listitem")).toHaveCount(4);
  await expect(guide.getByRole("img", { name: "QR code of the download link" })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(guide).toHaveCount(0);
  expect(problems).toEqual([]);
});
