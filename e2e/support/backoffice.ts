// The back office as staff use it: the demo start's staff (README, demo section), their TOTP codes
// made with the server's own library, and a browser context logged in as one of them.
import type { StaffRole } from "@banca/contract/backoffice/permissions";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freshAddress } from "./auth.ts";
import { betweenWorkers, readShared, writeShared } from "./between-workers.ts";
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

const stepOf = (timestamp: number) => Math.floor(timestamp / PERIOD_MS);

/** The first step the server takes after `spent`: the current one, or the one after the last spent. */
const stepAfter = (spent: number) => Math.max(stepOf(Date.now()), spent + 1);

/** The code of one time step. */
const codeOfStep = (staff: DemoStaff, step: number) => totpCode(staff, 0, step * PERIOD_MS + PERIOD_MS / 2);

/**
 * Logs in with a demo member's code for a time step no other log-in of the suite has taken. The
 * server takes only steps after the last one it took (a code seen over a shoulder cannot be
 * replayed), up to the step after the current one (clocks drift); the workers keep the last step
 * they spent per member (between-workers.ts), and each log-in takes the next one, waiting for it
 * when it is further ahead. Racing for the current code instead, two workers' log-ins failed each
 * other until the address was locked out.
 */
export async function withFreshCode(staff: DemoStaff, submit: (code: string) => Promise<boolean>) {
  const record = `totp-${staff.username}`;
  await betweenWorkers(record, async () => {
    for (let tries = 0; tries < 3; tries++) {
      const step = stepAfter(readShared<number>(record) ?? 0);
      const wait = (step - 1) * PERIOD_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
      const accepted = await submit(codeOfStep(staff, step));
      writeShared(record, step);
      if (accepted) return;
    }
    throw new Error(`no TOTP code of ${staff.username} was accepted`);
  });
}

const staffHeaders = { "X-Banca-Staff": "1" };

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
  const step = stepAfter(staff.spentStep);
  staff.spentStep = step;
  return codeOfStep(staff, step);
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
 * Logs `context` in as `staff`, reusing the suite's session of that member while it lives: each
 * log-in spends a TOTP step, so the journeys of every worker share one session per member (kept
 * between workers, as a worker that restarts after a failure would otherwise log in again), as one
 * person's tabs would.
 */
async function logInSharingSession(context: BrowserContext, staff: DemoStaff) {
  const record = `session-${staff.username}`;
  await betweenWorkers(record, async () => {
    const saved = readShared<Awaited<ReturnType<BrowserContext["cookies"]>>>(record);
    if (saved) {
      await context.addCookies(saved);
      const me = await context.request.get("/admin/api/staff/me", { headers: staffHeaders });
      if (me.ok()) return;
      await context.clearCookies();
    }
    await logInByApi(context.request, staff);
    writeShared(record, await context.cookies());
  });
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
