import type { GameItem, Vendor } from "@banca/contract/calls/games";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link, useSearchParams } from "#app/lib/router.tsx";
import { useFavouriteIds, useGameList, useGameMenus, useToggleFavourite } from "./api.ts";
import { GameCard, GameCardSkeletons } from "./game-card.tsx";
import { GameGrid } from "./game-grid.tsx";
import { useGamePlay } from "./game-play.tsx";
import { seamlessVendors } from "./seamless-vendors.ts";
import { VendorTabs } from "./vendor-tabs.tsx";

/** Cards a vendor's row shows before "View all" (one row on a desktop). */
const ROW_SIZE = 6;

const vendorHref = (vassalage?: string) => (vassalage ? `?page=${encodeURIComponent(vassalage)}` : "?");

/**
 * /seamless: the games that play straight from the main balance, grouped by their vendors. The All
 * tab shows each vendor's first games in a row; a vendor's tab (`?page`) shows all of its games as
 * a lobby does.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: menus, isPending } = useGameMenus();
  const vendors = seamlessVendors(menus ?? []);
  const selected = vendors.find((vendor) => vendor.vassalage === params.get("page"));
  const { play, dialogs } = useGamePlay();

  return (
    <div className="page lobby seamless">
      <header className="lobby__head">
        <h1 className="page__title">{t("features.seamless")}</h1>
      </header>
      <p className="seamless__intro">{t("seamless.intro")}</p>
      {!isPending && vendors.length === 0 ? (
        <EmptyState title={t("seamless.empty")} />
      ) : (
        <VendorTabs vendors={vendors} selected={selected} href={vendorHref} />
      )}
      {selected ? (
        <VendorGames key={selected.vassalage} vendor={selected} onPlay={play} />
      ) : (
        vendors.map((vendor) => <VendorRow key={vendor.vassalage} vendor={vendor} onPlay={play} />)
      )}
      {dialogs}
    </div>
  );
}

type VendorProps = { vendor: Vendor; onPlay(game: GameItem): void };

function VendorGames({ vendor, onPlay }: VendorProps) {
  const { t } = useTranslation();
  const games = useGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage });
  return (
    <GameGrid
      query={games}
      onPlay={onPlay}
      label={`${t("features.seamless")} · ${vendor.displayName}`}
      empty={t("lobby.noResults")}
    />
  );
}

/** A vendor's first games under its name; a vendor without games shows no row. */
function VendorRow({ vendor, onPlay }: VendorProps) {
  const { t } = useTranslation();
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const query = useGameList(
    { gameType: vendor.gameType, vassalage: vendor.vassalage },
    { pageSize: ROW_SIZE },
  );
  const first = query.data?.pages[0];
  if (first && first.games.length === 0) return null;
  const headingId = `seamless-${vendor.vassalage}`;
  return (
    <section className="seamless__vendor" aria-labelledby={headingId}>
      <header className="lane__header">
        <h2 id={headingId} className="seamless__name">
          <img src={vendor.logo} alt="" width={32} height={32} loading="lazy" />
          {vendor.displayName}
          <span className="seamless__type">{t(`gameTypes.${vendor.gameType}`)}</span>
        </h2>
        {first ? (
          <Link to={vendorHref(vendor.vassalage)} className="lane__more">
            {t("seamless.viewAll", { count: first.totalCount })}
          </Link>
        ) : null}
      </header>
      {query.isError ? (
        <div className="game-grid__message" role="alert">
          <p>{t("lobby.loadFailed")}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t("lobby.retry")}
          </button>
        </div>
      ) : (
        <ul className="game-grid" aria-label={vendor.displayName} aria-busy={first === undefined}>
          {first ? (
            first.games.map((game) => (
              <GameCard
                key={game.nodeId}
                game={game}
                favourite={favourites.has(game.nodeId)}
                onPlay={onPlay}
                onToggleFavourite={toggleFavourite}
              />
            ))
          ) : (
            <GameCardSkeletons count={ROW_SIZE} />
          )}
        </ul>
      )}
    </section>
  );
}
