import type { APIRequestContext, Page } from "@playwright/test";
import { header, logIn, logOut, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { openInHouseSlot } from "../support/in-house.ts";
import { fundMember, operatorHeaders } from "../support/operator.ts";

// The demo's contracts (apps/server/src/seed/demo-agent-contracts.ts): the operator gave demoagent a
// daily salary of 0.03 / 0.05 / 0.07 % at 100 / 300 / 600 of team valid bet (2, 4, 6 active
// members); demoagent gave its sub-agent lunaferraz 0.02 / 0.04 % at the first two (small rates:
// the whole chain's rewards stay within the reward budget, decision 077). Only this spec changes
// lunaferraz's daily salary.
const AGENT = "demoagent";
const AGENT_PASSWORD = "Agent2026";
const DOWNLINE = "lunaferraz";
const DOWNLINE_PASSWORD = "Team2026";
// A player of lunaferraz's team (apps/server/src/seed/demo-agent-team.ts), same password.
const PLAYER = "viniciusrj";
const SLOT_MS = 5 * 60_000;

/**
 * Plays `spins` rounds of the in-house BGS slot at `stake`, as the member logged in: valid bets of
 * the team that the daily salary counts.
 */
async function playSlot(page: Page, request: APIRequestContext, stake: string, spins: number) {
  const frame = await openInHouseSlot(page, request);
  await expect(page).toHaveURL(/\/game$/);
  await expect(frame.getByTestId("bgs-server-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await frame.locator("#stake").fill(stake);
  for (let spin = 1; spin <= spins; spin += 1) {
    await frame.getByTestId("bgs-spin").click();
    await expect(frame.locator("#history li")).toHaveCount(spin);
  }
  await page.goto("/");
}

/**
 * The operator closes the demo merchant's open day of daily salary at the last 5-minute boundary
 * (`POST /admin/api/agent-payouts/close`, decision 062), so the day's play so far is billed now
 * instead of tomorrow at the pay time. The figures come from 5-minute roll-ups: the test waits for
 * the boundary after the team's play, then until the report fold has counted it.
 */
async function closeTheDaySoFar(request: APIRequestContext, playedAt: number) {
  const boundary = Math.floor(playedAt / SLOT_MS) * SLOT_MS + SLOT_MS;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, boundary - Date.now() + 1_000)));
  let closed: { start: string; end: string; bills: number } | undefined;
  await expect(async () => {
    const response = await request.post("/admin/api/agent-payouts/close", {
      headers: operatorHeaders(),
      data: { kind: "dailySalary" },
    });
    const body = await response.json();
    // Until the report fold has counted the play: contract.payout.reports.behind, tried again.
    expect([body.success, body.errorCode]).toEqual([true, ""]);
    closed = body.value;
  }).toPass({ timeout: 60_000 });
  expect(Date.parse(closed!.end)).toBe(boundary);
  expect(closed!.bills).toBeGreaterThanOrEqual(2);
  return closed!;
}

/**
 * The team's play and the close that bills it must fall in one day of the demo merchant, whose days
 * are UTC days (config/merchants/demo.json sets no payout time zone): a run that reaches the play in
 * a day's last minutes waits for the next day, or the play would be billed in two days' parts.
 */
async function awayFromMidnight(margin = 6 * 60_000) {
  const DAY_MS = 24 * 60 * 60_000;
  const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (untilMidnight < margin) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}

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

test("an upline offers its sub-agent new daily salary terms past the lower-rate warning, the sub-agent accepts them from its contract requests, the team plays, the operator closes the day so far, the job pays and both see the bill", async ({
  page,
  request,
}) => {
  // Five log-ins with argon2 hashing on a busy runner, and up to five minutes waiting for the
  // 5-minute boundary that closes the team's play (and, near midnight, up to six for the next day).
  test.setTimeout(900_000);
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

  // The team plays: the sub-agent and one of its players, 60.00 each, two active members and 120.00
  // of valid bet, the first tier of the new terms (100.00 and two members of at least 10.00).
  await awayFromMidnight();
  await fundMember(request, DOWNLINE, "100.00");
  await playSlot(page, request, "20.00", 3);
  await logOut(page, DOWNLINE);
  await fundMember(request, PLAYER, "100.00");
  await logIn(page, PLAYER, DOWNLINE_PASSWORD);
  await playSlot(page, request, "20.00", 3);
  const playedAt = Date.now();
  await logOut(page, PLAYER);

  // The upline logs in while the 5-minute boundary comes; then the operator closes the day so far
  // and the pay job (every 5 s) pays: the house pays the upline, the upline pays its sub-agent.
  await logIn(page, AGENT, AGENT_PASSWORD);
  await closeTheDaySoFar(request, playedAt);
  // The pay job runs every 5 s: the back office's queue of daily salary bills awaiting payment empties.
  await expect
    .poll(
      async () => {
        const waiting = await request.get(
          "/admin/api/agent-contract-bills?state=awaiting_payment&kind=daily_salary",
          { headers: operatorHeaders() },
        );
        return (await waiting.json()).value.totalCount;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  ({ centre, view } = await openDailySalary(page, AGENT));
  const accepted = view.getByTestId("contract-given").locator(`tr[data-member="${DOWNLINE}"]`);
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText("In force");
  await expect(accepted).toContainText("0.05 %");
  const bills = view.getByTestId("contract-bills");
  await bills.locator("select[name=billScope]").selectOption("downlines");
  await bills.locator("input[name=billUsername]").fill(DOWNLINE);
  // Newest period first: today's part, from midnight to the boundary, at the first tier's 0.01 %.
  const paidToDownline = bills.locator(`tbody tr[data-member="${DOWNLINE}"]`).first();
  await expect(paidToDownline.locator("[data-state]")).toHaveAttribute("data-state", "paid");
  await expect(paidToDownline.locator("th")).toContainText("00:00–");
  await expect(paidToDownline).toContainText("0.01 %");
  await expect(paidToDownline).toContainText("Paid");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, AGENT);

  // The sub-agent sees the same bill among its own, paid by its upline. The demo's hourly salary
  // offer to it still waits for its answer, so its requests open again as it logs in (once the
  // flags are read, which may come after the header shows the member): later.
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
  const own = view.getByTestId("contract-bills").locator(`tbody tr[data-member="${DOWNLINE}"]`).first();
  await expect(own.locator("[data-state]")).toHaveAttribute("data-state", "paid");
  await expect(own.locator("th")).toContainText("00:00–");
  await expect(own).toContainText("0.01 %");
  await expect(view.getByTestId("contract-bills").getByTestId("agent-totals")).toBeVisible();
});
