// Screenshots of every agent-centre page in both themes at desktop (1440) and phone (390) widths.
// Usage: npx tsx e2e/tools/agent-centre-screenshots.ts [baseUrl] [--as=<username>:<password>] [--lang=en]
// Logs in as the agent (demoagent by default) and opens each page from the agent centre's menu.
// The server must be running.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const args = process.argv.slice(2);
const optionValue = (name: string) =>
  args.find((option) => option.startsWith(`--${name}=`))?.slice(name.length + 3);
const [baseUrl = "http://localhost:8080"] = args.filter((arg) => !arg.startsWith("--"));
const [username = "demoagent", password = "Agent2026"] = (optionValue("as") ?? "demoagent:Agent2026").split(
  ":",
);
const language = optionValue("lang") ?? "en";
const outDir = path.resolve(import.meta.dirname, "../.artifacts/screens/agent-centre");
mkdirSync(outDir, { recursive: true });

const PAGES = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
];

let token: string | null = null;

async function logIn(page: Page) {
  if (!token) {
    await page.goto(new URL("/login", baseUrl).toString());
    await page.locator('input[name="username"]').first().fill(username);
    await page.locator('input[name="password"]').first().fill(password);
    await page.locator('input[name="password"]').first().press("Enter");
    await page.getByTestId("member-account").waitFor({ state: "attached" });
    token = await page.evaluate(() => sessionStorage.getItem("token"));
  }
  await page.addInitScript((value) => sessionStorage.setItem("token", value), token as string);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const theme of ["dark", "light"]) {
  for (const [device, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await context.addInitScript(
      ([value, lang]) => {
        localStorage.setItem("theme", value);
        localStorage.setItem("hisLang", lang);
        sessionStorage.setItem("indexNoticeSeen", "1");
      },
      [theme, language],
    );
    const page = await context.newPage();
    await logIn(page);
    await page.goto(baseUrl);
    await page.getByTestId("member-account").waitFor({ state: "attached" });
    await page.locator(".avatar-menu__button").click();
    await page
      .getByRole("menuitem")
      .filter({ has: page.locator(".icon") })
      .nth(0)
      .waitFor();
    await page.locator('.avatar-menu__item:has-text("Agent")').first().click();
    const centre = page.locator(".agent-centre");
    await centre.waitFor();
    for (const key of PAGES) {
      await centre.locator(`[data-page="${key}"]`).click();
      await page.waitForLoadState("networkidle");
      // Pictures of figures, not of "Loading…": wait until the page has its answer.
      await centre
        .locator(".agent-page__status[role=status]")
        .waitFor({ state: "detached", timeout: 60_000 });
      await page.mouse.move(0, 0);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(outDir, `${key}-${theme}-${device}.png`) });
      if (key === "agentTeamOverview") {
        await centre.getByTestId("agent-overview-chart").scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `${key}-chart-${theme}-${device}.png`) });
      }
    }
    await context.close();
  }
}
await browser.close();
process.stdout.write(`screenshots in ${outDir}\n`);
