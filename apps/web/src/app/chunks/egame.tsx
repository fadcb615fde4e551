// The "egame" part of the build: the vendor lobbies of every game type.

import { useCurrentRoute } from "#app/app/routes.tsx";
import { LobbyPage } from "#app/features/games/lobby-page.tsx";

export function Lobby() {
  const gameType = useCurrentRoute().gameType ?? "RNG";
  return <LobbyPage key={gameType} gameType={gameType} />;
}
