import type { Winner } from "@banca/contract/calls/winner-board";
import { intlLocale } from "@banca/contract/languages";
import type { GameType } from "@banca/contract/site";
import { type CSSProperties, useDeferredValue, useRef } from "react";
import { paths } from "#app/config/paths.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { Link } from "#app/lib/router.tsx";
import { useOnScreen } from "#app/lib/use-on-screen.ts";
import { launchGame } from "./launch.ts";
import { useWinnerBoard } from "./winner-board-api.ts";
import { WinnerBoardPlaceholder } from "./winner-board-placeholder.tsx";

/** Seconds each win stays in the strip's slow scroll: slow enough to read a name and an amount. */
const SECONDS_PER_WIN = 4;
/** From this many wins on the strip scrolls by itself. */
const MOVING_FROM = 4;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

// One format per language, not one per card: each new format loads its locale's data.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago" in the player's language. */
function timeAgo(iso: string, language: string, now: number) {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "auto" });
    relativeFormats.set(language, format);
  }
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, "minute");
}

function WinnerCard({ win, copy, now }: { win: Winner; copy: boolean; now: number }) {
  const { i18n } = useTranslation();
  const money = useFormatMoney();
  const play = () => void launchGame({ ...win, isGame: "GAME" });
  return (
    <li className="winner-card">
      <button
        type="button"
        className="winner-card__button"
        onClick={play}
        // The card's own text (who, when, how much, which game) is its name: what a sighted player
        // reads is what a screen reader says and what voice control answers to.
        tabIndex={copy ? -1 : undefined}
      >
        <img className="winner-card__art" src={win.image} alt="" width={48} height={48} loading="lazy" />
        <span className="winner-card__text">
          <span className="winner-card__line">
            <span className="winner-card__player">{win.player}</span>
            <time className="winner-card__time" dateTime={win.time}>
              {timeAgo(win.time, i18n.language, now)}
            </time>
          </span>
          <span className="winner-card__amount">{money(win.winAmount)}</span>
          <span className="winner-card__line">
            <span className="winner-card__game">{win.gameName}</span>
            {win.multiplier >= 2 ? <span className="winner-card__multiplier">×{win.multiplier}</span> : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The winner board (GCSGAME_getRankList): the biggest recent wins, masked names, scrolling slowly
 * sideways. The strip pauses under the pointer or keyboard focus; with reduced motion it stands
 * still and scrolls by hand. While the wins load, their place is kept (nothing below it jumps when
 * they arrive); with no win to show, nothing is shown.
 */
export function WinnerBoard({ gameType }: { gameType?: GameType }) {
  const { t } = useTranslation();
  const { data: latest, dataUpdatedAt, isPending } = useWinnerBoard(gameType);
  // The cards (twice over, for the loop) render from a deferred copy of the wins: React renders
  // them in slices between other work instead of inside the task that received them; the place
  // holder keeps their place meanwhile.
  const data = useDeferredValue(latest);
  const board = useRef<HTMLElement>(null);
  const wins = data?.list ?? [];
  // A handful of wins stands still: a loop of two or three cards would only look busy.
  const moving = wins.length >= MOVING_FROM;
  // Scrolled out of sight, the strip and its pulse rest: a moving strip keeps the compositor drawing
  // every frame, seen or not (docs/PERFORMANCE.md, "an idle page").
  const onScreen = useOnScreen(board, moving);
  if (isPending || (data === undefined && latest !== undefined)) return <WinnerBoardPlaceholder />;
  if (wins.length === 0) return null;
  const style = { "--winner-scroll-duration": `${wins.length * SECONDS_PER_WIN}s` } as CSSProperties;
  return (
    <section
      ref={board}
      className={`winner-board ${moving ? "winner-board--moving" : ""} ${onScreen ? "" : "winner-board--off-screen"}`}
      aria-labelledby="winner-board-title"
      data-testid="winner-board"
    >
      <div className="winner-board__head">
        <h2 id="winner-board-title" className="winner-board__title">
          <span className="winner-board__pulse" aria-hidden="true" />
          {t("lobby.winners.title")}
        </h2>
        <Link
          to={gameType ? `${paths.winners}?gameType=${gameType}` : paths.winners}
          className="winner-board__all"
          data-testid="winner-board-all"
        >
          {t("lobby.winners.seeAll")}
        </Link>
      </div>
      <div className="winner-board__viewport">
        <div className="winner-board__track" style={style}>
          <ul className="winner-board__list">
            {wins.map((win) => (
              <WinnerCard
                key={`${win.nodeId}-${win.time}-${win.player}`}
                win={win}
                copy={false}
                now={dataUpdatedAt}
              />
            ))}
          </ul>
          {/* A second copy makes the loop seamless; screen readers and Tab skip it. */}
          {moving ? (
            <ul className="winner-board__list winner-board__list--copy" aria-hidden="true">
              {wins.map((win) => (
                <WinnerCard
                  key={`${win.nodeId}-${win.time}-${win.player}`}
                  win={win}
                  copy
                  now={dataUpdatedAt}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
