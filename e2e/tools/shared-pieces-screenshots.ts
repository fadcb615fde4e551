// Screenshots of the screens built on the shared pieces (decisions 091 and 099), both themes, desktop
// (1366) and a narrow width: the member's transaction history (with its custom days open) and the
// agent's team list and overview chart on the site (phone, 390); in the back office (tablet, 820)
// the queues with a row opened, the content tabs, and the screens of the shared forms and period.
// Usage: npx tsx e2e/tools/shared-pieces-screenshots.ts [baseUrl] [outDir] [--back-office-only]
// (the demo server running)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { DEMO_ADMIN, totpCode } from "../support/backoffice.ts";

const [baseUrl = "http://localhost:8080", outArg] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"));
const outDir = path.resolve(outArg ?? path.join(import.meta.dirname, "../.artifacts/screens/shared-pieces"));
mkdirSync(outDir, { recursive: true });
const url = (route: string) => new URL(route, baseUrl).toString();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(outDir, `${name}.png`) });

async function site(browser: Browser, theme: string, device: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 }, reducedMotion: "reduce" });
  await context.addInitScript((value) => {
    localStorage.setItem("theme", value);
    localStorage.setItem("hisLang", "en");
    sessionStorage.setItem("indexNoticeSeen", "1");
  }, theme);
  const page = await context.newPage();
  const logIn = async (username: string, password: string) => {
    await page.goto(url("/login"));
    await page.locator('input[name="username"]').first().fill(username);
    await page.locator('input[name="password"]').first().fill(password);
    await page.locator('input[name="password"]').first().press("Enter");
    await page.getByTestId("member-account").waitFor({ state: "attached" });
  };
  await logIn("demoplayer", "Demo2026");
  await page.locator(".avatar-menu__button").click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await centre.locator('[data-page="transactionHistory"]').click();
  await centre.getByRole("button", { name: "Last 30 days" }).click();
  await centre.getByTestId("record-line").first().waitFor();
  await page.waitForTimeout(400);
  await shot(page, `site-transactions-${theme}-${device}`);
  await centre.getByRole("button", { name: "Custom" }).click();
  await centre.locator('input[name="fromDate"]').waitFor();
  await shot(page, `site-transactions-custom-${theme}-${device}`);
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await logIn("demoagent", "Agent2026");
  await page.locator(".avatar-menu__button").click();
  await page.locator('.avatar-menu__item:has-text("Agent")').first().click();
  const agent = page.locator(".agent-centre");
  for (const key of ["downlineManagmentView", "personalHistoryCopy", "agentTeamOverview"]) {
    await agent.locator(`[data-page="${key}"]`).click();
    await agent.locator(".agent-page__status[role=status]").waitFor({ state: "detached", timeout: 60_000 });
    await page.waitForTimeout(500);
    await shot(page, `site-agent-${key}-${theme}-${device}`);
  }
  await agent.getByTestId("agent-overview-chart").scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await shot(page, `site-agent-chart-${theme}-${device}`);
  await context.close();
}

async function backOffice(browser: Browser, theme: string, device: string, width: number, step: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 }, reducedMotion: "reduce" });
  await context.addInitScript((value) => {
    localStorage.setItem("backoffice.locale", "en");
    localStorage.setItem("backoffice.merchant", "demo");
    localStorage.setItem("backoffice.theme", value);
  }, theme);
  const headers = { "X-Banca-Staff": "1" };
  await context.request.post(url("/admin/api/staff/session/login"), {
    headers,
    data: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
  });
  // One TOTP step a log-in: the server takes each step's code once.
  await new Promise((resolve) => setTimeout(resolve, step));
  const totp = await context.request.post(url("/admin/api/staff/session/totp"), {
    headers,
    data: { code: totpCode(DEMO_ADMIN) },
  });
  if (!totp.ok()) throw new Error(`TOTP refused: ${await totp.text()}`);
  const page = await context.newPage();
  for (const screen of [
    "deposits",
    "withdrawals",
    "points",
    "applications",
    "approvals",
    "bills",
    "identity",
  ]) {
    await page.goto(url(`/backoffice/#/${screen}`));
    const status = page.locator(".page-main select").first();
    await status.waitFor();
    // Every status, when the queue offers "all": the demo's rows are mostly decided ones.
    if ((await status.locator('option[value=""]').count()) > 0) await status.selectOption("");
    await page.locator(".ui-table[aria-busy]").waitFor({ state: "detached" });
    const row = page.locator(".ui-table tbody tr").first();
    if (await row.isVisible()) {
      await row.click();
      await page.locator("aside.detail").waitFor();
    }
    await page.waitForTimeout(400);
    await shot(page, `backoffice-${screen}-${theme}-${device}`);
  }
  // The content tabs, each with its first row opened.
  await page.goto(url("/backoffice/#/content"));
  for (const tab of ["Banners", "Announcements", "Help topics"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.locator(".ui-table[aria-busy]").waitFor({ state: "detached" });
    await page.locator(".ui-table tbody tr").first().click();
    await page.locator("aside.detail").waitFor();
    await page.waitForTimeout(400);
    await shot(page, `backoffice-content-${tab.toLowerCase().replace(" ", "-")}-${theme}-${device}`);
  }
  // Whole screens of the shared forms, the period picker and the lottery's games.
  for (const screen of ["", "reports", "contracts", "promotions", "settings", "lottery"]) {
    await page.goto(url(`/backoffice/#/${screen}`));
    await page.locator("h1").first().waitFor();
    if (screen === "promotions") await page.getByLabel("Mode").selectOption("raffle");
    await page.waitForTimeout(1500);
    await page.screenshot({
      path: path.join(outDir, `backoffice-${screen || "dashboard"}-${theme}-${device}.png`),
      fullPage: true,
    });
  }
  await context.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
if (!process.argv.includes("--back-office-only")) {
  for (const theme of ["dark", "light"]) {
    await site(browser, theme, "desktop", 1366);
    await site(browser, theme, "phone", 390);
  }
}
let step = 0;
for (const theme of ["dark", "light"]) {
  for (const [device, width] of [
    ["desktop", 1366],
    ["tablet", 820],
  ] as const) {
    await backOffice(browser, theme, device, width, step);
    step = 31_000;
  }
}
await browser.close();
