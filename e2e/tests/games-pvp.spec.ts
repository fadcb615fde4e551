import type { APIRequestContext } from "@playwright/test";
import { header, signUpNewMember } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { fundMember } from "../support/operator.ts";

// Duel Arena: a PVP vendor of the demo merchant that plays from the main wallet.
const PVP_VENDOR = "DUEL";

type GameItem = { nodeId: number; isGame: string; maintenance: boolean; gameName: string; minBet: number };

/** The first card game of the vendor's lobby page with a 0.10 smallest stake. */
async function firstCardGame(request: APIRequestContext): Promise<GameItem> {
  const query = new URLSearchParams({ gameType: "PVP", vassalage: PVP_VENDOR, pageNo: "1", pageSize: "42" });
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?${query}`);
  const games = ((await answer.json()) as { value: { games: GameItem[] } }).value.games;
  const game = games.find((item) => item.isGame === "GAME" && !item.maintenance && item.minBet === 0.1);
  if (!game) throw new Error("no PVP game to sit down at");
  return game;
}

test("a member picks a PVP game and a room on /pvp, and the vendor's table opens in the site's theme", async ({
  page,
  request,
}) => {
  const username = await signUpNewMember(page, { prefix: "pvp" });
  await fundMember(request, username, "50.00");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

  const game = await firstCardGame(request);
  await page.goto(`/pvp?page=${PVP_VENDOR}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText("50.00");
  await page.locator(`.game-card[data-game-id="${game.nodeId}"] .game-card__play`).click();

  // The rooms: 0.10, 1.00 and 10.00 stakes; the high-roller room needs 200.00, more than the 50.00 held.
  const picker = page.getByRole("dialog", { name: `${game.gameName}: choose a room` });
  await expect(picker).toBeVisible();
  await expect(picker.locator(".room-card")).toHaveCount(3);
  await expect(picker.locator('[data-room-id$="-standard"]')).toContainText("1.00");
  await expect(picker.locator('[data-room-id$="-standard"]')).toContainText("20.00");
  await expect(picker.locator("button[name=enter-high-roller]")).toHaveCount(0);
  await expect(picker.locator("button[name=deposit-high-roller]")).toBeVisible();
  await picker.locator("button[name=enter-standard]").click();

  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator("[data-testid=game-frame]");
  await expect(frame.locator("main.table")).toHaveAttribute("data-state", "ready");
  await expect(frame.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(frame.locator("#title")).toHaveText(game.gameName);
  await expect(frame.getByTestId("vendor-room")).toHaveText("Standard room · stakes from USD 1.00");
  await expect(frame.locator("#balance")).toHaveText("USD 50.00");

  // The room's chips start at its stake: one duel at 1.00 settles through the wallet.
  await expect(frame.locator("button[name='stake-1.00']")).toHaveAttribute("aria-checked", "true");
  await frame.locator("button[name=play]").click();
  await expect(frame.locator("#history li")).toHaveCount(1);
  const payout = Number(
    (await frame.locator("#history li span").nth(1).textContent())?.replace(/[^\d.]/g, ""),
  );
  const expected = (50 - 1 + payout).toFixed(2);
  await expect(frame.locator("#balance")).toHaveText(`USD ${expected}`);
  await expect(header(page).getByTestId("balance-amount")).toContainText(expected);
});
