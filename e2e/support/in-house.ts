import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Opens the in-house BGS slot from the /inhouse lobby, as the member logged in, and answers its
 * frame: the way specs make real, settled slots bets.
 */
export async function openInHouseSlot(page: Page, request: APIRequestContext) {
  const list = await request.get(
    "/wps/relay/GCSGAME_gameList?gameType=INHOUSE&vassalage=BGS&pageNo=1&pageSize=42&clientType=3",
  );
  const games = ((await list.json()) as { value: { games: { nodeId: number; gameClassify: string }[] } })
    .value.games;
  const slot = games.find((game) => game.gameClassify === "slot");
  if (!slot) throw new Error("the BGS slot is not in the catalogue");
  await page.goto("/inhouse");
  await page.locator(`.game-card[data-game-id="${slot.nodeId}"] .game-card__play`).click();
  return page.frameLocator("[data-testid=game-frame]");
}
