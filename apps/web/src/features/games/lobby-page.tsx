import type { GameType } from "@banca/contract/site";
import { useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { whenLoggedIn } from "#app/features/session/guards.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSearchParams } from "#app/lib/router.tsx";
import { useSessionStore } from "#app/stores/session-store.ts";
import { type MemberGameList, useGameList, useMemberGames, useVendorLanes, useVendorsOf } from "./api.ts";
import { GameGrid } from "./game-grid.tsx";
import { useGamePlay } from "./game-play.tsx";
import { useDebouncedValue } from "./use-debounced-value.ts";
import { VendorTabs } from "./vendor-tabs.tsx";
import { WinnerBoard } from "./winner-board.tsx";

type View = "all" | MemberGameList;
const SEARCH_DELAY_MS = 350;

/**
 * A game lobby: vendor tabs (`?page` selects a vendor, All by default), classify chips, a name
 * search, and the games 42 at a time as the player scrolls; members also see their favourite and
 * recent games of the type.
 */
export function LobbyPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { vendors } = useVendorsOf(gameType);
  const lanes = useVendorLanes();
  const loggedIn = useSessionStore((state) => state.member !== null);
  const [search, setSearch] = useState("");
  const { play, dialogs } = useGamePlay();
  const gameName = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  // The list shown (all, favourites, recent) sits in the address, like the vendor tab and classify.
  const listParam = params.get("list");
  const view: View = listParam === "favourites" || listParam === "recent" ? listParam : "all";
  const vendorCode = params.get("page") ?? "";
  const selected = vendors.find((vendor) => vendor.vassalage === vendorCode);
  const classify = params.get("classify") ?? "";
  const classifies = lanes.data?.find((lane) => lane.title === gameType)?.gameClassify ?? [];
  const typeName = t(`gameTypes.${gameType}`);

  const games = useGameList(
    {
      gameType,
      ...(selected ? { vassalage: selected.vassalage } : {}),
      ...(classify ? { gameClassify: classify } : {}),
      ...(gameName ? { gameName } : {}),
    },
    { enabled: view === "all" },
  );
  const memberView: MemberGameList = view === "recent" ? "recent" : "favourites";
  const memberGames = useMemberGames(memberView, gameType, loggedIn && view !== "all");
  const shownView = loggedIn ? view : "all";

  const chooseClassify = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set("classify", value);
    else next.delete("classify");
    setParams(next, { replace: true });
  };
  const vendorHref = (code?: string) => {
    const next = new URLSearchParams(params);
    if (code) next.set("page", code);
    else next.delete("page");
    const text = next.toString();
    return text ? `?${text}` : "?";
  };
  const chooseView = (next: View) => {
    if (next === "all") showView(next);
    else whenLoggedIn(() => showView(next));
  };
  const showView = (next: View) => {
    const nextParams = new URLSearchParams(params);
    if (next === "all") nextParams.delete("list");
    else nextParams.set("list", next);
    setParams(nextParams, { replace: true });
  };
  const total = games.data?.pages[0]?.totalCount;

  return (
    <div className="page lobby">
      <header className="lobby__head">
        <h1 className="page__title">{typeName}</h1>
        {shownView === "all" && total !== undefined ? (
          <span className="lobby__count">{t("lobby.gamesCount", { count: total })}</span>
        ) : null}
      </header>
      <WinnerBoard gameType={gameType} />
      <VendorTabs vendors={vendors} selected={selected} href={vendorHref} />
      <div className="lobby__toolbar">
        <div className="lobby__views" role="tablist" aria-label={t("lobby.lists")}>
          {(["all", "favourites", "recent"] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={shownView === value}
              className={`lobby__view ${shownView === value ? "is-active" : ""}`}
              onClick={() => chooseView(value)}
            >
              {t(`lobby.view.${value}`)}
            </button>
          ))}
        </div>
        {shownView === "all" ? (
          <label className="lobby__search">
            <Icon name="search" size={18} />
            <span className="visually-hidden">{t("lobby.searchLabel")}</span>
            <input
              type="search"
              name="gameName"
              value={search}
              maxLength={64}
              placeholder={t("lobby.searchPlaceholder")}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        ) : null}
      </div>
      {shownView === "all" && classifies.length > 0 ? (
        <fieldset className="classify-chips">
          <legend className="visually-hidden">{t("lobby.classifyLabel")}</legend>
          {["", ...classifies].map((value) => (
            <button
              key={value || "all"}
              type="button"
              className={`classify-chip ${classify === value ? "is-active" : ""}`}
              aria-pressed={classify === value}
              onClick={() => chooseClassify(value)}
            >
              {value ? t(`lobby.classify.${value}`, { defaultValue: value }) : t("menu.all")}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shownView === "all" ? (
        <GameGrid
          key="all"
          query={games}
          onPlay={play}
          label={selected ? `${typeName} · ${selected.displayName}` : typeName}
          empty={gameName ? t("lobby.noResultsFor", { search: gameName }) : t("lobby.noResults")}
        />
      ) : (
        <GameGrid
          key={view}
          query={memberGames}
          onPlay={play}
          label={t(`lobby.view.${view}`)}
          empty={t(view === "favourites" ? "lobby.noFavourites" : "lobby.noRecent")}
        />
      )}
      {dialogs}
    </div>
  );
}
