// The "egame" part of the build: the vendor lobbies of every game type.
import { useMatches } from "react-router";
import type { LobbyType } from "#app/config/paths.ts";
import { LobbyPage } from "#app/features/games/lobby-page.tsx";

export function Lobby() {
  const matches = useMatches();
  const gameType = (matches.at(-1)?.handle as { gameType: LobbyType } | undefined)?.gameType ?? "RNG";
  return <LobbyPage key={gameType} gameType={gameType} />;
}
