import type { GameItem } from "@banca/contract/calls/games";
import { GAME_PAGE_SIZE } from "@banca/contract/game-catalogue";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFavouriteIds, useToggleFavourite } from "./api.ts";
import { GameCard, GameCardSkeletons } from "./game-card.tsx";
import { useInfiniteScroll } from "./use-infinite-scroll.ts";

type GamePages = InfiniteData<{ games: GameItem[]; totalPages: number; totalCount?: number }>;

type Props = {
  query: UseInfiniteQueryResult<GamePages>;
  onPlay(game: GameItem): void;
  empty: string;
  label: string;
};

/** Games page after page: the next page loads as the end of the grid comes into view. */
export function GameGrid({ query, onPlay, empty, label }: Props) {
  const { t } = useTranslation();
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  // A page of cards is the largest render of a lobby (42 cards, each with its translated labels).
  // Rendered from a deferred copy of the pages, React renders it in slices that leave the main
  // thread free in between, instead of one long task when the games arrive; the skeletons stay
  // until it is done.
  const data = useDeferredValue(query.data);
  const games = data?.pages.flatMap((page) => page.games) ?? [];
  // Until the deferred copy catches up, the grid does not show the page that has arrived: the end of
  // the grid is still where it was, in view, and asking for more then would load page after page
  // (on a slow phone, the whole catalogue) before the first of them is shown.
  const loadingMore = query.isFetchingNextPage || data !== query.data;
  const canLoad = query.hasNextPage && !loadingMore && !query.isError;
  const sentinel = useInfiniteScroll(() => void query.fetchNextPage(), canLoad);

  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return (
      <ul className="game-grid" aria-busy="true" aria-label={label}>
        <GameCardSkeletons count={12} />
      </ul>
    );
  }
  if (query.isError && games.length === 0) {
    return (
      <div className="game-grid__message" role="alert">
        <p>{t("lobby.loadFailed")}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t("lobby.retry")}
        </button>
      </div>
    );
  }
  if (games.length === 0) return <p className="game-grid__message">{empty}</p>;
  return (
    <>
      <ul className="game-grid" aria-label={label} aria-busy={loadingMore}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            favourite={favourites.has(game.nodeId)}
            onPlay={onPlay}
            onToggleFavourite={toggleFavourite}
          />
        ))}
        {loadingMore ? <GameCardSkeletons count={Math.min(GAME_PAGE_SIZE, 6)} /> : null}
      </ul>
      <div ref={sentinel} className="game-grid__sentinel" />
      {query.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost game-grid__more"
          disabled={!canLoad}
          onClick={() => void query.fetchNextPage()}
        >
          {t("lobby.loadMore")}
        </button>
      ) : (
        <p className="game-grid__end">{t("lobby.endOfList")}</p>
      )}
    </>
  );
}
