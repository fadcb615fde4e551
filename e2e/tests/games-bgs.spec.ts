import type { APIRequestContext, Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";
import { screenshotEverySize } from "../support/screenshots.ts";

/** A new member holding 100.00, on the game page of the BGS game of this classify. */
async function launchBgs(
  page: Page,
  request: APIRequestContext,
  classify: string,
  onName?: (name: string) => void,
) {
  const username = await signUpNewMember(page, { prefix: "bgs" });
  onName?.(username);
  await fundMember(request, username, "100.00");
  const list = await request.get(
    "/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=BGS&pageNo=1&pageSize=42&clientType=3",
  );
  const games = ((await list.json()) as { value: { games: { nodeId: number; gameClassify: string }[] } })
    .value.games;
  const game = games.find((candidate) => candidate.gameClassify === classify);
  if (!game) throw new Error(`the BGS ${classify} game is not in the catalogue`);
  await page.goto("/inhouse");
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator("[data-testid=game-frame]");
}

test("a member launches the BGS slot from /inhouse, spins, and the header balance follows the round", async ({
  page,
  request,
}) => {
  const frame = await launchBgs(page, request, "slot");
  await expect(header(page).getByTestId("balance-amount")).toContainText("100.00");
  // The commitment is on screen before the first bet.
  await expect(frame.getByTestId("bgs-server-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(frame.getByTestId("bgs-balance")).toHaveText("100.00");
  await expect(frame.getByTestId("bgs-rtp")).toContainText("96.7049%");

  await frame.locator("#stake").fill("2.00");
  await frame.getByTestId("bgs-spin").click();
  // The nonce moves on when the spin's answer is in and its reels have stopped (a busy machine takes
  // a while); the history is read after it, as the page refreshes it then.
  await expect(frame.locator("#next-nonce")).toHaveText("1", { timeout: 30_000 });
  await expect(frame.locator("#history li")).toHaveCount(1);
  const win = Number((await frame.locator("#history li span").nth(1).textContent())?.replace(/[^\d.]/g, ""));
  const expected = (100 - 2 + win).toFixed(2);
  await expect(frame.getByTestId("bgs-balance")).toHaveText(expected);
  await expect(header(page).getByTestId("balance-amount")).toContainText(expected);
});

test("an open mines round is listed as in play, not as a 0.00 win", async ({ page, request }) => {
  const frame = await launchBgs(page, request, "mines");
  await expect(frame.getByTestId("bgs-balance")).toHaveText("100.00");
  await frame.locator("#stake").fill("1.00");
  await frame.getByTestId("bgs-start").click();
  await expect(frame.getByTestId("bgs-balance")).toHaveText("99.00");
  const latest = frame.locator("#history li").first();
  await expect(latest.locator(".in-play")).toHaveText("In play");
  await expect(latest).not.toContainText("0.00");
});

test("the verifier names the slot's reel stops in the page's language", async ({ page }) => {
  const query = new URLSearchParams({
    lang: "pt",
    game: "slot-fortune-5x3",
    serverSeed: "a".repeat(64),
    clientSeed: "e2e-client",
    nonce: "3",
  });
  await page.goto(`/vendors/bgs/verify?${query}`);
  const result = page.getByTestId("bgs-verify-result");
  await expect(result).toContainText("Paradas dos rolos");
  await expect(result).not.toContainText("Stops");
});

test("a member replays a mines round step by step from the betting record, with its seeds", async ({
  page,
  request,
}) => {
  let username = "";
  const frame = await launchBgs(page, request, "mines", (name) => {
    username = name;
  });
  // The page has its session once the balance shows; a start clicked before it is refused.
  await expect(frame.getByTestId("bgs-balance")).toHaveText("100.00");
  await frame.locator("#stake").fill("1.00");
  await frame.getByTestId("bgs-start").click();
  await expect(frame.getByTestId("bgs-balance")).toHaveText("99.00");
  // One pick, then cash out if it was safe: the round ends either way.
  const first = frame.locator('[data-tile="0"]');
  await first.click();
  // The pick's answer: a safe tile enables cashing out, a mine ends the round (the start is back).
  const settledOrSafe = frame.locator("#cashout:visible:enabled, [data-testid=bgs-start]:visible");
  await expect(settledOrSafe).toHaveCount(1);
  const cashout = frame.locator("#cashout");
  if (await cashout.isVisible()) await cashout.click();
  await expect(frame.getByTestId("bgs-start")).toBeVisible();

  await header(page)
    .getByRole("button", { name: `Account menu for ${username}` })
    .click();
  await page.getByRole("menuitem", { name: "Betting record" }).click();
  const round = page.getByRole("dialog", { name: "Member centre" }).getByTestId("bet-round");
  await expect(round).toHaveCount(1);
  await round.getByTestId("bet-round-replay").click();

  const replay = page.getByTestId("round-replay");
  await expect(replay.getByTestId("replay-position")).toHaveText(/^Step 1 of [2-9]$/);
  await expect(replay.getByTestId("replay-current")).toHaveText("The 3 mines are placed");
  await expect(replay.locator(".replay-mines__tile")).toHaveCount(25);
  await replay.getByTestId("replay-next").click();
  await expect(replay.getByTestId("replay-current")).toContainText("Pick 1: tile 1");
  await expect(replay.getByTestId("replay-steps").locator("li")).toHaveCount(2);
  await expect(replay.getByTestId("replay-check")).toContainText("matches the stored and paid round");
  await expect(replay.getByTestId("replay-seeds")).toContainText(/[0-9a-f]{64}/);
  await expect(replay.getByTestId("replay-seeds")).toContainText("Shown once you rotate your seed pair");
  await screenshotEverySize(page, "round-replay-mines");
});
