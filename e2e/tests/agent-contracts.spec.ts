import type { Page } from "@playwright/test";
import { header, logIn, logOut, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

// The demo's contracts (apps/server/src/seed/demo-agent-contracts.ts): the operator gave demoagent a
// daily salary of 0.03 / 0.05 / 0.07 % at 100 / 300 / 600 of team valid bet (2, 4, 6 active
// members); demoagent gave its sub-agent lunaferraz 0.02 / 0.04 % at the first two (small rates:
// the whole chain's rewards stay within the reward budget, decision 077). Only this spec changes
// lunaferraz's daily salary.
const AGENT = "demoagent";
const AGENT_PASSWORD = "Agent2026";
const DOWNLINE = "lunaferraz";
const DOWNLINE_PASSWORD = "Team2026";
// A sub-agent of demoagent whose daily salary the demo history has paid.
const PAID_DOWNLINE = "riomarcos";

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

test("an upline offers its sub-agent new daily salary terms past the lower-rate warning, the sub-agent accepts them from its contract requests, and both read their bills", async ({
  page,
  request,
}) => {
  // Four log-ins with argon2 hashing on a busy runner. Billing and paying the day at the terms a
  // sub-agent accepted is agent-payout-close.db.test.ts's: here the bills are the demo's history.
  test.setTimeout(300_000);
  // Right after the demo start the payout and report jobs catch up on the embedded database (eleven
  // demo teams): the first page waits for them, which can take longer than a navigation may.
  await request.get("/", { timeout: 180_000 });
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, AGENT, AGENT_PASSWORD);

  // The upline's own terms come from the operator; its sub-agent's contract is in its list.
  let { centre, view } = await openDailySalary(page, AGENT);
  await expect(view.getByTestId("contract-mine")).toContainText("Set by the operator.");
  const row = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(row).toContainText("In force");
  await expect(row).toContainText("0.04 %");
  await row.getByRole("button", { name: "Terms" }).click();
  await view.getByRole("button", { name: "Offer new terms" }).click();

  const offer = page.getByTestId("contract-offer");
  await expect(offer).toContainText(`To ${DOWNLINE}`);
  const rate = (tier: number) => offer.locator(`input[name="tier-${tier}-rate"]`);
  await expect(rate(1)).toHaveValue("0.02");
  await expect(rate(2)).toHaveValue("0.04");

  // Above the upline's own rate at those thresholds: refused before anything is sent.
  await rate(2).fill("0.06");
  await offer.getByRole("button", { name: "Send the offer" }).click();
  await expect(offer.locator('[data-tier="2"]')).toContainText(
    "At most 0.05 %: your own contract's rate here.",
  );

  // Lower than the contract in force at its first tier: the server's warning. Declined, nothing is
  // sent; agreed, the same terms go again and the contract in force ends at once.
  await rate(1).fill("0.01");
  await rate(2).fill("0.05");
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
  const request_ = requests
    .getByTestId("contract-request")
    .filter({ hasText: `${AGENT} offers you a new daily salary contract` });
  await expect(request_.locator('[data-tier="1"]')).toContainText("0.01 %");
  await expect(request_.locator('[data-tier="2"]')).toContainText("0.05 %");
  await request_.getByRole("button", { name: "Accept" }).click();
  await expect(requests.getByTestId("contract-notice")).toHaveText(
    "You accepted the contract. It is in force now.",
  );
  await expect(request_).toHaveCount(0);
  await requests.getByRole("button", { name: "Later" }).click();

  // Its daily salary page shows the new terms in force with its upline.
  ({ centre, view } = await openDailySalary(page, DOWNLINE));
  const mine = view.getByTestId("contract-mine");
  await expect(mine).toContainText(`With your upline ${AGENT}.`);
  await expect(mine.locator('[data-state="active"]')).toHaveText("In force");
  await expect(mine.locator('[data-tier="1"]')).toContainText("0.01 %");
  await expect(mine.locator('[data-tier="2"]')).toContainText("0.05 %");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, DOWNLINE);

  // The upline sees the contract it gave in force, and the daily salary it paid its downlines:
  // riomarcos's days of the demo history.
  await logIn(page, AGENT, AGENT_PASSWORD);
  ({ centre, view } = await openDailySalary(page, AGENT));
  const accepted = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText("In force");
  await expect(accepted).toContainText("0.05 %");
  const bills = view.getByTestId("contract-bills");
  await bills.locator("select[name=billScope]").selectOption("downlines");
  await bills.locator("input[name=billUsername]").fill(PAID_DOWNLINE);
  // Its team met the first tier on some of the history's days.
  const paidToDownline = bills
    .locator(`tbody tr[data-member="${PAID_DOWNLINE}"]`)
    .filter({ has: page.locator('[data-state="paid"]') })
    .first();
  // A whole day of the history is named by its date ("Nov 30"); a part of a day by its hours.
  await expect(paidToDownline.locator("th")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  // Its contract's tiers: 0.03, 0.04 and 0.06 % (apps/server/src/seed/demo-agent-contracts.ts).
  await expect(paidToDownline).toContainText(/0\.0[346] %/);
  await expect(paidToDownline).toContainText("Paid");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, AGENT);

  // The sub-agent reads its own days. The demo's hourly salary offer to it still waits for its
  // answer, so its requests open again as it logs in (once the flags are read, which may come after
  // the header shows the member): later.
  await logIn(page, DOWNLINE, DOWNLINE_PASSWORD);
  const pending = page.getByRole("dialog", { name: "Contract requests" });
  await expect(
    pending
      .getByTestId("contract-request")
      .filter({ hasText: `${AGENT} offers you a new hourly salary contract` }),
  ).toHaveCount(1);
  await pending.getByRole("button", { name: "Later" }).click();
  await expect(pending).toHaveCount(0);
  ({ centre, view } = await openDailySalary(page, DOWNLINE));
  // A bill for each day of the history, settled: paid, or its first tier not reached.
  const own = view.getByTestId("contract-bills").locator(`tbody tr[data-member="${DOWNLINE}"]`).first();
  await expect(own.locator("[data-state]")).toHaveAttribute("data-state", /^(paid|target_not_met)$/);
  await expect(own.locator("th")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(view.getByTestId("contract-bills").getByTestId("agent-totals")).toBeVisible();
});
