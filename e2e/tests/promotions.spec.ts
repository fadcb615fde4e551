import type { APIRequestContext } from "@playwright/test";
import {
  acknowledgeRegistration,
  codeFromOutbox,
  freshMobile,
  freshUsername,
  header,
  newMember,
  playAsNewVisitor,
  registerByUsername,
} from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";

const OPERATOR = { authorization: "Bearer e2e-operator-key-0123456789abcdef", merchant: "demo" };
// A real 1 × 1 PNG: the server reads the type from these bytes, not from the name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function applicationOf(request: APIRequestContext, username: string) {
  const answer = await request.get("/admin/api/promotions/applications?status=applying&pageSize=200", {
    headers: OPERATOR,
  });
  const list = (await answer.json()).value.list as { id: number; username: string }[];
  const mine = list.find((entry) => entry.username === username);
  if (!mine) throw new Error(`no application of ${username}`);
  return mine.id;
}

test("a new player sees the welcome offer while registering, opens it from the slider, verifies a mobile number and claims it", async ({
  page,
  request,
  problems,
}) => {
  test.slow();
  await playAsNewVisitor(page);
  await page.goto("/register");
  const slider = page.getByTestId("register-promo-slider");
  await expect(slider).toBeVisible();
  await expect(slider.locator(".promo-slider__slide.is-active")).toContainText("A $10 welcome bonus");
  // Two new-player offers: one slide shows, dots choose between them.
  await expect(slider.locator(".promo-slider__dot")).toHaveCount(2);
  await expect(page.getByTestId("register-form-username")).toBeVisible();

  const username = freshUsername("pw");
  await registerByUsername(page, { username, password: "Sunny2026", paymentPassword: "482913" });
  await acknowledgeRegistration(page);
  await expect(page).toHaveURL(/\/$/);
  const balance = header(page).getByTestId("balance-amount");
  await expect(balance).toHaveText("$ 0.00");

  // Back to the registration page: the slider leads to the welcome promotion.
  await page.goBack();
  await expect(page).toHaveURL(/\/register$/);
  await slider.locator(".promo-slider__slide.is-active").getByTestId("register-promo-slide").click();
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
  const detail = page.getByTestId("promotion-detail");
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText("A $10 welcome bonus");
  await expect(detail.locator(".promo-rules")).toContainText("Claim a bonus of $ 10.00, once per account.");
  await expect(detail.locator(".promo-rules")).toContainText(
    "Your account needs a verified mobile number to claim it.",
  );
  // What counts toward the wagering, in the merchant's numbers.
  await expect(detail.locator(".promo-rules")).toContainText(
    "What counts as a valid bet: Bets on outcomes with a win chance above 90 %, at odds below 1.10",
  );

  // One welcome bonus per phone, not per account: the offer waits for a confirmed mobile number.
  await expect(detail.getByTestId("promo-status")).toHaveText("In process");
  await expect(detail.getByTestId("promo-notice")).toHaveText(
    "Verify your mobile number in the security centre to claim this bonus.",
  );
  await detail.getByRole("button", { name: "Verify mobile number" }).click();
  const security = page.getByRole("dialog", { name: "Member centre" }).getByTestId("security-center");
  await security.getByTestId("security-item-mobile").getByRole("button", { name: "Bind" }).click();
  const bind = page.getByRole("dialog", { name: "Bind mobile number" });
  const mobile = freshMobile();
  await bind.locator("input[name=mobileNum]").fill(mobile);
  await bind.getByTestId("send-sms").click();
  await bind.locator("input[name=verificationCode]").fill(await codeFromOutbox(request, `+55${mobile}`));
  await bind.locator("input[name=password]").fill("Sunny2026");
  await bind.getByRole("button", { name: "Confirm number" }).click();
  await expect(bind).toHaveCount(0);
  await expect(security.getByTestId("security-item-mobile")).toContainText("On");
  await page.reload();

  await detail.getByRole("button", { name: "Claim" }).click();
  await expect(detail.getByTestId("promo-status")).toHaveText("Claimed");
  await expect(detail.getByTestId("promo-notice")).toContainText("You claimed $ 10.00");
  await expect(balance).toHaveText("$ 10.00");

  const centre = await openMemberCentrePage(page, username, "rewardCenter");
  const line = centre.getByTestId("reward-line").first();
  await expect(line).toContainText("A $10 welcome bonus");
  await expect(line).toContainText("Claimed");
  await expect(line).toContainText("+$ 10.00");
  expect(problems).toEqual([]);
});

test("an application with a comment and an image is approved by the operator and paid as a bonus", async ({
  page,
  request,
}) => {
  test.slow();
  await playAsNewVisitor(page);
  const username = freshUsername("pa");
  await newMember(page, { username, password: "Sunny2026", paymentPassword: "482913" });

  await page.locator(".side-menu").getByRole("link", { name: "Promotions" }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await page.getByRole("tab", { name: "Special" }).click();
  const card = page.getByTestId("promo-card").filter({ hasText: "Share your big win" });
  await card.getByRole("link", { name: "Join" }).click();

  const detail = page.getByTestId("promotion-detail");
  await detail.getByRole("button", { name: "Join" }).click();
  const form = detail.getByTestId("join-form");
  await form.locator("textarea[name=comment]").fill("Hit 500x on Dragon Reels on Sunday");
  await expect(form).toContainText("34 / 140");
  await form
    .locator("input[type=file]")
    .setInputFiles({ name: "win.png", mimeType: "image/png", buffer: PNG });
  await expect(form.locator(".image-picker__item img")).toHaveCount(1);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(detail.getByTestId("promo-status")).toHaveText("Applying");
  await expect(detail.getByTestId("promo-notice")).toContainText("is being reviewed");

  const applicationId = await applicationOf(request, username);
  const detailAnswer = await request.get(`/admin/api/promotions/applications/detail?id=${applicationId}`, {
    headers: OPERATOR,
  });
  expect((await detailAnswer.json()).value).toMatchObject({
    comment: "Hit 500x on Dragon Reels on Sunday",
    imageCount: 1,
    images: [{ contentType: "image/png" }],
  });
  const approved = await request.post("/admin/api/promotions/applications/approve", {
    headers: OPERATOR,
    data: { id: applicationId, amount: "25.00" },
  });
  expect(await approved.json()).toMatchObject({ success: true, value: { status: "issued" } });

  await page.reload();
  await expect(detail.getByTestId("promo-status")).toHaveText("Issued");
  await expect(detail.getByTestId("promo-notice")).toContainText("$ 25.00 was credited");
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 25.00");

  const centre = await openMemberCentrePage(page, username, "bonusDetails");
  const bonus = centre.getByTestId("bonus-line").first();
  await expect(bonus).toContainText("Compartilhe sua grande vitória");
  await expect(bonus).toContainText("Promotion");
  await expect(bonus).toContainText("+25.00");
  await centre.locator('[data-page="rewardCenter"]').click();
  await expect(centre.getByTestId("reward-line").first()).toContainText("Issued");
});

test("a visitor who tries to join is asked to log in; a free demo player to register a real account", async ({
  page,
}) => {
  await playAsNewVisitor(page);
  await page.goto("/promotions");
  await page
    .getByTestId("promo-card")
    .filter({ hasText: "Share your big win" })
    .getByRole("link", { name: "Join" })
    .click();
  const detail = page.getByTestId("promotion-detail");
  await detail.getByRole("button", { name: "Join" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await expect(detail.getByTestId("join-form")).toHaveCount(0);
  await login.getByRole("button", { name: "Close" }).first().click();

  await header(page).getByRole("button", { name: "Free demo" }).click();
  await expect(page.getByTestId("member-account")).toBeVisible();
  await page.goBack();
  await detail.getByRole("button", { name: "Join" }).click();
  await expect(page.getByTestId("trial-warning-text")).toBeVisible();
});

test("the list filters by category, shows what is coming and what has ended, and /promoDetail opens one", async ({
  page,
  problems,
}) => {
  await playAsNewVisitor(page);
  await page.goto("/promotions");
  const cards = page.getByTestId("promo-card");
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByRole("tab", { name: "New players" }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole("tab", { name: "All" }).click();
  await expect(cards).toHaveCount(all);
  await expect(cards.filter({ hasText: "Weekend reload" }).getByTestId("promo-status")).toHaveText(
    "Coming soon",
  );
  await expect(cards.filter({ hasText: "Carnival of prizes" }).getByTestId("promo-status")).toHaveText(
    "Closed",
  );

  const id = await cards.filter({ hasText: "VIP Club" }).getAttribute("data-promotion");
  await page.goto(`/promoDetail?id=${id}`);
  await expect(page.getByTestId("promotion-detail").getByRole("heading", { level: 1 })).toHaveText(
    "VIP Club",
  );
  await expect(page.getByTestId("promo-notice")).toContainText("Nothing to sign up for");
  await page.goto("/promoDetail");
  await expect(page.getByText("Choose a promotion to see its details.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
