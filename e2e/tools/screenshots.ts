// Screenshots of the site in both themes at desktop and phone widths, for review and the README.
// Usage: npx tsx e2e/tools/screenshots.ts [baseUrl] [path ...]   (the server must be running)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:8080", ...paths] = process.argv.slice(2);
const routes =
  paths.length > 0 ? paths : ["/", "/rng?page=NOVA", "/help#deposits", "/down", "/helpmc", "/pointMall"];
const outDir = path.resolve(import.meta.dirname, "../.artifacts/screens");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (const theme of ["dark", "light"]) {
  for (const [device, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 375, height: 812 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).toString());
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${theme}-${device}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: device === "desktop" });
    }
    await context.close();
  }
}
await browser.close();
process.stdout.write(`screenshots in ${outDir}\n`);
