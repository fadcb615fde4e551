import type { GameItem } from "@banca/contract/calls/games";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ToggleFavourite } from "./api.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { LazyImage } from "./lazy-image.tsx";

type Props = {
  game: GameItem;
  favourite: boolean;
  onPlay(game: GameItem): void;
  onToggleFavourite: ToggleFavourite;
};

/**
 * One game of a lobby: artwork, hot/new badges, the favourite heart, its name and vendor. A page
 * shows 42 at once, so a card holds no query or mutation of its own (its grid hands it the
 * favourite's state and toggle) and no element it does not show.
 */
export function GameCard({ game, favourite, onPlay, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  return (
    <li className={`game-card ${game.maintenance ? "is-maintenance" : ""}`} data-game-id={game.nodeId}>
      <button type="button" className="game-card__play" onClick={() => onPlay(game)}>
        {/* The name is the verb, then what the card shows (badges, game, provider): what a sighted
            player reads is what a screen reader says and what voice control answers to. */}
        <span className="visually-hidden">
          {t(game.isGame === "VASSALAGE" ? "lobby.openVendorGamesPrefix" : "lobby.playPrefix")}{" "}
        </span>
        <LazyImage src={game.image} alt="" className="game-card__art" />
        {game.isHot || game.isNew ? (
          <span className="game-card__badges">
            {game.isHot ? <span className="game-badge game-badge--hot">{t("lobby.hot")}</span> : null}
            {game.isNew ? <span className="game-badge game-badge--new">{t("lobby.new")}</span> : null}
          </span>
        ) : null}
        {game.maintenance ? <span className="game-card__maintenance">{t("lobby.maintenance")}</span> : null}
        <span className="game-card__text">
          <span className="game-card__name">{game.gameName}</span>
          <span className="game-card__vendor">{game.vendorName}</span>
        </span>
      </button>
      {game.isGame === "GAME" ? (
        <FavouriteButton game={game} favourite={favourite} onToggle={onToggleFavourite} />
      ) : null}
    </li>
  );
}

/** Placeholder cards while a page of games is on its way. */
export function GameCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="game-card game-card--skeleton" aria-hidden="true">
          <span className="lazy-image" />
          <span className="game-card__text">
            <span className="skeleton-line" />
          </span>
        </li>
      ))}
    </>
  );
}
