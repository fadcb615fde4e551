import type { APIRequestContext } from "@playwright/test";
import { header, playAsNewVisitor, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

// Oracle Tables: a live vendor of the demo merchant that plays from the main wallet.
const LIVE_VENDOR = "ORCL";

type GameItem = { nodeId: number; isGame: string; maintenance: boolean; gameName: string };

/** The first live table of the vendor's lobby page that launches (not its game list, not in maintenance). */
async function firstLiveTable(request: APIRequestContext): Promise<GameItem> {
  const query = new URLSearchParams({
    gameType: "LIVE",
    vassalage: LIVE_VENDOR,
    pageNo: "1",
    pageSize: "42",
    clientType: "3",
  });
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?${query}`);
  const games = ((await answer.json()) as { value: { games: GameItem[] } }).value.games;
  const game = games.find((item) => item.isGame === "GAME" && !item.maintenance);
  if (!game) throw new Error("no live table to launch");
  return game;
}

test("a visitor who clicks a game is asked to log in first", async ({ page, request }) => {
  await playAsNewVisitor(page);
  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/live/);
});

test("a member launches a live table of the demo vendor from /live, plays a round, and the header balance follows", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "live" });
  await fundMember(request, username, "200.00");

  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText("200.00");
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();

  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await expect(frame.locator("#balance")).toHaveText("USD 200.00");
  await expect(frame.locator("#title")).toHaveText("Baccarat Royale");

  // Ten on the banker: the stake leaves the wallet whatever the cards say, and any win comes back.
  await frame.locator("button[name=stake-10]").click();
  await frame.locator("button[name=choice-banker]").click();
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  const payout = Number(
    (await frame.locator("#history li span").nth(1).textContent())?.replace(/[^\d.]/g, ""),
  );
  const expected = (200 - 10 + payout).toFixed(2);
  await expect(frame.locator("#balance")).toHaveText(`USD ${expected}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText(expected);

  await page.getByTestId("game-frame-back").click();
  await expect(page).toHaveURL(/\/live/);
});

test("the game page frames only what a launch answered, never an address from its own query", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "frame" });
  await fundMember(request, username, "100.00");

  // A link to /game with somebody's page in it shows no frame at all under the brand.
  const foreign = await page.goto(`/game?url=${encodeURIComponent("https://example.org/")}`);
  const policy = foreign?.headers()["content-security-policy"] ?? "";
  const frameSrc = policy.split(";").find((directive) => directive.trim().startsWith("frame-src"));
  expect(frameSrc?.trim()).toBe("frame-src 'self'");
  await expect(page.getByText("No game to show")).toBeVisible();
  await expect(page.getByTestId("game-frame")).toHaveCount(0);

  // A real launch still plays, in a sandboxed frame.
  const game = await firstLiveTable(request);
  await page.goto(`/live?page=${LIVE_VENDOR}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  const view = page.getByTestId("game-frame");
  await expect(view).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-forms allow-popups");
  const launched = await view.getAttribute("src");
  expect(new URL(launched!).pathname).toBe("/vendors/demo/play");
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await frame.locator("button[name=stake-1]").click();
  await frame.locator("button[name=choice-player]").click();
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(1);

  // The same link now shows the game this tab launched, not the page the link names.
  await page.goto(`/game?url=${encodeURIComponent("https://example.org/")}`);
  await expect(page.getByTestId("game-frame")).toHaveAttribute("src", launched!);
});
