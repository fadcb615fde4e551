import type { GameItem } from "@banca/contract/calls/games";
import { paths } from "#app/config/paths.ts";
import { requireLoginOnceChecked } from "#app/features/session/guards.ts";
import { newRequestId } from "#app/features/wallet/request-id.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { navigate } from "#app/lib/router.tsx";
import { useThemeStore } from "#app/stores/theme-store.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { requestGameUrl } from "./launch-api.ts";
import { rememberLaunchedGame } from "./launched-game.ts";

export type LaunchableGame = Pick<GameItem, "nodeId" | "vassalage" | "gameType" | "isGame">;

/**
 * What became of a launch: "vendorList" asks the caller to open the vendor's game list (isGame
 * VASSALAGE); the other outcomes are already shown to the player.
 */
export type LaunchOutcome =
  | "launched"
  | "login"
  | "trial"
  | "lottery"
  | "vendorList"
  | "maintenance"
  | "excluded"
  | "failed";

export const platform = () =>
  window.matchMedia("(max-width: 768px)").matches ? "html5-mobile" : "html5-desktop";

/**
 * Starts a game as spec part 1 §4 and part 2 §2 route it: login first (the login popup otherwise),
 * lottery types to the lottery page (the TCG_SEA vendor itself to its dialog), a vendor's game list to its popup, then the vendor launch and the game frame at /game, which frames the address the launch
 * answered (kept in the tab's session storage, never taken from the page's address). A game under maintenance
 * opens a dialog suggesting popular games of its type.
 */
export async function launchGame(
  game: LaunchableGame,
  options: { roomId?: string } = {},
): Promise<LaunchOutcome> {
  if (!(await requireLoginOnceChecked())) return "login";
  if (game.gameType === "LOTT" || game.gameType === "ELOTT") {
    // Lottery start: the TCG_SEA vendor opens its special dialog (spec part 1 §4, decision 068).
    if (game.vassalage === "TCG_SEA" && game.isGame === "VASSALAGE") {
      useUiStore.getState().openModal("lotteryStart");
      return "lottery";
    }
    const { lotteryPath } = await import("#app/features/lottery/lottery-launch.ts");
    navigate(await lotteryPath(game));
    return "lottery";
  }
  if (game.isGame === "VASSALAGE") return "vendorList";
  const { openModal } = useUiStore.getState();
  try {
    const { game_url, wallet } = await requestGameUrl({
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      language: i18n.language,
      platform: platform(),
      theme: useThemeStore.getState().theme,
      ...(options.roomId ? { roomId: options.roomId } : {}),
      requestId: newRequestId(),
    });
    // A transfer wallet goes along, so the game page can offer a transfer when it is empty.
    rememberLaunchedGame(
      game_url,
      wallet ? { game: { nodeId: game.nodeId, vassalage: game.vassalage }, wallet } : null,
    );
    navigate(paths.game);
    return "launched";
  } catch (error) {
    const code = error instanceof ApiError ? error.errorCode : "network";
    // A free demo's chips play only some games (decision 047): the server says which.
    if (code === "trial.account") {
      openModal("trialWarning");
      return "trial";
    }
    if (code === "login.not.session" || code === "user.or.token.invalid") return "login";
    // A timed-out or self-excluded player: Responsible gaming says until when and leads to Withdraw.
    if (code === "protection.excluded") {
      openModal("memberCentre", { page: "responsibleGaming" });
      return "excluded";
    }
    const popular =
      code === "game.maintenance"
        ? ((error as ApiError).value as { popular?: GameItem[] } | null)?.popular
        : undefined;
    openModal("gameLaunch", { launchError: code, popularGames: popular ?? [] });
    return code === "game.maintenance" ? "maintenance" : "failed";
  }
}
