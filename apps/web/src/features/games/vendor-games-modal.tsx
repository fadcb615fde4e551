import type { GameItem } from "@banca/contract/calls/games";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useGameList } from "./api.ts";
import { GameGrid } from "./game-grid.tsx";

type Props = { lobby: GameItem; onPlay(game: GameItem): void; onClose(): void };

/** The popup game list of a vendor entry (isGame VASSALAGE): that vendor's games of the type. */
export function VendorGamesModal({ lobby, onPlay, onClose }: Props) {
  const { t } = useTranslation();
  const query = useGameList({ gameType: lobby.gameType, vassalage: lobby.vassalage, isGame: "GAME" });
  const title = t("lobby.vendorGames", { vendor: lobby.vendorName });
  return (
    <Modal title={title} onClose={onClose} width={960} className="vendor-games-modal">
      <GameGrid
        query={query}
        label={title}
        empty={t("lobby.noResults")}
        onPlay={(game) => {
          onClose();
          onPlay(game);
        }}
      />
    </Modal>
  );
}
