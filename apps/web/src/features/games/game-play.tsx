import type { GameItem } from "@banca/contract/calls/games";
import { type ReactNode, useState } from "react";
import { whenLoggedIn } from "#app/features/session/guards.ts";
import { launchGame } from "./launch.ts";
import { PvpRoomPicker } from "./pvp-room-picker.tsx";
import { VendorGamesModal } from "./vendor-games-modal.tsx";

/**
 * What a game card's click does in a lobby: a PVP card game seats the player in a room first
 * (members only), a vendor's lobby entry lists its games, any other game launches. `dialogs` are
 * the room picker and the vendor's list, to render with the lobby.
 */
export function useGamePlay(): { play(game: GameItem): Promise<void>; dialogs: ReactNode } {
  const [vendorList, setVendorList] = useState<GameItem | null>(null);
  const [roomGame, setRoomGame] = useState<GameItem | null>(null);
  const play = async (game: GameItem) => {
    if (game.gameType === "PVP" && game.isGame === "GAME") {
      whenLoggedIn(() => setRoomGame(game));
      return;
    }
    const outcome = await launchGame(game);
    if (outcome === "vendorList") setVendorList(game);
  };
  const dialogs = (
    <>
      {vendorList ? (
        <VendorGamesModal lobby={vendorList} onPlay={play} onClose={() => setVendorList(null)} />
      ) : null}
      {roomGame ? (
        <PvpRoomPicker
          game={roomGame}
          onClose={() => setRoomGame(null)}
          onEnter={(game, roomId) => {
            setRoomGame(null);
            void launchGame(game, { roomId });
          }}
        />
      ) : null}
    </>
  );
  return { play, dialogs };
}
