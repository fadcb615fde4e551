import { flattenModules, type ModuleNode } from "@banca/contract/whitelabel";
import type { Locator, Page, Request } from "@playwright/test";
import { header, logIn, playAsNewVisitor } from "../support/auth.ts";
import { expect, type PageProblems, test } from "../support/fixtures.ts";

// The site's menus offer only what works: every entry leads to a page that renders (not the
// not-found state, no console error), and an entry whose module the merchant switched off is not there.
const MENUS = "header.header, .side-menu, .right-bar, .footer, #content";

async function modulesOf(page: Page): Promise<Record<string, boolean>> {
  const answer = await page.request.get("/wps/system/status");
  const body = (await answer.json()) as { value: { info: { whitelabel: ModuleNode[] } } };
  return flattenModules(body.value.info.whitelabel);
}

/**
 * The site paths the menus link to (path and query; the hash only picks a help topic), once the
 * menus have filled in from the catalogue: the game categories and the home's lanes arrive after
 * the page's frame.
 */
async function menuPaths(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const hrefs = await page
    .locator(MENUS)
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const paths = hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
  return [...new Set(paths.map((href) => href.split("#")[0] || "/"))].sort();
}

/** An entry shows exactly while its module is on. */
async function expectShownWhileOn(modules: Record<string, boolean>, entries: Record<string, Locator>) {
  for (const [moduleId, entry] of Object.entries(entries)) {
    await expect(entry, `${moduleId} is ${modules[moduleId] ? "on" : "off"}`).toHaveCount(
      modules[moduleId] ? 1 : 0,
    );
  }
}

/**
 * Resolves once none of the page's requests begun from now on has been open for half a second:
 * Playwright's "networkidle", which holds for a page's load only, for what an in-site navigation
 * fetches. A request begun before (the previous page's last pictures) is not waited for.
 */
function networkSettles(page: Page, path: string): () => Promise<void> {
  const open = new Set<Request>();
  let changed = Date.now();
  const opened = (request: Request) => {
    open.add(request);
    changed = Date.now();
  };
  const closed = (request: Request) => {
    if (open.delete(request)) changed = Date.now();
  };
  page.on("request", opened);
  page.on("requestfinished", closed);
  page.on("requestfailed", closed);
  return async () => {
    try {
      await expect
        .poll(() => (open.size === 0 && Date.now() - changed >= 500) || [...open].map((r) => r.url()), {
          intervals: [100],
          message: `${path}: the page's calls end`,
        })
        .toBe(true);
    } finally {
      page.off("request", opened);
      page.off("requestfinished", closed);
      page.off("requestfailed", closed);
    }
  };
}

/**
 * Follows a menu's path inside the site, as a visitor's click on its link does (the site's links push
 * the path onto the history and its router follows; loading each route afresh is routes.spec.ts's):
 * a load per path was most of this test's time and CPU.
 */
async function expectWorkingPage(page: Page, path: string, problems: PageProblems) {
  const settled = networkSettles(page, path);
  await page.evaluate((to) => window.history.pushState(null, "", to), path);
  await expect(page, path).toHaveURL(path);
  await expect(page.locator("#content, .help-centre").first(), path).toBeVisible();
  await settled();
  await expect(page.locator('.empty-state img[src$="not-found.svg"]'), path).toHaveCount(0);
  expect(problems, path).toEqual([]);
}

test("a visitor's menus lead only to pages that work, and hide what is switched off", async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000);
  await playAsNewVisitor(page);
  await page.goto("/");
  const modules = await modulesOf(page);
  // Invite friends and the live chat are built and on in the demo, so their entries are checked shown.
  for (const id of ["REFERRAL3", "CBS3"]) {
    expect(modules[id], id).toBe(true);
  }
  const side = page.locator(".side-menu");
  await expectShownWhileOn(modules, {
    DIRECTREG3: header(page).getByRole("link", { name: "Sign up" }),
    FREEPLAY3: header(page).getByRole("button", { name: "Free demo" }),
    FEEDBACK3: side.getByRole("button", { name: "Feedback" }),
    INBOX3: side.getByRole("button", { name: "Platform information" }),
    AGENTPOLICY3: page.locator(".footer").getByRole("link", { name: "Become an agent" }),
    PTSYS3: page.locator('a[href^="/pointMall"]'),
    CBS3: page.locator(".right-bar").getByRole("button", { name: "Live chat" }),
    REFERRAL3: page.locator(".right-bar").getByRole("button", { name: "Invite friends" }),
  });

  const paths = await menuPaths(page);
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) await expectWorkingPage(page, path, problems);

  // The side menu's buttons open what they name.
  await page.goto("/");
  await side.getByRole("button", { name: "Announcements" }).click();
  await expect(page.getByRole("dialog", { name: "Announcements" })).toBeVisible();
  await page.keyboard.press("Escape");
  await side.getByRole("button", { name: "Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Feedback" })).toBeVisible();
  await page.keyboard.press("Escape");
  // A visitor asking for the messages is asked to log in first.
  await side.getByRole("button", { name: "Platform information" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");

  // On a phone the same menu is a drawer with the same entries.
  await page.setViewportSize({ width: 375, height: 812 });
  await header(page).getByRole("button", { name: "Open menu" }).click();
  await expect(side).toHaveClass(/is-mobile-open/);
  const drawerPaths = await menuPaths(page);
  expect(drawerPaths.filter((path) => !paths.includes(path))).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a member's avatar menu and member centre offer only pages that work", async ({ page, problems }) => {
  test.setTimeout(180_000);
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, "demoplayer", "Demo2026");
  const modules = await modulesOf(page);

  const accountMenu = header(page).getByRole("button", { name: "Account menu for demoplayer" });
  await accountMenu.click();
  const menu = page.getByRole("menu");
  await expectShownWhileOn(modules, {
    MEMTRANS3: menu.getByRole("menuitem", { name: "Account record" }),
    INBOX3: menu.getByRole("menuitem", { name: /^Platform information/ }),
    PROFPIC3: menu.getByRole("menuitem", { name: "Change avatar" }),
  });
  // The agent centre is on in the demo, and offered to agents only (agent-centre.spec.ts).
  expect(modules.AGEINFO3).toBe(true);
  await expect(menu.getByRole("menuitem", { name: /agent centre/i })).toHaveCount(0);
  const entries = await menu.getByRole("menuitem").allInnerTexts();
  await page.keyboard.press("Escape");

  // Every avatar menu entry but signing out opens a dialog that renders.
  for (const label of entries.map((text) => text.trim().split("\n")[0] ?? "")) {
    if (label === "Sign out") continue;
    await accountMenu.click();
    await page.getByRole("menuitem", { name: label }).first().click();
    await expect(page.getByRole("dialog").first(), label).toBeVisible();
    await expect(page.locator(".member-centre__failed"), label).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }

  await header(page).getByTestId("header-deposit").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre).toBeVisible();
  await expectShownWhileOn(modules, {
    DPSTBAS3: centre.locator('[data-page="depositv2"]'),
    FUNDTRANS3: centre.locator('[data-page="transferFund"]'),
    REWCEN3: centre.locator('[data-page="rewardCenter"]'),
    MISSIONLB3: centre.locator('[data-page="missionLeaderboard"]'),
    REFERRAL3: centre.locator('[data-page="referral"]'),
    PLAYERRANK3: centre.locator('[data-page="playerRank"]'),
  });
  const keys = await centre
    .locator("[data-page]")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-page") ?? ""));
  expect(keys.length).toBeGreaterThan(8);
  for (const key of keys) {
    await centre.locator(`[data-page="${key}"]`).click();
    await expect(centre.locator(`[data-page="${key}"]`)).toHaveAttribute("aria-current", "page");
    await expect(centre.locator(".member-centre__loading"), key).toHaveCount(0);
    await expect(centre.locator(".member-centre__page"), key).not.toBeEmpty();
    await expect(centre.locator(".member-centre__failed"), key).toHaveCount(0);
  }
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
