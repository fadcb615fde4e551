import type { GameItem } from "@banca/contract/calls/games";
import { whenLoggedIn } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ToggleFavourite } from "./api.ts";

type Props = { game: GameItem; favourite: boolean; onToggle: ToggleFavourite };

/** The heart on a game card: adds or removes the favourite; a visitor gets the login popup. */
export function FavouriteButton({ game, favourite, onToggle }: Props) {
  const { t } = useTranslation();
  const label = t(favourite ? "lobby.removeFavourite" : "lobby.addFavourite", { name: game.gameName });
  return (
    <button
      type="button"
      className={`favourite-button ${favourite ? "is-on" : ""}`}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        whenLoggedIn(() => onToggle({ game, favourite: !favourite }));
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          fill={favourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
