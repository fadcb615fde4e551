// Screenshots of every agent-centre page in both themes at desktop (1440) and phone (390) widths.
// Usage: npx tsx e2e/tools/agent-centre-screenshots.ts [baseUrl] [--as=<username>:<password>] [--lang=en]
//   [--pages=agentDailyWages2,agentHourSalary] [--requests]
// --requests logs in afresh in each theme and size and takes the contract requests shown after the
// login (use an account with one waiting, e.g. --as=lunaferraz:Team2026 on the demo).
// Logs in as the agent (demoagent by default) and opens each page from the agent centre's menu; on
// the contract pages also the offer dialog (the demo's agent holds contracts of every kind). The
// server must be running with the contract switches on.
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
  "agentDividendRecordCopy2",
  "agentDailyWages2",
  "agentHourSalary",
  "agentRealtimeSalary",
].filter((key) => !optionValue("pages") || optionValue("pages")?.split(",").includes(key));
const CONTRACT_PAGES = new Set([
  "agentDividendRecordCopy2",
  "agentDailyWages2",
  "agentHourSalary",
  "agentRealtimeSalary",
]);

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
        sessionStorage.setItem("loginNoticeSeen", "1");
      },
      [theme, language],
    );
    const page = await context.newPage();
    if (args.includes("--requests")) {
      await page.goto(new URL("/login", baseUrl).toString());
      await page.locator('input[name="username"]').first().fill(username);
      await page.locator('input[name="password"]').first().fill(password);
      await page.locator('input[name="password"]').first().press("Enter");
      const requests = page.getByTestId("contract-requests");
      await requests.getByTestId("contract-request").first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `contract-requests-${theme}-${device}.png`) });
      await page.keyboard.press("Escape");
      token = await page.evaluate(() => sessionStorage.getItem("token"));
    }
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
      if (CONTRACT_PAGES.has(key)) {
        // The rest of the page a screen at a time, then the offer dialog to the first direct
        // downline agent: its top, and its end with a rate above the agent's own refused.
        const full = await centre.locator(".member-centre__page").evaluate((element) => element.scrollHeight);
        for (let top = 700, part = 2; top < full; top += 700, part++) {
          await centre.locator(".member-centre__page").evaluate((element, y) => element.scrollTo(0, y), top);
          await page.waitForTimeout(200);
          await page.screenshot({ path: path.join(outDir, `${key}-part${part}-${theme}-${device}.png`) });
        }
        const open = centre.getByTestId("contract-offer-open");
        if (await open.isEnabled()) {
          await open.click();
          const offer = page.getByTestId("contract-offer");
          // An agent without direct downline agents has no one to offer to: no dialog pictures then.
          const someone = await offer
            .locator("select[name=memberId] option")
            .nth(1)
            .waitFor({ state: "attached", timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          if (someone) {
            await offer.locator("select[name=memberId]").selectOption({ index: 1 });
            await page.waitForTimeout(300);
            await page.screenshot({ path: path.join(outDir, `${key}-offer-${theme}-${device}.png`) });
            const rate = offer.locator('input[name="tier-1-rate"], input[name="singleBetRate"]').first();
            await rate.fill("99");
            await offer.locator("button[type=submit]").click();
            await offer.locator("button[type=submit]").scrollIntoViewIfNeeded();
            await page.waitForTimeout(200);
            await page.screenshot({ path: path.join(outDir, `${key}-offer-end-${theme}-${device}.png`) });
          }
          await offer.locator(".agent-form__actions > .button--secondary").last().click();
        }
      }
      if (key === "downlineManagmentView") {
        // A direct downline agent's contracts with the agent, in its member dialog.
        await centre.locator("tr[data-member=lunaferraz] button").click();
        const member = page.getByTestId("agent-member");
        await member.locator("#agent-member-tab-contracts").click();
        await member.getByTestId("agent-member-contracts").locator(".agent-badge").first().waitFor();
        await page.screenshot({ path: path.join(outDir, `${key}-contracts-${theme}-${device}.png`) });
        await page.keyboard.press("Escape");
      }
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
