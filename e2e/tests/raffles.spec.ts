import { header, logIn, playAsNewVisitor } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { operatorHeaders } from "../support/operator.ts";

// The demo's accounts that can hold lucky-draw tickets, with their published passwords
// (config/demo and the agent team of apps/server/src/seed/demo-agent-team.ts). viniciusrj's money is
// the agent-contracts spec's, so it is not used here.
const PASSWORDS: Record<string, string> = { demoplayer: "Demo2026", luckyrio: "Lucky2026" };
const TEAM_PASSWORD = "Team2026";
const SPARED = new Set(["viniciusrj"]);

type Winner = { place: number; username: string; amount: string; status: string };

test("a demo player opens the drawn lucky draw, claims its prize and sees it in the balance, then the winners list", async ({
  page,
  request,
  problems,
}) => {
  test.slow();
  // The demo's mid-month draw was drawn a week ago; the back office names its winners.
  const promotions =
    // A fresh demo's first minute goes to the loyalty job's catch-up on the seeded history.
    (
      await (
        await request.get("/admin/api/promotions", { headers: operatorHeaders(), timeout: 120_000 })
      ).json()
    ).value.list as { id: number; key: string | null }[];
  const drawn = promotions.find((promotion) => promotion.key === "lucky-draw-mid-month");
  expect(drawn, "the demo's drawn lucky draw").toBeTruthy();
  const answer = await request.get(`/admin/api/promotions/raffle/winners?promotionId=${drawn!.id}`, {
    headers: operatorHeaders(),
  });
  const winners = (await answer.json()).value.list as Winner[];
  // A demonstration player first, else a player of the agent team.
  const open = winners.filter((winner) => winner.status === "won" && !SPARED.has(winner.username));
  const winner = open.find((candidate) => candidate.username in PASSWORDS) ?? open[0];
  expect(winner, "an unclaimed prize of a demo account").toBeTruthy();
  const password = PASSWORDS[winner!.username] ?? TEAM_PASSWORD;

  await playAsNewVisitor(page);
  await page.goto("/");
  await logIn(page, winner!.username, password);
  const balance = header(page).getByTestId("balance-amount");
  await expect(balance).toHaveText(/\$ [\d,]+\.\d{2}/);
  const before = Number((await balance.innerText()).replace(/[^\d.]/g, ""));

  await page.goto(`/promotions?id=${drawn!.id}`);
  const detail = page.getByTestId("promotion-detail");
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText("Mid-month lucky draw: $310 in prizes");
  const panel = detail.getByTestId("raffle-panel");
  await expect(panel.getByTestId("raffle-winners")).toBeVisible();
  await expect(panel.getByTestId("raffle-winners").locator("tbody tr")).toHaveCount(winners.length);
  // The draw checks out in the browser: the seed against its published hash, every place.
  await panel.getByRole("button", { name: "Verify the draw" }).click();
  const checks = panel.getByTestId("raffle-verify-checks");
  await expect(checks.locator('li[data-ok="true"]')).toHaveCount(2);

  const action = detail.getByTestId("promo-action");
  await expect(action).toHaveAttribute("data-status", "claim");
  await expect(action.getByTestId("promo-notice")).toContainText(`Place ${winner!.place}`);
  await action.getByRole("button", { name: "Claim my prize" }).click();
  await expect(action).toHaveAttribute("data-status", "claimed");
  await expect(action.getByTestId("promo-notice")).toContainText("It is in your wallet.");
  const prize = Number(winner!.amount);
  const expected = (before + prize).toLocaleString("en", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(balance).toHaveText(`$ ${expected}`);

  // The winners list: the biggest wins by game type, and this draw's places.
  await page.goto("/winners");
  const list = page.getByTestId("winners-page");
  await expect(list.getByRole("heading", { level: 1 })).toHaveText("Winners");
  await list.getByRole("button", { name: "30 days" }).click();
  await expect(list.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  const draws = list.getByTestId("raffle-winners-list");
  await expect(draws).toContainText("Mid-month lucky draw: $310 in prizes");
  await expect(problems).toEqual([]);
});
