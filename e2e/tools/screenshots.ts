// Screenshots of the site in both themes at desktop and phone widths, for review and the README.
// Usage: npx tsx e2e/tools/screenshots.ts [baseUrl] [path ...] [--as-demo] [--click=<css selector>]
//   --as-demo   starts a free demo first (the visitor's button), so the pages show a trial member
//   --as=<username>:<password>  logs in as this player first (the log-in page)
//   --tag=<text>  added to the file names, to keep pictures of several runs apart
//   --seen-notices  the visitor has already read the pop-up notices (so a clicked dialog is in front)
//   --click=…   clicks this element on each page before the picture (say an open menu); repeatable,
//               the clicks run in the order given
// The server must be running.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith("--"));
const [baseUrl = "http://localhost:8080", ...paths] = args.filter((arg) => !arg.startsWith("--"));
const asDemo = options.includes("--as-demo");
const optionValue = (name: string) =>
  options.find((option) => option.startsWith(`--${name}=`))?.slice(name.length + 3);
const login = optionValue("as");
const tag = optionValue("tag");
const seenNotices = options.includes("--seen-notices");
const clicks = options
  .filter((option) => option.startsWith("--click="))
  .map((option) => option.slice("--click=".length));
const routes =
  paths.length > 0 ? paths : ["/", "/rng?page=NOVA", "/help#deposits", "/down", "/helpmc", "/pointMall"];
const outDir = path.resolve(import.meta.dirname, "../.artifacts/screens");
mkdirSync(outDir, { recursive: true });

let demoToken: string | null = null;

/**
 * Logs the page in as a trial player: the first time through the free demo button (in the drawer on
 * phones), afterwards with the same session, so one run opens one trial account.
 */
async function startFreeDemo(page: Page, phone: boolean) {
  await page.addInitScript(() => {
    sessionStorage.setItem("indexNoticeSeen", "1");
    sessionStorage.setItem("loginNoticeSeen", "1");
  });
  if (demoToken) {
    await page.addInitScript((token) => sessionStorage.setItem("token", token), demoToken);
    return;
  }
  await page.goto(baseUrl);
  if (phone) await page.locator(".header__menu").click();
  await page.locator(phone ? ".side-menu__demo" : ".header__demo").click();
  await page.getByTestId("member-account").waitFor({ state: "attached" });
  demoToken = await page.evaluate(() => sessionStorage.getItem("token"));
}

let playerToken: string | null = null;

/** Logs the page in as a player through the log-in page, once per run; later pages reuse the session. */
async function logIn(page: Page, credentials: string) {
  await page.addInitScript(() => {
    sessionStorage.setItem("indexNoticeSeen", "1");
    sessionStorage.setItem("loginNoticeSeen", "1");
  });
  if (!playerToken) {
    const [username = "", password = ""] = credentials.split(":");
    await page.goto(new URL("/login", baseUrl).toString());
    await page.locator('input[name="username"]').first().fill(username);
    await page.locator('input[name="password"]').first().fill(password);
    await page.locator('input[name="password"]').first().press("Enter");
    await page.getByTestId("member-account").waitFor({ state: "attached" });
    playerToken = await page.evaluate(() => sessionStorage.getItem("token"));
  }
  await page.addInitScript((token) => sessionStorage.setItem("token", token), playerToken);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const theme of ["dark", "light"]) {
  for (const [device, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 375, height: 812 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    if (seenNotices)
      await page.addInitScript(() => {
        sessionStorage.setItem("indexNoticeSeen", "1");
        sessionStorage.setItem("loginNoticeSeen", "1");
      });
    if (asDemo) await startFreeDemo(page, device === "phone");
    if (login) await logIn(page, login);
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).toString());
      await page.waitForLoadState("networkidle");
      for (const selector of clicks) await page.locator(selector).first().click();
      await page.waitForTimeout(300);
      const base = route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const who = asDemo ? "-demo" : login ? "-player" : "";
      const name = `${base}${who}${clicks.length > 0 ? "-clicked" : ""}${tag ? `-${tag}` : ""}-${theme}-${device}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: device === "desktop" });
    }
    await context.close();
  }
}
await browser.close();
process.stdout.write(`screenshots in ${outDir}\n`);
