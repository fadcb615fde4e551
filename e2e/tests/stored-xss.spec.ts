import type { APIRequestContext, Page } from "@playwright/test";
import { freshAddress, freshUsername, header, logIn, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";
import { callSite, type Envelope } from "../support/site-api.ts";

// Each payload, if it ever ran, would set window.__xss or open a dialog.
const PAYLOADS = [
  `<script>window.__xss="script"</script>`,
  `<img src=x onerror="window.__xss='img'">`,
  `<svg onload="window.__xss='svg'"></svg>`,
  `<a href="javascript:window.__xss='link'">open</a>`,
  `<div onmouseover="window.__xss='hover'" style="position:fixed;inset:0;z-index:9999">x</div>`,
  `<style>@import "javascript:window.__xss='style'";body{background:red}</style>`,
  `<iframe srcdoc="<script>parent.__xss='frame'</script>"></iframe>`,
  `"><img src=x onerror=alert('attr')>`,
  `<details open ontoggle="alert('toggle')">`,
];
const ALL = PAYLOADS.join(" ");
const SHORT = `<img src=x onerror=alert(1)>`;
const PASSWORD = "Xss2026ok";

/** A call of the site's API as the site makes it, each from an address of its own. */
const api = <T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { body?: unknown; token?: string; sealed?: boolean },
) => callSite<T>(request, method, path, { ...options, address: freshAddress() });

/** Fails the test when anything a payload carries runs on the page, or survives as live markup. */
async function expectNoScriptRan(page: Page, dialogs: string[], where: string) {
  // Move the pointer over the page so a stored mouseover handler would fire.
  await page.mouse.move(200, 200);
  await page.mouse.move(700, 500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
  const live = await page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter(
        (element) =>
          [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith("on")) ||
          (element instanceof HTMLAnchorElement &&
            element.href.trim().toLowerCase().startsWith("javascript:")) ||
          (element instanceof HTMLIFrameElement && element.srcdoc !== "") ||
          // A stored style sheet would restyle the page (overlays, exfiltration through URLs).
          (element instanceof HTMLStyleElement && (element.textContent ?? "").includes("__xss")),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(live, where).toEqual([]);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("texts members and operators store are shown as text and never run as script", async ({
  page,
  request,
}) => {
  test.slow();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The member stores a nickname and a withdrawal account holder through the site's API.
  const username = freshUsername("xs");
  const registered = await api<{ token: string }>(request, "PUT", "/wps/member/register", {
    sealed: true,
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      paymentPassword: "482913",
      registerMethod: "WEB",
      agreement: true,
    },
  });
  expect(registered).toMatchObject({ success: true });
  const token = registered.value.token;
  const stored: string[] = [];
  const profile = await api(request, "POST", "/wps/member/profile", {
    token,
    body: { nickname: SHORT.slice(0, 20) },
  });
  if (profile.success) stored.push("nickname");
  else stored.push(`nickname refused: ${profile.errorCode}`);
  const card = await api(request, "PUT", "/wps/v2/bankcards", {
    token,
    sealed: true,
    body: {
      type: "bank",
      providerCode: "CHASE",
      accountNumber: "4040123456789",
      holderName: SHORT,
      loginPassword: PASSWORD,
    },
  });
  // A holder name takes letters and spaces only: markup is refused before it is stored.
  expect(card).toMatchObject({ success: false, errorCode: "request_param_err" });

  // The operator stores an inbox message and a promotion (whose content is rich text).
  const message = await request.post("/admin/api/messages", {
    headers: operatorHeaders(),
    data: { audience: "member", username, title: { en: SHORT }, content: { en: ALL } },
  });
  expect(await message.json()).toMatchObject({ success: true });
  stored.push("inbox message");
  const promotion = await request.post("/admin/api/promotions/create", {
    headers: operatorHeaders(),
    data: {
      category: "special",
      title: { en: `XSS ${SHORT}` },
      summary: { en: ALL },
      content: { en: ALL },
      artwork: "/media/promotions/welcome.svg",
      startsAt: "now-1d",
      endsAt: "now+30d",
      mode: "apply",
      bonusCap: "50.00",
      turnoverMultiplier: 2,
    },
  });
  const created = (await promotion.json()) as Envelope<{ id: number }>;
  expect(created, JSON.stringify(created)).toMatchObject({ success: true });
  stored.push("promotion title, summary and content");
  const joined = await api(request, "POST", "/wps/relay/MCSFE_joinPromotion", {
    token,
    body: { promotionId: created.value.id, comment: SHORT, images: [] },
  });
  stored.push(joined.success ? "promotion application comment" : `application refused: ${joined.errorCode}`);
  test.info().annotations.push({ type: "stored", description: stored.join(", ") });

  // A visitor reads the promotions; the member reads the inbox, the profile and the withdraw page.
  await playAsNewVisitor(page);
  await page.goto("/promotions");
  await expect(page.getByTestId("promo-card").first()).toBeVisible();
  await expectNoScriptRan(page, dialogs, "promotions");
  await page.goto(`/promoDetail?id=${created.value.id}`);
  await expect(page.getByTestId("promotion-detail")).toContainText("XSS");
  await expectNoScriptRan(page, dialogs, "promotion detail");

  await logIn(page, username, PASSWORD);
  await expectNoScriptRan(page, dialogs, "header with the nickname");
  await header(page).getByTestId("header-inbox").click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  const row = centre.getByTestId("inbox-row").filter({ hasText: SHORT });
  await expect(row).toBeVisible();
  await row.click();
  await expect(centre).toContainText(PAYLOADS[0] as string);
  await expectNoScriptRan(page, dialogs, "inbox");
  for (const key of ["profile", "withdraw", "rewardCenter"]) {
    await centre.locator(`[data-page="${key}"]`).click();
    await page.waitForLoadState("networkidle");
    await expectNoScriptRan(page, dialogs, key);
  }
  await page.keyboard.press("Escape");
  await expect(centre).toHaveCount(0);
  // The member's own view of the promotion shows the application and its comment.
  await page.goto(`/promoDetail?id=${created.value.id}`);
  await expect(page.getByTestId("promotion-detail")).toContainText("XSS");
  await expectNoScriptRan(page, dialogs, "promotion detail of the applicant");
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await expectNoScriptRan(page, dialogs, "avatar menu");
  // Every kind of text was stored, so each page above showed a payload.
  expect(stored).toEqual([
    "nickname",
    "inbox message",
    "promotion title, summary and content",
    "promotion application comment",
  ]);
});
