import type { APIRequestContext, Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openInHouseSlot } from "../support/in-house.ts";
import { fundMember, operatorHeaders } from "../support/operator.ts";

/** One spin of the in-house slot at this stake: a settled, valid slots bet. */
async function spinSlot(page: Page, request: APIRequestContext, stake: string, balance: string) {
  const frame = await openInHouseSlot(page, request);
  // The game sets its own stake once it has loaded; the player's comes after.
  await expect(frame.getByTestId("bgs-balance")).toHaveText(balance);
  await frame.locator("#stake").fill(stake);
  await frame.getByTestId("bgs-spin").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
}

test("a player plays, earns points, redeems a Zalo bonus, and sees it approved by an operator", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "pts" });
  await fundMember(request, username, "20000.00");

  // One 18,000.00 spin of the in-house slot: a valid slots bet, 0.05 point per 1.00 at the demo's ratio.
  await spinSlot(page, request, "18000.00", "20,000.00");

  // The side menu leads to the mall; the points arrive with the loyalty job's next run.
  await page.goto("/");
  await page.getByRole("link", { name: "Points mall" }).first().click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("points-balance")).toHaveText("900", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const card = page.getByTestId("reward-card").filter({ hasText: "Zalo bonus 131K" });
  await card.getByRole("button", { name: "Redeem" }).click();
  const form = page.getByTestId("redeem-form");
  await form.getByRole("button", { name: "Confirm redeem" }).click();
  await expect(form.getByRole("alert")).toHaveText("A Zalo number is required to redeem this bonus.");
  await form.getByLabel("Zalo number").fill("0912345678");
  await form.getByLabel("Payment password").fill("482913");
  await form.getByRole("button", { name: "Confirm redeem" }).click();
  await expect(page.getByTestId("redeem-done")).toContainText("In Process");
  await page.getByTestId("redeem-done").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("points-balance")).toHaveText("100");

  const desk = await request.get("/admin/api/points/redemptions?status=process", {
    headers: operatorHeaders(),
  });
  const mine = (
    (await desk.json()) as { value: { list: { id: number; username: string }[] } }
  ).value.list.find((row) => row.username === username);
  if (!mine) throw new Error("the redeem is not on the operator's desk");
  const approved = await request.post("/admin/api/points/redemptions/approve", {
    headers: operatorHeaders(),
    data: { id: mine.id, remark: "Sent to Zalo" },
  });
  expect(approved.status()).toBe(200);

  await page.getByRole("tab", { name: "Redeem history" }).click();
  const line = page.getByTestId("redeem-line").first();
  await expect(line).toHaveAttribute("data-status", "approved");
  await expect(line).toContainText("Approved");
  await expect(line).toContainText("ZALO:0912345678");
  await expect(line).toContainText("Sent to Zalo");
});

test("a player completes the day's betting mission and claims its reward", async ({ page, request }) => {
  const username = await signUpNewMember(page, { prefix: "msn" });
  await fundMember(request, username, "1500.00");
  await spinSlot(page, request, "1200.00", "1,500.00");

  const centre = page.getByRole("dialog", { name: "Member centre" });
  const mission = centre.getByTestId("mission").filter({ hasText: "Bet 1000 today" });
  // Progress follows the loyalty job's next run; the badge counts what waits for a claim.
  await expect(async () => {
    await page.goto("/");
    await header(page).getByTestId("header-deposit").click();
    await centre.locator('[data-page="missionLeaderboard"]').click();
    await expect(mission).toHaveAttribute("data-status", "completed", { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await expect(centre.getByTestId("mission-badge")).toHaveText(/^[1-9]/);
  const before = Number(await centre.getByTestId("mission-badge").textContent());

  await mission.getByRole("button", { name: "Claim" }).click();
  await expect(mission).toHaveAttribute("data-status", "claimed");
  await expect(mission).toContainText("Claimed");
  if (before === 1) await expect(centre.getByTestId("mission-badge")).toHaveCount(0);
  else await expect(centre.getByTestId("mission-badge")).toHaveText(String(before - 1));

  await centre.getByRole("tab", { name: "Leaderboard" }).click();
  await expect(centre.getByTestId("mission-board-footer")).toContainText("1,200.00");
});
