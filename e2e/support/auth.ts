// Helpers of the account e2e tests: fresh client addresses, fresh names and numbers, the codes of
// the local outbox, and the steps a player takes through the header.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, useLanguage } from "./fixtures.ts";
import { type Envelope, type NewAccount, registerThroughApi } from "./site-api.ts";

type OutboxMessage = {
  channel: "sms" | "email";
  to: string;
  subject: string;
  text: string;
  createdAt: number;
};

// The server limits registrations and failed logins per address, and 127.0.0.1 plays the trusted
// proxy: each test plays from its own address of a reserved range no country owns.
let nextAddress = Math.floor(Math.random() * 60_000);
export function freshAddress(): string {
  nextAddress += 1;
  return `198.19.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/**
 * Each test plays in English from an address of its own, so per-address limits stay apart.
 * Returns the address.
 */
export async function playAsNewVisitor(page: Page): Promise<string> {
  const address = freshAddress();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await useLanguage(page, "en");
  return address;
}

const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A username the demo rule accepts: a letter first, then letters and digits, 6 to 16. */
export const freshUsername = (prefix = "p") => `${prefix}${suffix()}`.slice(0, 16);

/** A Brazilian mobile number (11 digits) no other test uses. */
export const freshMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The newest code (4 to 8 digits) the outbox holds for a destination ("+5511..." or an e-mail). */
export async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/sandbox/outbox?${new URLSearchParams({ to, limit: "1" })}`);
        const body = (await answer.json()) as Envelope<OutboxMessage[]>;
        code = body.value[0]?.text.match(/\b(\d{4,8})\b/)?.[1] ?? null;
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toBeTruthy();
  return code as unknown as string;
}

/** The newest message the outbox holds for a destination. */
export async function messageFromOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  const answer = await request.get(`/sandbox/outbox?${new URLSearchParams({ to, limit: "1" })}`);
  const body = (await answer.json()) as Envelope<OutboxMessage[]>;
  const message = body.value[0];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export const header = (page: Page) => page.locator("header.header");

/** Registers through the /register page by username; the player lands logged in. */
export async function registerByUsername(
  page: Page,
  account: { username: string; password: string; paymentPassword?: string; email?: string; mobile?: string },
) {
  await page.goto(page.url().startsWith("http") ? new URL("/register", page.url()).toString() : "/register");
  const form = page.getByTestId("register-form-username");
  await form.locator("input[name=username]").fill(account.username);
  await form.locator("input[name=password]").fill(account.password);
  await form.locator("input[name=confirmPassword]").fill(account.password);
  if (account.paymentPassword)
    await form.locator("input[name=paymentPassword]").fill(account.paymentPassword);
  if (account.email) await form.locator("input[name=email]").fill(account.email);
  if (account.mobile) await form.locator("input[name=mobileNum]").fill(account.mobile);
  await form.getByRole("button", { name: "Create account" }).click();
}

/**
 * A member of the test's own, registered through the site's API from a fresh address and logged in
 * on the home page of `start`'s site, so parallel tests never share a balance. Returns the username.
 * The sign-up form itself is the subject of auth-register.spec.ts; elsewhere it would only cost
 * every test a few seconds.
 */
export async function signUpNewMember(
  page: Page,
  {
    prefix,
    start = "/",
    paymentPassword = "482913",
  }: { prefix: string; start?: string; paymentPassword?: string | null },
): Promise<string> {
  const username = freshUsername(prefix);
  await newMember(page, {
    username,
    password: "Sunny2026",
    start,
    ...(paymentPassword ? { paymentPassword } : {}),
  });
  return username;
}

/**
 * Registers `account` through the site's API from a fresh address (the one the page then plays
 * from), puts its session in the tab as a log-in would, and opens the home page of `start`'s site
 * logged in, where the register form lands too (some pages, /vnlottery, show no header to check).
 */
export async function newMember(page: Page, account: NewAccount & { start?: string }) {
  const { start = "/", ...fields } = account;
  const address = await playAsNewVisitor(page);
  const here = page.url().startsWith("http")
    ? page.url()
    : `http://localhost:${process.env.E2E_PORT ?? 8181}`;
  const origin = new URL(start, here).origin;
  // page.request shares the tab's cookies, so the device cookie the answer sets is the browser's.
  const token = await registerThroughApi(page.request, { address, origin }, fields);
  await deviceCookieFor(page, origin);
  await keepSession(page, token, origin);
  await page.goto(`${origin}/`);
  await expect(page.getByTestId("member-account")).toHaveText(account.username);
}

/**
 * Another merchant's host was called as localhost (see callSite): the device cookie its answer set
 * belongs to that host, as it would after the form's registration there.
 */
async function deviceCookieFor(page: Page, origin: string) {
  const { hostname, port } = new URL(origin);
  if (hostname === "localhost") return;
  const context = page.context();
  const device = (await context.cookies(`http://localhost:${port}`)).find(
    (cookie) => cookie.name === "banca_device",
  );
  if (!device) return;
  await context.clearCookies({ name: "banca_device", domain: device.domain });
  const { domain: _localhost, path: _path, ...rest } = device;
  await context.addCookies([{ ...rest, url: origin }]);
}

/**
 * Stores the session token where the site keeps it (session storage, like a log-in does) the next
 * time a page of `origin` loads; once, so a later log-out stays logged out.
 */
async function keepSession(page: Page, token: string, origin: string) {
  await page.addInitScript(
    ({ token, origin }) => {
      if (window.location.origin !== origin || sessionStorage.getItem("e2eSession") === token) return;
      sessionStorage.setItem("token", token);
      sessionStorage.setItem("e2eSession", token);
    },
    { token, origin },
  );
}

/** Registers through the mobile tab with the SMS code of the outbox. */
export async function registerByMobile(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  password: string,
) {
  await page.goto("/register");
  await page.getByRole("tab", { name: "Mobile number" }).click();
  const form = page.getByTestId("register-form-mobile");
  await form.locator("input[name=mobileNum]").fill(mobile);
  await form.getByTestId("send-sms").click();
  await form.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await form.locator("input[name=password]").fill(password);
  await form.locator("input[name=confirmPassword]").fill(password);
  await form.locator("input[name=paymentPassword]").fill("135790");
  await form.getByRole("button", { name: "Create account" }).click();
  await page.getByTestId("register-account").getByRole("button", { name: "Continue" }).click();
  await acknowledgeRegistration(page);
  await expect(page.getByTestId("member-account")).toHaveText(mobile);
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await header(page).getByRole("link", { name: "Log in" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in through the popup by username and password; the header then shows the account. */
export async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.locator("input[name=username]").fill(username);
  await dialog.locator("input[name=password]").fill(password);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  // A log-in hashes the password (argon2): on a busy runner, while the demo start's jobs still catch
  // up on the embedded database, it takes as long as a click may.
  await expect(page.getByTestId("member-account")).toHaveText(username, { timeout: 30_000 });
}

/** Signs out through the avatar menu and its confirmation. */
export async function logOut(page: Page, account: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${account}` })
    .click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByTestId("logout-confirm").click();
  await expect(page.getByTestId("member-account")).toHaveCount(0);
}

/** Closes the registration success modal and checks what it said. */
export async function acknowledgeRegistration(page: Page) {
  const success = page.getByTestId("register-success");
  await expect(success).toContainText("Registration successful!");
  await success.getByRole("button", { name: "Start playing" }).click();
  await expect(success).toHaveCount(0);
}
