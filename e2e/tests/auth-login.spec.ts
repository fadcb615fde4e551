import {
  codeFromOutbox,
  freshAddress,
  freshMobile,
  freshUsername,
  header,
  logOut,
  newMember,
  openLogin,
  playAsNewVisitor,
  registerByMobile,
} from "../support/auth.ts";
import { expect, merchantUrl, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

test.beforeEach(async ({ page }) => {
  // Registrations hash passwords with argon2id and seal their bodies: these tests take longer.
  test.slow();
  await playAsNewVisitor(page);
});

test("failed logins bring the captcha; its image reloads on click and a wrong answer is refused", async ({
  page,
}) => {
  await page.goto("/");
  // The login and register popups lead to each other.
  await openLogin(page);
  await page
    .getByRole("dialog", { name: "Log in" })
    .getByRole("button", { name: "Create an account" })
    .click();
  const register = page.getByRole("dialog", { name: "Sign up" });
  await expect(register.getByTestId("register-form-username")).toBeVisible();
  await register.getByRole("button", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog.locator("input[name=captcha]")).toHaveCount(0);
  // Empty fields are checked before anything is sent.
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(dialog.getByText("Username cannot be empty")).toBeVisible();
  await expect(dialog.getByText("Password cannot be empty")).toBeVisible();

  await dialog.locator("input[name=username]").fill(freshUsername("nobody"));
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await dialog.locator("input[name=password]").fill(`Wrong${attempt}pass`);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(dialog.getByTestId("form-error")).toHaveText("Wrong account or password.");
  }
  const image = dialog.getByTestId("captcha-image").locator("img");
  await expect(dialog.locator("input[name=captcha]")).toBeVisible();
  await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);

  const first = await image.getAttribute("src");
  await page.waitForTimeout(1100);
  await dialog.getByTestId("captcha-image").click();
  await expect(image).not.toHaveAttribute("src", first ?? "");

  // Without an answer the form asks for one; a wrong one is refused by the server and renewed.
  await dialog.locator("input[name=password]").fill("Wrong4pass");
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(dialog.getByText("Please enter the captcha.")).toBeVisible();
  const second = await image.getAttribute("src");
  await dialog.locator("input[name=captcha]").fill("zzzz");
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(dialog.getByText("The verification input is wrong")).toBeVisible();
  await expect(image).not.toHaveAttribute("src", second ?? "");
  await expect(dialog.locator("input[name=captcha]")).toHaveValue("");
});

test("a member logs in by SMS code and is remembered on this browser for the next time", async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await registerByMobile(page, request, mobile, "Phone1234");
  await logOut(page, mobile);

  const dialog = await openLogin(page);
  await dialog.getByRole("tab", { name: "SMS code" }).click();
  const form = dialog.getByTestId("sms-login-form");
  await form.locator("input[name=mobileNum]").fill(mobile);
  await form.getByTestId("send-sms").click();
  await expect(form.getByTestId("send-sms")).toHaveText(/^Again in \d+ s$/);
  await form.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await form.locator("input[name=remember]").check();
  await form.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(mobile);
  // An SMS login never asks for a password change and never leaves a password behind.
  await expect(page.getByTestId("change-password")).toHaveCount(0);

  await logOut(page, mobile);
  const again = await openLogin(page);
  await expect(again.getByRole("tab", { name: "SMS code" })).toHaveAttribute("aria-selected", "true");
  await expect(again.locator("input[name=mobileNum]")).toHaveValue(mobile);
  await expect(again.locator("input[name=remember]")).toBeChecked();
});

test("a log-in from a new address is confirmed with a code before the session starts", async ({
  page,
  request,
}) => {
  const username = freshUsername("far");
  const email = `${username}@example.com`;
  await newMember(page, {
    username,
    password: "Away2024",
    paymentPassword: "112233",
    email,
    start: merchantUrl("guard", "/"),
  });
  await logOut(page, username);

  // The same player, somewhere else.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  const dialog = await openLogin(page);
  await dialog.locator("input[name=username]").fill(username);
  await dialog.locator("input[name=password]").fill("Away2024");
  await dialog.locator("input[name=remember]").check();
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();

  const step = dialog.getByTestId("login-verification");
  await expect(step).toContainText("Confirm it is you");
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  await step.getByRole("radio", { name: /E-mail/ }).check();
  await expect(step).toContainText(`${username.slice(0, 2)}***@example.com`);
  await step.getByTestId("send-sms").click();
  await step.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, email));
  await step.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);

  // "Remember me" keeps the username (only the username) for the next visit.
  await logOut(page, username);
  const next = await openLogin(page);
  await expect(next.locator("input[name=username]")).toHaveValue(username);
  await expect(next.locator("input[name=password]")).toHaveValue("");
  expect(await page.evaluate(() => document.cookie)).not.toContain("Away2024");
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a log-in from a new address is confirmed by the name on the member's bank account", async ({
  page,
}) => {
  const username = freshUsername("bankname");
  await newMember(page, {
    username,
    password: "Away2024",
    paymentPassword: "112233",
    start: merchantUrl("guard", "/"),
  });
  // The member binds a bank account in the member centre.
  await header(page).getByTestId("header-withdraw").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  const form = centre.getByTestId("bind-card-form");
  await form.locator("select[name=providerCode]").selectOption("CHASE");
  await form.locator("input[name=holderName]").fill("Ana Souza");
  await form.locator("input[name=loginPassword]").fill("Away2024");
  await form.locator("input[name=accountNumber]").fill("4830 2719 7788");
  await form.getByRole("button", { name: "Bind account" }).click();
  await expect(centre.locator(".withdraw-card")).toContainText("**** 7788");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, username);

  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  const dialog = await openLogin(page);
  await dialog.locator("input[name=username]").fill(username);
  await dialog.locator("input[name=password]").fill("Away2024");
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  const step = dialog.getByTestId("login-verification");
  await step.getByRole("radio", { name: /Name on your bank account/ }).check();
  await expect(step).toContainText("****7788");
  await step.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(step.getByText("Account holder name cannot be empty")).toBeVisible();
  await screenshotEverySize(page, "login-bank-name", { ready: () => expect(step).toBeVisible() });
  await step.locator("input[name=accountName]").fill("Ana Costa");
  await step.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(step.getByRole("alert")).toHaveText(
    "The name does not match the bank account bound to this account.",
  );
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  await step.locator("input[name=accountName]").fill("ana souza");
  await step.getByRole("button", { name: "Confirm and log in" }).click();
  await expect(page.getByTestId("member-account")).toHaveText(username);
});

test("Google sign-in comes back logged in and welcomed; a cancelled one shows why in the login popup", async ({
  page,
}) => {
  await page.goto("/");
  let dialog = await openLogin(page);
  await dialog.getByTestId("social-google").click();
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog.getByTestId("form-error")).toHaveText("Login failed. Please try again.");
  await expect(page).not.toHaveURL(/socialLoginError/);

  await dialog.getByTestId("social-google").click();
  const name = freshUsername("Social");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(`${name.toLowerCase()}@example.com`);
  await page.getByRole("button", { name: "Continue" }).click();
  // The first sign-in opened an account: the welcome names the username it was given.
  const welcome = page.getByRole("dialog", { name: "Your account" });
  await expect(welcome).toContainText("Next time, sign in the same way");
  const account = (await welcome.getByTestId("register-account-name").textContent()) ?? "";
  expect(account).toMatch(/^google\d{7}$/);
  await welcome.getByRole("button", { name: "Continue" }).click();
  await page.getByTestId("register-success").getByRole("button", { name: "Start playing" }).click();
  await expect(page.getByTestId("member-account")).toHaveText(account);
  await expect(page).not.toHaveURL(/socialLogin/);
  await expect(header(page).getByRole("link", { name: "Log in" })).toHaveCount(0);
});
