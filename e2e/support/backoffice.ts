// The back office as staff use it: the demo start's staff (README, demo section), their TOTP codes
// made with the server's own library, and a browser context logged in as one of them.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshAddress } from "./auth.ts";
import { expect } from "./fixtures.ts";

export type DemoStaff = { username: string; password: string; totpSecret: string };

export const DEMO_ADMIN: DemoStaff = {
  username: "demoadmin",
  password: "Admin2026",
  totpSecret: "BYBDYEB2LJFSEZBBU3LR4J4ZTEFCEQM7",
};
export const DEMO_FINANCE: DemoStaff = {
  username: "demofinance",
  password: "Finance2026",
  totpSecret: "CXZYEQHFKOVBSGS3B2IVZ66RAVCCWFWX",
};

const PERIOD_MS = 30_000;

/** The authenticator's code `stepsAhead` steps from now (the server takes the next step too: clocks drift). */
export function totpCode(staff: DemoStaff, stepsAhead = 0) {
  const totp = new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(staff.totpSecret),
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * PERIOD_MS });
}

/**
 * Tries the codes a staff member could type until one is taken: the server takes each time step
 * once (a code seen over a shoulder cannot be replayed), so a second log-in of the same member in
 * the same 30 s uses the next step's code, and a third waits for the next step.
 */
export async function withFreshCode(staff: DemoStaff, submit: (code: string) => Promise<boolean>) {
  for (let round = 0; round < 3; round++) {
    for (const ahead of [0, 1]) {
      if (await submit(totpCode(staff, ahead))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 500));
  }
  throw new Error(`no TOTP code of ${staff.username} was accepted`);
}

const staffHeaders = { "X-Banca-Staff": "1" };

/** Logs a request context in as `staff` through the staff calls (its cookie then serves the browser). */
export async function logInByApi(request: APIRequestContext, staff: DemoStaff) {
  const login = await request.post("/admin/api/staff/session/login", {
    headers: staffHeaders,
    data: { username: staff.username, password: staff.password },
  });
  expect(await login.json()).toMatchObject({ success: true, value: { step: "totp" } });
  await withFreshCode(staff, async (code) => {
    const answer = await request.post("/admin/api/staff/session/totp", {
      headers: staffHeaders,
      data: { code },
    });
    return answer.ok();
  });
}

/**
 * The session cookies of each staff member this worker has logged in. The server takes a TOTP
 * step's code once, so journeys that each logged in again queued for codes (and, two workers
 * deep, ran out of them); they now share one session per member, as one person's tabs would.
 */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/** Logs `context` in as `staff`, reusing this worker's session of that member while it lives. */
async function logInSharingSession(context: BrowserContext, staff: DemoStaff) {
  const saved = sessions.get(staff.username);
  if (saved) {
    await context.addCookies(saved);
    const me = await context.request.get("/admin/api/staff/me", { headers: staffHeaders });
    if (me.ok()) return;
    await context.clearCookies();
  }
  await logInByApi(context.request, staff);
  sessions.set(staff.username, await context.cookies());
}

/** A new browser window of `staff`, logged in, from an address of its own, on the back office. */
export async function staffPage(browser: Browser, staff: DemoStaff, screen = ""): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
    viewport: { width: 1440, height: 900 },
    reducedMotion: "reduce",
  });
  // In English, on the demo merchant (staff of every merchant start on the first of the list).
  await context.addInitScript(() => {
    window.localStorage.setItem("backoffice.locale", "en");
    window.localStorage.setItem("backoffice.merchant", "demo");
  });
  await logInSharingSession(context, staff);
  const page = await context.newPage();
  await page.goto(`/backoffice/#/${screen}`);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  return page;
}

/** Opens a screen from the menu, as staff do. */
export async function openScreen(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}
