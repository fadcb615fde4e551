import { seriousViolations } from "../support/accessibility.ts";
import { freshAddress } from "../support/auth.ts";
import {
  DEMO_ADMIN,
  DEMO_FINANCE,
  newStaffMember,
  nextCode,
  openScreen,
  staffPage,
} from "../support/backoffice.ts";
import { expect, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const SCREENS = [
  "Dashboard",
  "Deposits",
  "Withdrawals",
  "Approvals",
  "Lottery results",
  "Live chat",
  "Reports",
  "Members",
  "Agents",
  "Agent contracts",
  "Agent bills",
  "Promotions",
  "Promotion applications",
  "Raffles",
  "Points mall",
  "Missions",
  "Identity documents",
  "Player protection",
  "Merchant settings",
  "Staff",
  "Audit log",
  "Failed jobs",
  "Content",
];
const TABLET = [
  [1440, 900],
  [820, 1180],
] as const;

test("staff log in with password and TOTP code, see only their role's screens, and log out", async ({
  page,
  request,
}) => {
  test.slow();
  // An owner of the test's own: the demo staff's codes are spent by the other journeys' log-ins, and
  // a code is taken once, so typing one of theirs here raced those journeys for it.
  const owner = await newStaffMember(request, "owner", "own");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshAddress() });
  await page.addInitScript(() => {
    window.localStorage.setItem("backoffice.locale", "en");
    window.localStorage.setItem("backoffice.merchant", "demo");
  });
  await page.goto("/backoffice/");
  const card = page.getByRole("region", { name: "Staff log-in" });
  await card.getByLabel("Username").fill(owner.username);
  await card.getByLabel("Password").fill("Wrong2026");
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByRole("alert")).toContainText("staff.login.failed");
  await card.getByLabel("Password").fill(owner.password);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByLabel("Authenticator code")).toBeVisible();
  await screenshotEverySize(page, "backoffice-login", { sizes: TABLET });

  await card.getByLabel("Authenticator code").fill(nextCode(owner));
  await card.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Back office" });
  for (const name of SCREENS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText(`${owner.username} · Owner`)).toBeVisible();

  // Simplified Chinese, then back.
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("zh-CN");
  await expect(
    page.getByRole("navigation", { name: "运营后台" }).getByRole("link", { name: "存款" }),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "语言", exact: true }).selectOption("en");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("region", { name: "Staff log-in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Staff log-in" })).toBeVisible();
});

test("the finance role's menu has no lottery, chat, settings, audit, jobs, promotion or staff screens", async ({
  browser,
}) => {
  const page = await staffPage(browser, DEMO_FINANCE);
  const menu = page.getByRole("navigation", { name: "Back office" });
  for (const name of [
    "Dashboard",
    "Deposits",
    "Withdrawals",
    "Approvals",
    "Reports",
    "Members",
    "Agents",
    "Agent contracts",
    "Agent bills",
    "Identity documents",
    "Player protection",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of [
    "Lottery results",
    "Live chat",
    "Merchant settings",
    "Audit log",
    "Failed jobs",
    "Promotions",
    "Points mall",
    "Missions",
    "Staff",
    "Content",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  // Its merchants: the demo one only.
  await expect(page.getByLabel("Merchant").locator("option")).toHaveCount(1);
  await page.context().close();
});

test("every back-office screen has no serious accessibility finding in either theme", async ({ browser }) => {
  test.setTimeout(420_000);
  const page = await staffPage(browser, DEMO_ADMIN);
  const findings: Record<string, unknown> = {};
  for (const name of SCREENS) {
    await openScreen(page, name);
    await page.waitForLoadState("networkidle");
    for (const theme of ["dark", "light"]) {
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      const violations = await seriousViolations(page);
      if (violations.length > 0) findings[`${name} (${theme})`] = violations;
    }
    await screenshotEverySize(page, `backoffice-${name.toLowerCase().replaceAll(" ", "-")}`, {
      sizes: TABLET,
    });
  }
  expect(findings).toEqual({});
  await page.context().close();
});
