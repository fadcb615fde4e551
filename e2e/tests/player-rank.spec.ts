import type { APIRequestContext, Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openInHouseSlot } from "../support/in-house.ts";
import { openMemberCentrePage } from "../support/member-centre.ts";
import { operatorHeaders } from "../support/operator.ts";

/** One spin of the in-house slot at this stake; answers the balance the game shows after it. */
async function spinSlot(page: Page, request: APIRequestContext, stake: string): Promise<number> {
  const frame = await openInHouseSlot(page, request);
  await expect(frame.getByTestId("bgs-balance")).toHaveText(stake);
  await frame.locator("#stake").fill(stake);
  await frame.getByTestId("bgs-spin").click();
  // The game shows the outcome, then sets the balance in the same turn.
  await expect(frame.locator("#banner")).toHaveClass(/\b(win|lose)\b/);
  return amountOf(await frame.getByTestId("bgs-balance").innerText());
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("a player deposits and plays past Bronze's thresholds, and the rank page shows the level and its reward", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const username = await signUpNewMember(page, { prefix: "vip" });

  // 100.00 by bank transfer, approved by the operator: past Bronze's 50.00 of deposits.
  const deposit = await openMemberCentrePage(page, username, "depositv2");
  await deposit.getByRole("button", { name: "$ 100.00" }).click();
  await deposit.locator("input[name=depositorName]").fill("Rita Souza");
  await deposit.locator("input[name=transferReference]").fill("REF-VIP-100");
  await deposit.getByRole("button", { name: "I have transferred" }).click();
  const orderNo = (await deposit.getByTestId("deposit-order-no").innerText()).trim();
  const approved = await request.post("/admin/api/deposits/approve", {
    headers: operatorHeaders(),
    data: { orderNo },
  });
  expect(approved.status()).toBe(200);

  // One 100.00 spin: Bronze's 100.00 of valid bets.
  const afterSpin = await spinSlot(page, request, "100.00");

  // The loyalty job's next run promotes the player; the page shows the level and what comes next.
  await page.goto("/");
  let centre = await openMemberCentrePage(page, username, "playerRank");
  await expect(async () => {
    await page.reload();
    centre = await openMemberCentrePage(page, username, "playerRank");
    await expect(centre.getByTestId("rank-current-level")).toHaveText("Bronze", { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(centre.getByText("Next level: Silver")).toBeVisible();
  await expect(centre.getByTestId("rank-progress-deposit")).toContainText("$ 100.00 of $ 500.00");
  await expect(centre.getByTestId("rank-progress-bet")).toContainText("$ 100.00 of $ 2,000.00");
  await expect(centre.locator('[data-testid=rank-level][data-rank="1"]')).toContainText("Reward received");
  const change = centre.getByTestId("rank-change");
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("No level yet → Bronze");
  await expect(change.getByTestId("rank-change-reward")).toHaveText("+$ 0.02");

  // The reward is in the balance, and the header's member label names the new level.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(header(page).getByTestId("member-label")).toHaveText("Bronze");
  await expect
    .poll(async () => amountOf(await header(page).getByTestId("balance-amount").innerText()))
    .toBeCloseTo(afterSpin + 0.02, 2);
});
