import type { Page } from "@playwright/test";
import { header, logIn, logOut, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

// The demo's contracts (apps/server/src/seed/demo-agent-contracts.ts): the operator gave demoagent a
// daily salary of 1.00 / 1.50 / 2.00 % at 100 / 300 / 600 of team valid bet (2, 4, 6 active
// members); demoagent gave its sub-agent lunaferraz 0.70 / 1.10 % at the first two. Only this spec
// changes lunaferraz's daily salary.
const AGENT = "demoagent";
const AGENT_PASSWORD = "Agent2026";
const DOWNLINE = "lunaferraz";
const DOWNLINE_PASSWORD = "Team2026";

async function openDailySalary(page: Page, username: string) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Agent centre" }).click();
  const centre = page.getByRole("dialog", { name: "Agent centre" });
  await centre.locator('[data-page="agentDailyWages2"]').click();
  const view = centre.getByTestId("agent-contracts-dailySalary");
  await expect(view.getByTestId("contract-mine")).toBeVisible();
  return { centre, view };
}

test("an upline offers its sub-agent new daily salary terms past the lower-rate warning, the sub-agent accepts them from its contract requests, and both see them in force", async ({
  page,
}) => {
  // Three log-ins with argon2 hashing on a busy runner.
  test.setTimeout(180_000);
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, AGENT, AGENT_PASSWORD);

  // The upline's own terms come from the operator; its sub-agent's contract is in its list.
  let { centre, view } = await openDailySalary(page, AGENT);
  await expect(view.getByTestId("contract-mine")).toContainText("Set by the operator.");
  const row = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(row).toContainText("In force");
  await expect(row).toContainText("1.10 %");
  await row.getByRole("button", { name: "Terms" }).click();
  await view.getByRole("button", { name: "Offer new terms" }).click();

  const offer = page.getByTestId("contract-offer");
  await expect(offer).toContainText(`To ${DOWNLINE}`);
  const rate = (tier: number) => offer.locator(`input[name="tier-${tier}-rate"]`);
  await expect(rate(1)).toHaveValue("0.70");
  await expect(rate(2)).toHaveValue("1.10");

  // Above the upline's own rate at those thresholds: refused before anything is sent.
  await rate(2).fill("1.6");
  await offer.getByRole("button", { name: "Send the offer" }).click();
  await expect(offer.locator('[data-tier="2"]')).toContainText(
    "At most 1.50 %: your own contract's rate here.",
  );

  // Lower than the contract in force at its first tier: the server's warning. Declined, nothing is
  // sent; agreed, the same terms go again and the contract in force ends at once.
  await rate(1).fill("0.5");
  await rate(2).fill("1.3");
  await offer.getByRole("button", { name: "Send the offer" }).click();
  const warning = page.getByTestId("contract-lower-warning");
  await expect(warning).toContainText(`These terms pay ${DOWNLINE} less than their current contract.`);
  await warning.getByRole("button", { name: "Cancel" }).click();
  await expect(warning).toHaveCount(0);
  await offer.getByRole("button", { name: "Send the offer" }).click();
  await warning.getByRole("button", { name: "Agree and send" }).click();
  await expect(view.getByTestId("contract-notice")).toHaveText(
    `Your offer was sent to ${DOWNLINE}. It waits for their answer.`,
  );
  const offered = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText("Awaiting answer");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, AGENT);

  // The sub-agent sees the request as it logs in and accepts it there.
  await logIn(page, DOWNLINE, DOWNLINE_PASSWORD);
  const requests = page.getByRole("dialog", { name: "Contract requests" });
  const request = requests
    .getByTestId("contract-request")
    .filter({ hasText: `${AGENT} offers you a new daily salary contract` });
  await expect(request.locator('[data-tier="1"]')).toContainText("0.50 %");
  await expect(request.locator('[data-tier="2"]')).toContainText("1.30 %");
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(requests.getByTestId("contract-notice")).toHaveText(
    "You accepted the contract. It is in force now.",
  );
  await expect(request).toHaveCount(0);
  await requests.getByRole("button", { name: "Later" }).click();

  // Its daily salary page shows the new terms in force with its upline, and its bills.
  ({ centre, view } = await openDailySalary(page, DOWNLINE));
  const mine = view.getByTestId("contract-mine");
  await expect(mine).toContainText(`With your upline ${AGENT}.`);
  await expect(mine.locator('[data-state="active"]')).toHaveText("In force");
  await expect(mine.locator('[data-tier="1"]')).toContainText("0.50 %");
  await expect(mine.locator('[data-tier="2"]')).toContainText("1.30 %");
  await expect(view.getByTestId("contract-bills").getByTestId("agent-totals")).toBeVisible();
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, DOWNLINE);

  // The upline sees it in force in its list, and its sub-agent's bills among those it pays.
  await logIn(page, AGENT, AGENT_PASSWORD);
  ({ centre, view } = await openDailySalary(page, AGENT));
  const accepted = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText("In force");
  await expect(accepted).toContainText("1.30 %");
  const bills = view.getByTestId("contract-bills");
  await bills.locator("select[name=billScope]").selectOption("downlines");
  await bills.locator("input[name=billUsername]").fill(DOWNLINE);
  await expect(bills.locator(`tbody tr[data-member="${DOWNLINE}"]`).first()).toBeVisible();
});
