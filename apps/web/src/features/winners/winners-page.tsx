import { GAME_TYPES, type GameType } from "@banca/contract/site";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/config/paths.ts";
import { useGameMenus } from "#app/features/games/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { Link, useSearchParams } from "#app/lib/router.tsx";
import { useBiggestWins, useRaffleWinners, type WinnersPeriod } from "./api.ts";
import "./winners.css";

const PERIODS: readonly WinnersPeriod[] = [1, 7, 30];
/** Wins shown before "Show more" (the call answers up to 50). */
const FIRST_ROWS = 20;

const gameTypeOf = (value: string | null): GameType | "" =>
  value && (GAME_TYPES as readonly string[]).includes(value) ? (value as GameType) : "";

function BiggestWins() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const gameType = gameTypeOf(params.get("gameType"));
  const [days, setDays] = useState<WinnersPeriod>(7);
  const [all, setAll] = useState(false);
  const menus = useGameMenus().data ?? [];
  const wins = useBiggestWins(gameType, days);
  const chooseType = (type: GameType | "") => setParams(type ? { gameType: type } : {}, { replace: true });
  const list = wins.data ?? [];
  const shown = all ? list : list.slice(0, FIRST_ROWS);

  return (
    <section className="winners-section" aria-labelledby="winners-biggest">
      <div className="winners-section__head">
        <h2 id="winners-biggest">
          <Icon name="trophy" size={20} />
          {t("winners.biggest")}
        </h2>
        <fieldset className="winners-periods">
          <legend className="visually-hidden">{t("winners.periodLabel")}</legend>
          {PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={`winners-period${days === period ? " is-active" : ""}`}
              aria-pressed={days === period}
              onClick={() => setDays(period)}
            >
              {t(`winners.periods.${period}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="classify-chips winners-tabs" role="tablist" aria-label={t("winners.typesLabel")}>
        {(["", ...menus.map((menu) => menu.gameType)] as (GameType | "")[]).map((type) => (
          <button
            key={type || "all"}
            type="button"
            role="tab"
            aria-selected={gameType === type}
            className={`classify-chip${gameType === type ? " is-active" : ""}`}
            onClick={() => chooseType(type)}
          >
            {type ? t(`gameTypes.${type}`) : t("winners.allGames")}
          </button>
        ))}
      </div>
      {wins.isPending ? (
        <div className="winners-list winners-list--loading" aria-busy="true" />
      ) : wins.isError ? (
        <EmptyState title={t("winners.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void wins.refetch()}>
            {t("promotions.retry")}
          </button>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title={t("winners.emptyTitle")}>{t("winners.emptyText")}</EmptyState>
      ) : (
        <ol className="winners-list" data-testid="biggest-wins" aria-busy={wins.isFetching}>
          {shown.map((win, index) => (
            <li key={`${win.nodeId}-${win.time}-${win.player}`} className="winner-row">
              <span className={`winner-row__rank winner-row__rank--${Math.min(index + 1, 4)}`}>
                {index + 1}
              </span>
              <img className="winner-row__art" src={win.image} alt="" width={44} height={44} loading="lazy" />
              <span className="winner-row__game">
                <strong>{win.gameName}</strong>
                <span>{t(`gameTypes.${win.gameType}`)}</span>
              </span>
              <span className="winner-row__who">
                <span className="winner-row__player">{win.player}</span>
                <time className="winner-row__time" dateTime={win.time}>
                  {formatDateTime(Date.parse(win.time))}
                </time>
              </span>
              <span className="winner-row__win">
                <strong>{money(win.winAmount)}</strong>
                {win.multiplier >= 2 ? <span>×{win.multiplier}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      {!all && list.length > FIRST_ROWS ? (
        <button type="button" className="button button--secondary winners-more" onClick={() => setAll(true)}>
          {t("winners.showMore")}
        </button>
      ) : null}
    </section>
  );
}

function RaffleWinners() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { data: winners = [], isPending } = useRaffleWinners();
  if (isPending) return null;
  // The places of each draw together, newest draw first (the answer's order).
  const draws = [...new Map(winners.map((row) => [row.promotionId, row])).values()].map((draw) => ({
    ...draw,
    places: winners.filter((row) => row.promotionId === draw.promotionId),
  }));
  return (
    <section className="winners-section" aria-labelledby="winners-raffles" data-testid="raffle-winners-list">
      <div className="winners-section__head">
        <h2 id="winners-raffles">
          <Icon name="gift" size={20} />
          {t("winners.raffles")}
        </h2>
        <Link to={paths.promotions} className="winners-section__link">
          {t("winners.seePromotions")}
        </Link>
      </div>
      {draws.length === 0 ? (
        <EmptyState title={t("winners.noDraws")}>{t("winners.noDrawsText")}</EmptyState>
      ) : (
        <div className="winners-draws">
          {draws.map((draw) => (
            <article key={draw.promotionId} className="winners-draw">
              <header>
                <Link to={`${paths.promotions}?id=${draw.promotionId}`} className="winners-draw__title">
                  {draw.title}
                </Link>
                <span className="winners-draw__date">
                  {t("winners.drawnOn", { date: formatDateTime(draw.drawnAt) })}
                </span>
              </header>
              <ol>
                {draw.places.map((row) => (
                  <li key={row.place}>
                    <span className={`winner-row__rank winner-row__rank--${Math.min(row.place, 4)}`}>
                      {row.place}
                    </span>
                    <span className="winners-draw__player">{row.player}</span>
                    <strong>{money(row.amount)}</strong>
                  </li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}

/** /winners: the biggest wins by game type and period, and the latest lucky-draw winners. */
export function WinnersPage() {
  const { t } = useTranslation();
  return (
    <div className="page winners-page" data-testid="winners-page">
      <header className="winners-page__head">
        <h1 className="page__title">{t("winners.title")}</h1>
        <p className="winners-page__intro">{t("winners.intro")}</p>
      </header>
      <div className="winners-page__columns">
        <BiggestWins />
        <RaffleWinners />
      </div>
    </div>
  );
}
