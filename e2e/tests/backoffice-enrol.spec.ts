import { Secret, TOTP } from "otpauth";
import { freshAddress } from "../support/auth.ts";
import { DEMO_ADMIN, logInByApi } from "../support/backoffice.ts";
import { expect, test } from "../support/fixtures.ts";

test("a new staff member opens the enrolment link, sets a password, enrols the authenticator and keeps the recovery codes", async ({
  page,
  browser,
}) => {
  test.slow();
  // The owner adds a lottery clerk; the answer carries the one-time link the owner hands over.
  const owner = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": freshAddress() } });
  await logInByApi(owner.request, DEMO_ADMIN);
  const username = `clerk${Date.now().toString(36).slice(-6)}`;
  const created = await owner.request.post("/admin/api/staff/create", {
    headers: { "X-Banca-Staff": "1" },
    data: { username, role: "lottery", merchants: ["demo"] },
  });
  const { enrolmentLink } = (await created.json()).value as { enrolmentLink: string };
  expect(enrolmentLink).toMatch(/\/backoffice\/#\/enrol\?token=/);
  await owner.close();

  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.addInitScript(() => window.localStorage.setItem("backoffice.locale", "en"));
  await page.goto(enrolmentLink.slice(enrolmentLink.indexOf("/backoffice/")));
  const claim = page.getByRole("region", { name: "Welcome to the back office" });
  await claim.getByLabel("Password", { exact: true }).fill("Lottery2026");
  await claim.getByLabel("Password again").fill("Lottery2027");
  await claim.getByRole("button", { name: "Set my password" }).click();
  await expect(claim.getByRole("alert")).toHaveText("The two passwords are not the same.");
  await claim.getByLabel("Password again").fill("Lottery2026");
  await claim.getByRole("button", { name: "Set my password" }).click();

  const login = page.getByRole("region", { name: "Staff log-in" });
  await login.getByLabel("Username").fill(username);
  await login.getByLabel("Password").fill("Lottery2026");
  await login.getByRole("button", { name: "Continue" }).click();
  await expect(login.getByRole("img", { name: "QR code of your authenticator secret" })).toBeVisible();
  const secret = (await login.locator("code.secret").innerText()).trim();
  const code = new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate();
  await login.getByLabel("6-digit code from the app").fill(code);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.locator(".recovery-codes li")).not.toHaveCount(0);
  await login.getByRole("button", { name: "I have saved them" }).click();

  // The lottery role: its dashboard and the lottery desk only.
  const menu = page.getByRole("navigation", { name: "Back office" });
  await expect(menu.getByRole("link", { name: "Lottery results" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Deposits" })).toHaveCount(0);
});
