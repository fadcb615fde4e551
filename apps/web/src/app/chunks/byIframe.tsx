// The "byIframe" part of the build: the game frame at /game.
import { GameFramePage } from "#app/features/games/game-frame-page.tsx";

export const Page = GameFramePage;
