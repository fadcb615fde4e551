import type { APIRequestContext, Page } from "@playwright/test";
import {
  acknowledgeRegistration,
  codeFromOutbox,
  freshMobile,
  logIn,
  playAsNewVisitor,
  signUpNewMember,
} from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openInHouseSlot } from "../support/in-house.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { operatorHeaders } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

const PASSWORD = "Sunny2026";

/** A deposit of this amount by bank transfer, approved by the operator. */
async function depositApproved(page: Page, request: APIRequestContext, username: string, amount: string) {
  const centre = await openMemberCentrePage(page, username, "depositv2");
  await centre.getByRole("button", { name: `$ ${amount}` }).click();
  await centre.locator("input[name=depositorName]").fill("Bia Lima");
  await centre.locator("input[name=transferReference]").fill(`REF-${amount.replace(/\D/g, "")}`);
  await centre.getByRole("button", { name: "I have transferred" }).click();
  const orderNo = (await centre.getByTestId("deposit-order-no").innerText()).trim();
  const approved = await request.post("/admin/api/deposits/approve", {
    headers: operatorHeaders(),
    data: { orderNo },
  });
  expect(approved.status()).toBe(200);
  await page.keyboard.press("Escape");
}

test("a friend's rewards follow its real play: nothing at registration or deposit, both once the deposit is played", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await signUpNewMember(page, { prefix: "inv" });
  let centre = await openMemberCentrePage(page, member, "referral");
  await expect(centre.getByRole("heading", { name: "Invite friends" })).toBeVisible();
  await expect(centre.getByText("No friends yet")).toBeVisible();
  // The demo's rules: a first deposit of 20.00, then 3,000.00 of valid bets (the deposit when more);
  // 1.00 and 0.50 to wager three times.
  const rules = centre.getByTestId("referral-rewards");
  await expect(rules).toContainText("Your friend confirms a mobile number");
  await expect(rules).toContainText("Of at least $ 20.00.");
  await expect(rules).toContainText("Your friend plays for real");
  await expect(rules).toContainText("Valid bets placed after the deposit reach $ 3,000.00");
  await expect(centre.getByTestId("referral-reward-amounts")).toContainText("+$ 1.00");
  await expect(centre.getByTestId("referral-reward-amounts")).toContainText("+$ 0.50");
  await expect(centre.getByTestId("referral-rules")).toContainText(
    "bet 3 times a reward's amount before it can be withdrawn. Up to 5 friends are rewarded per day",
  );
  const code = (await centre.getByTestId("referral-code").innerText()).trim();
  const link = await centre.getByTestId("referral-link").getAttribute("href");
  expect(link).toMatch(new RegExp(`/register\\?referralCode=${code}$`));
  await expect(
    centre.getByRole("img", { name: "QR code of your invitation link" }).locator("img"),
  ).toHaveCount(1);

  // The friend opens the link in its own browser, from its own address, and registers by mobile
  // number: the SMS code confirms the number.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.addInitScript(() => {
    sessionStorage.setItem("indexNoticeSeen", "1");
    sessionStorage.setItem("loginNoticeSeen", "1");
  });
  await playAsNewVisitor(friendPage);
  await friendPage.goto(link ?? "");
  await friendPage.getByRole("tab", { name: "Mobile number" }).click();
  const form = friendPage.getByTestId("register-form-mobile");
  await expect(form.locator("input[name=referralCode]")).toHaveValue(code);
  const mobile = freshMobile();
  await form.locator("input[name=mobileNum]").fill(mobile);
  await form.getByTestId("send-sms").click();
  await form.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await form.locator("input[name=password]").fill(PASSWORD);
  await form.locator("input[name=confirmPassword]").fill(PASSWORD);
  await form.locator("input[name=paymentPassword]").fill("135790");
  await form.getByRole("button", { name: "Create account" }).click();
  await friendPage.getByTestId("register-account").getByRole("button", { name: "Continue" }).click();
  await acknowledgeRegistration(friendPage);
  // The browser got the server's device cookie, out of the page's reach.
  const cookies = await friendContext.cookies();
  expect(cookies.find((cookie) => cookie.name === "banca_device")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });

  // A 5,000.00 deposit alone earns nothing: the friend waits, deposited.
  await depositApproved(friendPage, request, mobile, "5,000.00");
  await expect(async () => {
    await page.reload();
    centre = await openMemberCentrePage(page, member, "referral");
    await expect(centre.locator(".referral-tag.is-done", { hasText: "Deposited" })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  const row = centre.getByTestId("referral-friend");
  await expect(row.getByTestId("referral-friend-status")).toHaveText("Waiting");
  await expect(centre.getByTestId("referral-friend-reward")).toHaveText("$ 0.00");

  // One 5,000.00 spin plays the deposit once (more than the 3,000.00 of valid bets asked): both
  // rewards follow with the loyalty job's next runs.
  const frame = await openInHouseSlot(friendPage, request);
  // The game is ready once it shows the wallet's balance; a stake typed before would be reset.
  await expect(frame.getByTestId("bgs-balance")).toHaveText(/^5,?000\.00$/);
  await frame.locator("#stake").fill("5000.00");
  await expect(frame.locator("#stake")).toHaveValue("5000.00");
  await frame.getByTestId("bgs-spin").click();
  await expect(frame.locator("#banner")).toHaveClass(/\b(win|lose)\b/);
  await friendContext.close();

  // The totals and the friend list are two calls: a page opened as the reward lands may show it in
  // one of them only, so both are awaited after the same reload.
  await expect(async () => {
    await page.reload();
    centre = await openMemberCentrePage(page, member, "referral");
    await expect(centre.getByTestId("referral-friend-reward")).toHaveText("+$ 1.00", { timeout: 3_000 });
    await expect(centre.getByTestId("referral-total-reward")).toHaveText("$ 1.00", { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(mobile);
  await expect(row.getByTestId("referral-friend-status")).toHaveText("Rewarded");
  await expect(centre.getByTestId("referral-friend-count")).toHaveText("1");

  await screenshotEverySize(page, "referral", {
    ready: async () => {
      await page.reload();
      centre = await openMemberCentrePage(page, member, "referral");
      await expect(centre.getByTestId("referral-friend-status")).toHaveText("Rewarded");
    },
  });
  // Further down: the rules the player reads and the friend's progress.
  await screenshotEverySize(page, "referral-friends", {
    ready: async () => {
      await page.reload();
      centre = await openMemberCentrePage(page, member, "referral");
      await centre.getByTestId("referral-friends").scrollIntoViewIfNeeded();
    },
  });
});

test("the right bar's invite-friends shortcut asks a visitor to log in and opens a member's invitation", async ({
  page,
}) => {
  await playAsNewVisitor(page);
  await page.goto("/");
  const invite = page.locator(".right-bar").getByRole("button", { name: "Invite friends" });
  await invite.click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");

  await logIn(page, "demoplayer", "Demo2026");
  await invite.click();
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await expect(centre.getByRole("heading", { name: "Invite friends" })).toBeVisible();
  await expect(centre.getByTestId("referral-code")).not.toBeEmpty();
  await page.keyboard.press("Escape");
  // The right bar floats beside the content on wide screens only (a phone has the side menu's entries).
  await screenshotEverySize(page, "right-bar-invite");
});
