import {
  acknowledgeRegistration,
  freshUsername,
  playAsNewVisitor,
  signUpNewMember,
} from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { operatorHeaders } from "../support/operator.ts";

test("a member invites a friend who registers with the link and deposits, and sees the friend and the reward", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await signUpNewMember(page, { prefix: "inv" });
  let centre = await openMemberCentrePage(page, member, "referral");
  await expect(centre.getByRole("heading", { name: "Invite friends" })).toBeVisible();
  await expect(centre.getByText("No friends yet")).toBeVisible();
  // The demo pays 1.00 on registration and 5.00 once the friend's deposits reach 50.00.
  await expect(centre.getByTestId("referral-rewards")).toContainText(
    "Paid once the friend's deposits reach $ 50.00.",
  );
  const code = (await centre.getByTestId("referral-code").innerText()).trim();
  const link = await centre.getByTestId("referral-link").getAttribute("href");
  expect(link).toMatch(new RegExp(`/register\\?referralCode=${code}$`));
  await expect(
    centre.getByRole("img", { name: "QR code of your invitation link" }).locator("img"),
  ).toHaveCount(1);

  // The friend opens the link on its own device, from its own address.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  // Already past the home page's pop-up notices, as the fixture's page is.
  await friendPage.addInitScript(() => sessionStorage.setItem("indexNoticeSeen", "1"));
  await playAsNewVisitor(friendPage);
  await friendPage.goto(link ?? "");
  const form = friendPage.getByTestId("register-form-username");
  await expect(form.locator("input[name=referralCode]")).toHaveValue(code);
  const friend = freshUsername("frd");
  await form.locator("input[name=username]").fill(friend);
  await form.locator("input[name=password]").fill("Sunny2026");
  await form.locator("input[name=confirmPassword]").fill("Sunny2026");
  await form.locator("input[name=paymentPassword]").fill("482913");
  await form.getByRole("button", { name: "Create account" }).click();
  await acknowledgeRegistration(friendPage);

  // The friend deposits 100.00 by bank transfer, approved by the operator.
  const friendCentre = await openMemberCentrePage(friendPage, friend, "depositv2");
  await friendCentre.getByRole("button", { name: "$ 100.00" }).click();
  await friendCentre.locator("input[name=depositorName]").fill("Bia Lima");
  await friendCentre.locator("input[name=transferReference]").fill("REF-100");
  await friendCentre.getByRole("button", { name: "I have transferred" }).click();
  const orderNo = (await friendCentre.getByTestId("deposit-order-no").innerText()).trim();
  const approved = await request.post("/admin/api/deposits/approve", {
    headers: operatorHeaders(),
    data: { orderNo },
  });
  expect(approved.status()).toBe(200);
  await friendContext.close();

  // The rewards follow with the loyalty job's next runs: the friend with its 6.00, masked.
  await expect(async () => {
    await page.reload();
    centre = await openMemberCentrePage(page, member, "referral");
    await expect(centre.getByTestId("referral-friend-reward")).toHaveText("+$ 6.00", { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const row = centre.getByTestId("referral-friend");
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(friend);
  await expect(row).toContainText(friend.slice(0, 2));
  await expect(centre.getByTestId("referral-friend-count")).toHaveText("1");
  await expect(centre.getByTestId("referral-total-reward")).toHaveText("$ 6.00");
});
