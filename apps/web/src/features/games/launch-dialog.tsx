import type { GameItem } from "@banca/contract/calls/games";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useUiStore } from "#app/stores/ui-store.ts";
import { launchGame } from "./launch.ts";

/**
 * A launch that did not start the game: a game under maintenance suggests popular games of its
 * type (spec part 2 §8); any other failure says so plainly.
 */
export function GameLaunchModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { launchError, popularGames = [] } = useUiStore((state) => state.modalOptions);
  const maintenance = launchError === "game.maintenance";
  const message = maintenance
    ? t("gameLaunch.maintenanceText")
    : launchError === "game.not.found"
      ? t("gameLaunch.notFound")
      : launchError === "game.vendor.unavailable"
        ? t("gameLaunch.vendorUnavailable")
        : t("gameLaunch.failed");

  const play = (game: GameItem) => {
    onClose();
    void launchGame(game);
  };

  return (
    <Modal
      title={maintenance ? t("gameLaunch.maintenanceTitle") : t("gameLaunch.failedTitle")}
      onClose={onClose}
      width={560}
      className="launch-dialog"
    >
      <div className="launch-dialog__lead">
        <Icon name={maintenance ? "maintenance" : "info"} size={28} />
        <p data-testid="game-launch-message">{message}</p>
      </div>
      {maintenance && popularGames.length > 0 ? (
        <>
          <h3 className="launch-dialog__subtitle">{t("gameLaunch.tryPopular")}</h3>
          <ul className="launch-dialog__games" data-testid="game-launch-popular">
            {popularGames.map((game) => (
              <li key={game.nodeId}>
                <button
                  type="button"
                  name={`popular-${game.nodeId}`}
                  className="launch-dialog__game"
                  onClick={() => play(game)}
                >
                  <img src={game.image} alt="" loading="lazy" width={120} height={90} />
                  <span>{game.gameName}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="launch-dialog__actions">
        <button type="button" name="close" className="button button--secondary" onClick={onClose}>
          {t("gameLaunch.close")}
        </button>
      </div>
    </Modal>
  );
}
