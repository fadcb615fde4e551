// The back office as staff use it: the demo start's staff (README, demo section), their TOTP codes
// made with the server's own library, and a browser context logged in as one of them.
import type { StaffRole } from "@banca/contract/backoffice/permissions";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshAddress } from "./auth.ts";
import { expect } from "./fixtures.ts";
import { operatorHeaders } from "./operator.ts";

export type DemoStaff = { username: string; password: string; totpSecret: string };
/** A staff member a test made for itself, with the time step its enrolment spent. */
export type OwnStaff = DemoStaff & { spentStep: number };

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
export function totpCode(staff: DemoStaff, stepsAhead = 0, at = Date.now()) {
  const totp = new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(staff.totpSecret),
  });
  return totp.generate({ timestamp: at + stepsAhead * PERIOD_MS });
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

const stepOf = (timestamp: number) => Math.floor(timestamp / PERIOD_MS);

/**
 * A staff member of the test's own, made as a new colleague is (created with the suite's operator
 * key, enrolment link, password, first log-in enrolling the authenticator). The demo staff are
 * shared by every journey and each TOTP step is taken once, so a journey that types a code in the
 * page, or that needs a second person, uses a member nobody else spends codes of.
 */
export async function newStaffMember(
  request: APIRequestContext,
  role: StaffRole,
  prefix: string,
): Promise<OwnStaff> {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const password = "Desk2026x";
  const created = await request.post("/admin/api/staff/create", {
    headers: { ...staffHeaders, authorization: operatorHeaders().authorization },
    data: { username, role, merchants: null },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { enrolmentLink } = (await created.json()).value as { enrolmentLink: string };
  const token = decodeURIComponent(enrolmentLink.slice(enrolmentLink.indexOf("token=") + 6));
  const headers = { ...staffHeaders, "X-Forwarded-For": freshAddress() };
  const claimed = await request.post("/admin/api/staff/session/claim", {
    headers,
    data: { token, password },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const login = await request.post("/admin/api/staff/session/login", {
    headers,
    data: { username, password },
  });
  const { value } = (await login.json()) as { value: { step: string; enrolment: { secret: string } } };
  expect(value.step).toBe("enrol");
  const member = { username, password, totpSecret: value.enrolment.secret };
  const now = Date.now();
  const enrolled = await request.post("/admin/api/staff/session/enrol", {
    headers,
    data: { code: totpCode(member, 0, now) },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  // The enrolment ended with a session of the member in this context: the test logs in afresh.
  await request.post("/admin/api/staff/session/logout", { headers });
  return { ...member, spentStep: stepOf(now) };
}

/**
 * The code of `staff` for the step after the last one it spent (the server takes only later steps,
 * and the next step's code too, as clocks drift); marks that step spent.
 */
export function nextCode(staff: OwnStaff): string {
  const now = Date.now();
  const step = Math.max(stepOf(now), staff.spentStep + 1);
  staff.spentStep = step;
  return totpCode(staff, step - stepOf(now), now);
}

/** Logs a request context in as `staff` through the staff calls (its cookie then serves the browser). */
export async function logInByApi(request: APIRequestContext, staff: DemoStaff) {
  const login = await request.post("/admin/api/staff/session/login", {
    headers: staffHeaders,
    data: { username: staff.username, password: staff.password },
  });
  expect(await login.json()).toMatchObject({ success: true, value: { step: "totp" } });
  if ("spentStep" in staff) {
    // A member of the test's own: its next step's code is nobody else's, taken the first time.
    const answer = await request.post("/admin/api/staff/session/totp", {
      headers: staffHeaders,
      data: { code: nextCode(staff as OwnStaff) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return;
  }
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
export async function staffPage(
  browser: Browser,
  staff: DemoStaff,
  screen = "",
  merchant = "demo",
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": freshAddress() },
    viewport: { width: 1440, height: 900 },
    reducedMotion: "reduce",
  });
  // In English, on the demo merchant unless told (staff of every merchant start on the first of the list).
  await context.addInitScript((code) => {
    window.localStorage.setItem("backoffice.locale", "en");
    window.localStorage.setItem("backoffice.merchant", code);
  }, merchant);
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
