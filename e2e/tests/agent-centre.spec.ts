import type { Locator, Page } from "@playwright/test";
import { freshUsername, header, logIn, logOut, openLogin, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

// The demo merchant's agent. Only this spec and agent-contracts (which changes only its sub-agent's
// daily salary) log in as demoagent; other specs send it money from its downline luckyrio, so its
// own balance is never asserted here.
const AGENT = "demoagent";
const AGENT_PASSWORD = "Agent2026";
const AGENT_PAYMENT_PASSWORD = "135791";
const FIRST_PASSWORD = "Start2026";
const OWN_PASSWORD = "Mine2026";

async function openAgentCentre(page: Page) {
  await header(page)
    .getByRole("button", { name: `Account menu for ${AGENT}` })
    .click();
  await page.getByRole("menuitem", { name: "Agent centre" }).click();
  const centre = page.getByRole("dialog", { name: "Agent centre" });
  // The centre shows itself once its first page has its figures: the overview, highlighted.
  await expect(centre.locator('[data-page="agentTeamOverview"]')).toHaveAttribute("aria-current", "page");
  await expect(centre.getByTestId("agent-overview")).toContainText("Team size");
  return centre;
}

/** Opens a page of the agent centre and narrows its list to one member. */
async function openFor(centre: Locator, page: string, testId: string, username: string) {
  await centre.locator(`[data-page="${page}"]`).click();
  const view = centre.getByTestId(testId);
  await view.locator("input[name=username]").fill(username);
  return view;
}

test("an agent opens an account for its team, sees it play in its reports, earns its rebate and sends it money", async ({
  page,
}) => {
  // Two log-ins with argon2 hashing, a deposit, a round and a job's rebate: a long journey.
  test.setTimeout(300_000);
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, AGENT, AGENT_PASSWORD);

  // The agent needs a payment password for the transfer at the end.
  await header(page)
    .getByRole("button", { name: `Account menu for ${AGENT}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const memberCentre = page.getByRole("dialog", { name: "Member centre" });
  await memberCentre
    .getByTestId("security-item-paymentPassword")
    .getByRole("button", { name: "Set" })
    .click();
  const setPayment = page.getByRole("dialog", { name: "Set payment password" });
  await setPayment.locator("input[name=loginPassword]").fill(AGENT_PASSWORD);
  await setPayment.locator("input[name=paymentPassword]").fill(AGENT_PAYMENT_PASSWORD);
  await setPayment.locator("input[name=confirmPaymentPassword]").fill(AGENT_PAYMENT_PASSWORD);
  await setPayment.getByRole("button", { name: "Save" }).click();
  await setPayment.getByTestId("payment-password-done").getByRole("button", { name: "Close" }).click();
  await memberCentre.getByRole("button", { name: "Close" }).click();

  // registerCenter: a player account with no rebate of its own, so the agent keeps its whole rate.
  let centre = await openAgentCentre(page);
  await centre.locator('[data-page="registerCenter"]').click();
  const form = centre.getByTestId("agent-register-form");
  const downline = freshUsername("dl");
  await form.locator("input[name=username]").fill(downline);
  await form.locator("input[name=password]").fill(FIRST_PASSWORD);
  await form.locator("input[name=confirmPassword]").fill(FIRST_PASSWORD);
  await form.locator('[data-kind="player"]').check();
  await form.getByRole("button", { name: "Open the account" }).click();
  await expect(centre.getByTestId("agent-register-done")).toHaveText(
    `Player ${downline} is in your team. Share the password with them.`,
  );
  await expect(centre.getByTestId("agent-affiliate-code")).toHaveText("RIOAGENT");
  await centre.getByRole("button", { name: "Close" }).first().click();
  await logOut(page, AGENT);

  // The new member must choose its own password first.
  const first = await openLogin(page);
  await first.locator("input[name=username]").fill(downline);
  await first.locator("input[name=password]").fill(FIRST_PASSWORD);
  await first.getByRole("button", { name: "Log in", exact: true }).click();
  const change = page.getByRole("dialog", { name: "Change password" });
  await expect(change.getByTestId("forced-change")).toBeVisible();
  await change.locator("input[name=newPassword]").fill(OWN_PASSWORD);
  await change.locator("input[name=confirmNewPassword]").fill(OWN_PASSWORD);
  await change.getByRole("button", { name: "Change password" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.locator("input[name=username]").fill(downline);
  await login.locator("input[name=password]").fill(OWN_PASSWORD);
  await login.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByTestId("member-account")).toHaveText(downline);

  // It deposits through the sandbox gateway…
  await header(page)
    .getByRole("button", { name: `Account menu for ${downline}` })
    .click();
  await page.getByRole("menuitem", { name: "Member centre" }).click();
  const wallet = page.getByRole("dialog", { name: "Member centre" });
  await wallet.locator('[data-page="depositv2"]').click();
  await wallet.locator('[data-channel="sandbox-pay"]').click();
  await wallet.locator("input[name=amount]").fill("50");
  const popupOpened = page.waitForEvent("popup");
  await wallet.getByRole("button", { name: "Continue to payment" }).click();
  const payment = await popupOpened;
  await payment.getByRole("button", { name: "Pay USD 50.00" }).click();
  await expect(payment.getByRole("status")).toHaveText("Payment successful");
  await payment.close();
  await expect(header(page).getByTestId("balance-amount")).toHaveText("$ 50.00", { timeout: 15_000 });
  await wallet.getByRole("button", { name: "Close" }).click();

  // …and plays one round of the in-house slot.
  const games = await page.request.get(
    "/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=BGS&pageNo=1&pageSize=42&clientType=3",
  );
  const slot = (
    (await games.json()) as { value: { games: { nodeId: number; gameClassify: string }[] } }
  ).value.games.find((game) => game.gameClassify === "slot");
  if (!slot) throw new Error("the BGS slot is not in the catalogue");
  await page.goto("/inhouse");
  await page.locator(`.game-card[data-game-id="${slot.nodeId}"] .game-card__play`).click();
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.getByTestId("bgs-balance")).toHaveText("50.00");
  await frame.locator("#stake").fill("20.00");
  await frame.getByTestId("bgs-spin").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  await page.goto("/");
  await logOut(page, downline);

  // The agent entry, linked from the footer, lets agents only in and opens their centre.
  await page.locator("footer").getByRole("link", { name: "Agent login" }).click();
  const entry = page.getByTestId("agent-login-panel");
  const signIn = async (username: string, password: string) => {
    await entry.locator("input[name=username]").fill(username);
    await entry.locator("input[name=password]").fill(password);
    await entry.getByRole("button", { name: "Log in", exact: true }).click();
  };
  await signIn(downline, OWN_PASSWORD);
  await expect(entry.getByRole("alert")).toHaveText("Only agents can log in here.");
  await signIn(AGENT, AGENT_PASSWORD);

  // The agent sees the member, its round, its result and the rebate the round earned.
  centre = page.getByRole("dialog", { name: "Agent centre" });
  await expect(centre.getByTestId("agent-overview")).toContainText("Team size");
  const team = await openFor(centre, "downlineManagmentView", "agent-team", downline);
  const row = team.locator(`tr[data-member="${downline}"]`);
  await expect(row).toContainText("Player");
  await expect(team.locator("tbody tr")).toHaveCount(1);

  const betting = await openFor(centre, "personalHistoryCopy", "agent-team-betting", downline);
  await expect(betting.locator(`tr[data-member="${downline}"]`)).toHaveCount(1);
  await expect(betting.locator('[data-total="validBet"]')).toContainText("$ 20.00");

  const pnl = await openFor(centre, "palStatementsAgentCopy", "agent-profit-loss", downline);
  await expect(pnl.locator(`tr[data-member="${downline}"]`)).toContainText("20.00");

  // Rebates are paid by a job every few seconds: reopen my income until it shows one.
  await expect(async () => {
    await centre.locator('[data-page="agentTeamOverview"]').click();
    await centre.locator('[data-page="agentRevenueReport"]').click();
    const income = centre.getByTestId("agent-income");
    await expect(income.locator('[data-total="rebate"] dd')).not.toHaveText("$ 0.00", { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });

  // Transfer to downline, confirmed with the payment password.
  const members = await openFor(centre, "downlineManagmentView", "agent-team", downline);
  await members.getByRole("button", { name: `Open ${downline}` }).click();
  const detail = page.getByRole("dialog", { name: `Member ${downline}` });
  await expect(detail.locator('[data-fact="username"]')).toHaveText(downline);
  await detail.getByRole("tab", { name: "Transfer" }).click();
  const transfer = detail.getByTestId("agent-transfer");
  await transfer.locator("input[name=amount]").fill("5");
  await transfer.locator("input[name=password]").fill(AGENT_PAYMENT_PASSWORD);
  await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(transfer.getByTestId("agent-transfer-done")).toHaveText(`$ 5.00 sent to ${downline}.`);
  await expect(transfer).toContainText("Last transfers to this member");
});

test("an agent gives a new downline its highest lottery prize group in the member's rebate settings", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, AGENT, AGENT_PASSWORD);
  const centre = await openAgentCentre(page);
  await centre.locator('[data-page="registerCenter"]').click();
  const form = centre.getByTestId("agent-register-form");
  const downline = freshUsername("pg");
  await form.locator("input[name=username]").fill(downline);
  await form.locator("input[name=password]").fill(FIRST_PASSWORD);
  await form.locator("input[name=confirmPassword]").fill(FIRST_PASSWORD);
  await form.locator('[data-kind="player"]').check();
  await form.getByRole("button", { name: "Open the account" }).click();
  await expect(centre.getByTestId("agent-register-done")).toBeVisible();

  const members = await openFor(centre, "downlineManagmentView", "agent-team", downline);
  await members.getByRole("button", { name: `Open ${downline}` }).click();
  const detail = page.getByRole("dialog", { name: `Member ${downline}` });
  await detail.getByRole("tab", { name: "Rebate settings" }).click();
  const group = detail.getByTestId("agent-member-prize-group");
  // The demo agent has no group of its own: it may give up to 2000.
  await expect(group).toContainText("at most 2000");
  const field = group.getByLabel("Prize group");
  await field.fill("2100");
  await group.getByRole("button", { name: "Save the prize group" }).click();
  await expect(group).toContainText("Enter a prize group from 1000 to 2000.");
  await field.fill("1900");
  await group.getByRole("button", { name: "Save the prize group" }).click();
  await expect(group.getByRole("status")).toHaveText("The prize group is saved.");

  // The member's detail answers it when opened again.
  await detail.getByRole("button", { name: "Close" }).first().click();
  await members.getByRole("button", { name: `Open ${downline}` }).click();
  await detail.getByRole("tab", { name: "Rebate settings" }).click();
  await expect(detail.getByTestId("agent-member-prize-group").getByLabel("Prize group")).toHaveValue("1900");

  await screenshotEverySize(page, "agent-prize-group", {
    ready: async () => {
      await detail.getByTestId("agent-member-prize-group").scrollIntoViewIfNeeded();
    },
  });
});
