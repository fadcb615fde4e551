import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

// The demo vendor opens the game that was clicked: its name and a play screen of its kind.

type GameItem = {
  nodeId: number;
  isGame: string;
  maintenance: boolean;
  gameName: string;
  gameClassify: string;
};

/** The first game of a vendor's lobby page (as the player sees it) with this classify. */
async function lobbyGame(request: APIRequestContext, type: string, vendor: string, classify?: string) {
  const query = new URLSearchParams({
    gameType: type,
    vassalage: vendor,
    pageNo: "1",
    pageSize: "42",
    clientType: "3",
  });
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?${query}`);
  const games = ((await answer.json()) as { value: { games: GameItem[] } }).value.games;
  const game = games.find(
    (item) => item.isGame === "GAME" && !item.maintenance && (!classify || item.gameClassify === classify),
  );
  if (!game) throw new Error(`no ${classify ?? type} game of ${vendor} on the first lobby page`);
  return game;
}

/** Clicks the game in its lobby and waits for the vendor's page in the game frame. */
async function open(page: Page, type: string, vendor: string, game: GameItem): Promise<FrameLocator> {
  await page.goto(`/${type.toLowerCase()}?page=${vendor}`);
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  return frame;
}

/** Plays one round at a stake of 10 and checks the money moved through the wallet. */
async function playRound(page: Page, frame: FrameLocator, before: number, rounds: number) {
  await frame.locator("button[name=stake-10]").click();
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(rounds);
  await expect(frame.locator("button[name=play]")).toBeEnabled();
  const payout = Number(
    (await frame.locator("#history li").first().locator("span").nth(1).textContent())?.replace(/[^\d.]/g, ""),
  );
  const expected = (before - 10 + payout).toFixed(2);
  await expect(frame.locator("#balance")).toHaveText(`USD ${expected}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText(expected);
  return Number(expected);
}

test("a roulette table and a blackjack table open as themselves and play through the wallet", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "tables" });
  await fundMember(request, username, "200.00");

  const roulette = await lobbyGame(request, "LIVE", "ORCL", "roulette");
  let frame = await open(page, "LIVE", "ORCL", roulette);
  await expect(frame.locator("#title")).toHaveText(roulette.gameName);
  await expect(frame.locator("main.table")).toHaveAttribute("data-kind", "roulette");
  await expect(frame.locator("button[name=choice-n17]")).toBeVisible();
  await frame.locator("button[name=choice-black]").click();
  let balance = await playRound(page, frame, 200, 1);
  await expect(frame.locator(".landed")).toHaveText(/^\d{1,2}$/);

  const blackjack = await lobbyGame(request, "LIVE", "ORCL", "blackjack");
  frame = await open(page, "LIVE", "ORCL", blackjack);
  await expect(frame.locator("#title")).toHaveText(blackjack.gameName);
  await expect(frame.locator("main.table")).toHaveAttribute("data-kind", "blackjack");
  await frame.locator("button[name=choice-stand-17]").click();
  balance = await playRound(page, frame, balance, 1);
  await expect(frame.locator(".hand.mine .card:not(.back)").first()).toBeVisible();
});

// Pictures of each play screen for review, when SCREENSHOTS names a folder: both themes, both widths.
const shots = process.env.SCREENSHOTS;
const SCREENS = [
  { kind: "roulette", type: "LIVE", vendor: "ORCL", classify: "roulette" },
  { kind: "blackjack", type: "LIVE", vendor: "ORCL", classify: "blackjack" },
  { kind: "slots", type: "RNG", vendor: "NOVA" },
  { kind: "crash", type: "LIVE", vendor: "ORCL", classify: "game-show" },
  { kind: "sports", type: "SPORTS", vendor: "KICK", classify: "football" },
] as const;
for (const width of [1440, 390]) {
  test(`screens of the demo vendor's games at ${width}px`, async ({ page, request }) => {
    test.skip(!shots, "SCREENSHOTS is not set");
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 500 ? 1000 : 1500 });
    const username = await signUpNewMember(page, { prefix: `shots${width}` });
    await fundMember(request, username, "500.00");
    for (const screen of SCREENS) {
      const game = await lobbyGame(
        request,
        screen.type,
        screen.vendor,
        "classify" in screen ? screen.classify : undefined,
      );
      const frame = await open(page, screen.type, screen.vendor, game);
      if (screen.kind === "sports") await frame.locator(".odd").first().click();
      await frame.locator("button[name=play]").click();
      await expect(frame.locator("#history li")).toHaveCount(1);
      await expect(frame.locator("button[name=play]")).toBeEnabled();
      for (const theme of ["dark", "light"]) {
        await frame.locator("html").evaluate((html, value) => html.setAttribute("data-theme", value), theme);
        await page.screenshot({ path: `${shots}/${screen.kind}-${width}-${theme}.png` });
      }
    }
  });
}
