import type { lotteryMenuCall } from "@banca/contract/calls/lottery";
import { LOTTERY_ENDPOINTS } from "@banca/contract/lottery/endpoints";
import { callApi } from "#app/lib/api-client.ts";

/** Where a game of the lottery menus opens: TCG_LOTTO_VN on /vnlottery, the others on /lottery. */
export const menuGamePath = (game: { gameCode: string; vassalage: string; defaultPlayType: string }) =>
  game.vassalage === "TCG_LOTTO_VN"
    ? `/vnlottery?gameCode=${game.gameCode}`
    : `/lottery?gameCode=${game.gameCode}&playType=${game.defaultPlayType}`;

/**
 * Where a lottery game of the catalogue opens (spec part 1 §4, part 2 §2): TCG_LOTTO_VN to
 * /vnlottery?gameCode=, the other lottery games (LOTT, ELOTT) to /lottery?gameCode=&playType=, and
 * TCG_SEA's category entry to the e-lottery lobby, where its games are chosen.
 */
export async function lotteryPath(game: {
  nodeId: number;
  vassalage: string;
  isGame: string;
}): Promise<string> {
  if (game.vassalage === "TCG_SEA" && game.isGame === "VASSALAGE") return "/elott";
  const menu = await callApi<typeof lotteryMenuCall>(LOTTERY_ENDPOINTS.lotteryMenu, {
    query: { device: "WEB" },
  }).catch(() => []);
  const found = menu.flatMap((group) => group.gameMenus).find((item) => item.gameId === game.nodeId);
  if (game.vassalage === "TCG_LOTTO_VN")
    return found ? `/vnlottery?gameCode=${found.gameCode}` : "/vnlottery";
  return found ? `/lottery?gameCode=${found.gameCode}&playType=${found.defaultPlayType}` : "/lottery";
}
