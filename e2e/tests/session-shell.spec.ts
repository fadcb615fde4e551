import type { APIRequestContext, Page } from "@playwright/test";
import { freshAddress, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

type Envelope<T> = { success: boolean; value: T; errorCode: string };
type LoginValue = { token: string; userName: string; customerType: number };

test.beforeEach(async ({ page }) => {
  await playAsNewVisitor(page);
});

async function trialByApi(request: APIRequestContext): Promise<LoginValue> {
  const answer = await request.post("/wps/session/login/freeplay", {
    headers: { "X-Forwarded-For": freshAddress() },
  });
  const body = (await answer.json()) as Envelope<LoginValue>;
  expect(body.success).toBe(true);
  return body.value;
}

async function startDemo(page: Page): Promise<string> {
  await page.goto("/");
  await page.locator("header.header").getByRole("button", { name: "Free demo" }).click();
  const account = page.getByTestId("member-account");
  await expect(account).toHaveText(/^\S+$/);
  return (await account.textContent()) ?? "";
}

const header = (page: Page) => page.locator("header.header");
/** The visitor's way to log in, whichever element the header uses for it. */
const loginEntry = (page: Page, name = "Log in") =>
  header(page).getByRole("link", { name }).or(header(page).getByRole("button", { name }));
const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem("token"));

test("free demo logs in a trial account that must register before real-account actions", async ({ page }) => {
  const account = await startDemo(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByTestId("trial-badge")).toHaveText("Trial account");
  // It plays with the demo merchant's chips, marked as play money (decision 047).
  await expect(header(page).getByTestId("balance-demo")).toHaveText("Demo");
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 2,000.00");
  await expect(loginEntry(page)).toHaveCount(0);
  expect(await storedToken(page)).toMatch(/.{20,}/);
  expect(await page.evaluate(() => document.cookie)).not.toContain("token");

  // Changing the password is for real accounts: the trial gets the warning instead of the form.
  await header(page)
    .getByRole("button", { name: `Account menu for ${account}` })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(account);
  await menu.getByRole("menuitem", { name: "Change password" }).click();
  const warning = page.getByRole("dialog", { name: "A real account is needed" });
  await expect(warning).toContainText("Please register a real account first.");
  await warning.getByRole("button", { name: "Cancel" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId("member-account")).toHaveText(account);

  // The same for the avatar; confirming leaves the trial and opens registration.
  await header(page)
    .getByRole("button", { name: `Account menu for ${account}` })
    .click();
  await page.getByRole("menuitem", { name: "Change avatar" }).click();
  await page
    .getByRole("dialog", { name: "A real account is needed" })
    .getByRole("button", { name: "Register a real account" })
    .click();
  await expect(page.getByRole("dialog", { name: "Sign up" })).toBeVisible();
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});

test("a visitor opening a game provider gets the login popup; a member goes in", async ({ page }) => {
  await page.goto("/");
  await page.locator(".lane").first().locator(".vendor-card").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");

  await startDemo(page);
  await page.locator(".vendor-card", { hasText: "Nova Reels" }).click();
  await expect(page).toHaveURL(/\/rng\?page=NOVA$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("sign out asks first, ends the session on the server and returns to the visitor header", async ({
  page,
  request,
}) => {
  const account = await startDemo(page);
  const token = await storedToken(page);
  const menuButton = header(page).getByRole("button", { name: `Account menu for ${account}` });

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  const confirm = page.getByRole("dialog", { name: "Sign out" });
  await expect(confirm).toContainText(`Do you want to sign out of ${account}?`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("member-account")).toHaveText(account);

  await page.locator(".vendor-card", { hasText: "Nova Reels" }).click();
  await expect(page).toHaveURL(/\/rng/);
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByTestId("logout-confirm").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginEntry(page)).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Free demo" })).toBeVisible();
  await expect(page.getByTestId("member-area")).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  // The old token no longer opens the account.
  const info = await request.get("/wps/member/info", { headers: { Authorization: token ?? "" } });
  expect(info.status()).toBe(401);
  await page.reload();
  await expect(loginEntry(page)).toBeVisible();
});

test("a token in the start-up address logs the member in", async ({ page, request }) => {
  const trial = await trialByApi(request);
  await page.goto(`/rng?page=NOVA&token=${encodeURIComponent(trial.token)}`);
  await expect(page.getByTestId("member-account")).toHaveText(trial.userName);
  await expect(page).toHaveURL(/\/rng\?page=NOVA$/);
  expect(await storedToken(page)).toBe(trial.token);
  // The tab keeps the session across a reload.
  await page.reload();
  await expect(page.getByTestId("member-account")).toHaveText(trial.userName);
});

test("a revoked token falls back to the visitor header, at start-up or later", async ({ page, request }) => {
  const ended = await trialByApi(request);
  await request.post("/wps/session/logout", { headers: { Authorization: ended.token } });
  await page.goto(`/?token=${encodeURIComponent(ended.token)}`);
  await expect(loginEntry(page)).toBeVisible();
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  await expect.poll(() => storedToken(page)).toBeNull();

  // A session ended elsewhere while the page is open: the next call brings the visitor back.
  const live = await trialByApi(request);
  await page.goto(`/?token=${encodeURIComponent(live.token)}`);
  await expect(page.getByTestId("member-account")).toHaveText(live.userName);
  await request.post("/wps/session/logout", { headers: { Authorization: live.token } });
  await page.locator(".side-menu select[name=language]").selectOption("pt");
  await expect(loginEntry(page, "Entrar")).toBeVisible();
  await expect(page.getByTestId("member-account")).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});

test("a member's language choice is sent to the server", async ({ page }) => {
  await startDemo(page);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/wps/member/language") && request.method() === "POST",
  );
  const answered = page.waitForResponse((response) => response.url().endsWith("/wps/member/language"));
  await page.locator(".side-menu select[name=language]").selectOption("pt");
  expect((await sent).postDataJSON()).toEqual({ language: "pt" });
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId("trial-badge")).toHaveText("Conta de teste");
});
