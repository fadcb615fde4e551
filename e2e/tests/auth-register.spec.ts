import {
  acknowledgeRegistration,
  codeFromOutbox,
  freshMobile,
  freshUsername,
  header,
  logIn,
  logOut,
  playAsNewVisitor,
  registerByUsername,
} from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Registrations hash passwords with argon2id and seal their bodies: these tests take longer.
  test.slow();
  await playAsNewVisitor(page);
});

test("a visitor registers by username on the page, lands logged in on /, logs out and logs in again", async ({
  page,
  problems,
}) => {
  const username = freshUsername("reg");
  await page.goto("/register");
  const form = page.getByTestId("register-form-username");
  await expect(page.getByRole("heading", { name: "Sign up" })).toBeVisible();
  await expect(page.locator('.auth-page .banner[data-group="w_reg"] .banner__image')).toBeVisible();
  // The merchant's rules: required fields say so in their placeholder; the agreement starts ticked.
  await expect(form.locator("input[name=username]")).toHaveAttribute("placeholder", "Enter your username *");
  await expect(form.locator("input[name=email]")).toHaveAttribute("placeholder", "name@example.com");
  await expect(form.locator("input[name=agreement]")).toBeChecked();
  await expect(form.locator("input[name=password]")).toHaveAttribute("autocomplete", "new-password");

  await form.locator("input[name=username]").fill(username);
  await form.locator("input[name=password]").fill("Secret123");
  await form.locator("input[name=confirmPassword]").fill("Secret123");
  await form.locator("input[name=paymentPassword]").fill("246810");
  await form.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await acknowledgeRegistration(page);
  await expect(page.getByTestId("member-account")).toHaveText(username);

  await logOut(page, username);
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
  await logIn(page, username, "Secret123");
  // Nothing about the password was kept by the site.
  const stored = await page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join(),
  );
  expect(stored).not.toContain("Secret123");
  expect(problems).toEqual([]);
});

test("the form shows the merchant's messages under each field and keeps what is valid", async ({ page }) => {
  await page.goto("/register?referralCode=FRIEND42&affiliateCode=NOPE99");
  const form = page.getByTestId("register-form-username");
  // The referral code comes from the address; an affiliate code that does not check out stays shown.
  await expect(form.locator("input[name=referralCode]")).toHaveValue("FRIEND42");
  await expect(form.locator("input[name=affiliateCode]")).toHaveValue("NOPE99");
  await expect(form.getByText("Invalid invitation code.")).toBeVisible();

  await form.locator("input[name=affiliateCode]").fill("");
  await form.locator("input[name=username]").fill("9lives");
  await form.locator("input[name=password]").fill("onlyletters");
  await form.locator("input[name=confirmPassword]").fill("different1");
  await form.locator("input[name=agreement]").uncheck();
  await form.getByRole("button", { name: "Create account" }).click();

  await expect(
    form.getByText(
      "The account format is incorrect. Start with a letter, then letters or digits, 6 - 16 characters",
    ),
  ).toBeVisible();
  await expect(
    form.getByText("The password format is incorrect. Use both letters and digits, 6 - 20 characters"),
  ).toBeVisible();
  await expect(form.getByText("The two entries are inconsistent")).toBeVisible();
  await expect(form.getByText("Payment password cannot be empty")).toBeVisible();
  await expect(form.getByText("Please confirm that you are 18 or older")).toBeVisible();
  await expect(form.locator("input[name=username]")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register/);

  // Reset empties the form and ticks the agreement again.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(form.locator("input[name=username]")).toHaveValue("");
  await expect(form.locator("input[name=agreement]")).toBeChecked();
  await expect(form.getByText("The two entries are inconsistent")).toHaveCount(0);
});

test("a visitor registers by mobile number with the SMS code and sees the account it created", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto("/");
  await header(page).getByRole("link", { name: "Sign up" }).click();
  await page.getByRole("tab", { name: "Mobile number" }).click();
  const form = page.getByTestId("register-form-mobile");
  await expect(form.locator("input[name=username]")).toHaveCount(0);

  // The dialing code opens on focus, names countries in the reading language and closes after blur.
  const dialing = form.locator("input[name=countryDialingCode]");
  await expect(dialing).toHaveValue("+55");
  await dialing.focus();
  const countries = page.getByTestId("country-list");
  await expect(countries.getByRole("option", { name: /Vietnam/ })).toBeVisible();
  await dialing.fill("viet");
  await expect(countries.getByRole("option")).toHaveCount(1);
  await countries.getByRole("option", { name: /Vietnam/ }).click();
  await expect(dialing).toHaveValue("+84");
  await dialing.focus();
  await dialing.fill("Brazil");
  await page.keyboard.press("Enter");
  await expect(dialing).toHaveValue("+55");
  await form.locator("input[name=mobileNum]").focus();
  await expect(countries).toHaveCount(0);

  // The number is checked before any SMS goes out.
  const send = form.getByTestId("send-sms");
  await send.click();
  await expect(form.getByText("Please enter a valid mobile number.")).toBeVisible();

  await form.locator("input[name=mobileNum]").fill(mobile);
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Again in \d+ s$/);
  const code = await codeFromOutbox(request, `+55${mobile}`);
  await form.locator("input[name=verificationCode]").fill(code);
  await form.locator("input[name=password]").fill("Mobile123");
  await form.locator("input[name=confirmPassword]").fill("Mobile123");
  await form.locator("input[name=paymentPassword]").fill("135790");
  await form.getByRole("button", { name: "Create account" }).click();

  const created = page.getByTestId("register-account");
  await expect(created.getByTestId("register-account-name")).toHaveText(mobile);
  await created.getByRole("button", { name: "Continue" }).click();
  await acknowledgeRegistration(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("member-account")).toHaveText(mobile);

  // The number is taken now: asking for another registration code is refused with the reason.
  await logOut(page, mobile);
  await page.goto("/register");
  await page.getByRole("tab", { name: "Mobile number" }).click();
  const again = page.getByTestId("register-form-mobile");
  await again.locator("input[name=mobileNum]").fill(mobile);
  await again.getByTestId("send-sms").click();
  const warning = page.getByRole("dialog", { name: "Notice" });
  await expect(warning).toContainText("This mobile number is already registered.");
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toHaveCount(0);
  await expect(again.getByTestId("send-sms")).toBeEnabled();
});

test.describe("after a registration", () => {
  test.use({ seesPopupNotices: true });

  test("the welcome shows without waiting for the chat's code, then the pop-up notices once a session", async ({
    page,
  }) => {
    await page.goto("/");
    const notices = page.getByRole("dialog", { name: "Important notices" });
    await expect(notices.locator("article h3").first()).toBeVisible();
    await notices.getByRole("button", { name: "Got it" }).click();
    await expect(notices).toHaveCount(0);

    // The live chat's code arrives late (a slow network, a busy device): it mounts with the same
    // login that opens the welcome, and the welcome must not wait for it.
    await page.route(/\/assets\/chat-host-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      await route.continue().catch(() => {});
    });
    const username = freshUsername("welcome");
    await registerByUsername(page, { username, password: "Secret123", paymentPassword: "246810" });
    const success = page.getByTestId("register-success");
    await expect(success).toBeVisible({ timeout: 20_000 });
    await success.getByRole("button", { name: "Start playing" }).click();
    await expect(success).toHaveCount(0);

    // The after-login modal: the pop-up notices again, once the login's own welcome has closed.
    await expect(notices.locator("article h3").first()).toBeVisible();
    await notices.getByRole("button", { name: "Got it" }).click();
    await expect(notices).toHaveCount(0);
    await page.unroute(/\/assets\/chat-host-[^/]*\.js$/);

    // Once a browser session: neither a reload nor the next login brings them back.
    await page.reload();
    await expect(page.getByTestId("member-account")).toHaveText(username);
    await logOut(page, username);
    await logIn(page, username, "Secret123");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
