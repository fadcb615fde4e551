import { findPlay } from "@banca/contract/lottery/plays";
import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type LotteryGameInfo, useFollowDraws, useHistory, useNear, useTodayOrders } from "./api.ts";
import { BetSlip, type SlipLine } from "./bet-slip.tsx";
import { Countdown } from "./countdown.tsx";
import { DrawBalls } from "./draw-balls.tsx";
import { useLotteryFavourites } from "./favourites.ts";
import { NumberPicker } from "./number-picker.tsx";
import { TodayOrders } from "./orders.tsx";
import { VnPicker } from "./pickers.tsx";
import { DrawHistory, VnResultTable } from "./results.tsx";
import { TrendChart, trendValues } from "./trend-chart.tsx";

/**
 * The game as it pays at the prize group the slip has chosen: the server gives each play's odds at
 * the default group, and a play priced by the group pays in proportion to it (rounded down to the
 * thousandth, as the server rounds). Fixed-odds plays stay as they are.
 */
function atSeries(game: LotteryGameInfo, series: number | null): LotteryGameInfo {
  const base = game.series?.defaultSeries;
  if (series === null || !base || series === base) return game;
  const scale = (odds: number) => Math.floor((odds * 1000 * series) / base) / 1000;
  return {
    ...game,
    plays: game.plays.map((play) => {
      const ref = findPlay(game.game.gameGroupCode, game.layout, play.playId)?.odds;
      const scales = ref ? ("table" in ref ? ref.series === true : true) : false;
      if (!scales) return play;
      return {
        ...play,
        odds: scale(play.odds),
        ...(play.rowOdds
          ? {
              rowOdds: Object.fromEntries(
                Object.entries(play.rowOdds).map(([row, odds]) => [row, scale(odds)]),
              ),
            }
          : {}),
      };
    }),
  };
}

/** One game: countdown, play tabs and picker, slip, the latest result, history, trend and orders. */
export function GameView(props: { game: LotteryGameInfo; initialPlay: string | null }) {
  const { t } = useTranslation();
  // The prize group the slip bets at (decision 068): the member's default until it picks another.
  const [pickedSeries, setSeries] = useState<number | null>(null);
  const series = pickedSeries ?? props.game.series?.defaultSeries ?? null;
  const game = useMemo(() => atSeries(props.game, series), [props.game, series]);
  const { initialPlay } = props;
  const code = game.game.gameCode;
  const near = useNear(code);
  const history = useHistory(code, 30);
  const orders = useTodayOrders(code);
  useFollowDraws(code, near.data);
  const favourites = useLotteryFavourites();
  const firstPlay =
    game.plays.find((play) => play.playId === initialPlay)?.playId ?? game.game.defaultPlayType;
  const [playId, setPlayId] = useState(firstPlay);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const tabs = [...new Set(game.plays.map((play) => play.tab))];
  const activeTab = game.plays.find((play) => play.playId === playId)?.tab ?? tabs[0];
  const latest = history.data?.content.find((issue) => issue.state === "settled");
  const play = game.plays.find((item) => item.playId === playId);
  const isVn = game.game.area === "VN";
  // A real draw settles on the official table once two operators enter and confirm it (decision 067):
  // between its draw time and then, the last issue waits with no result.
  const realDraw = game.game.realDraw === true;
  const previous = near.data?.previousNumero;
  const waiting = realDraw && previous?.state === "open" ? previous.numero : null;
  const trend = isVn ? null : trendValues(game.draw);
  return (
    <div className="lottery-game">
      <header className="lottery-game__head">
        <h1>{game.game.labelName}</h1>
        {favourites.available ? (
          <button
            type="button"
            className="link-button"
            aria-pressed={favourites.ids.includes(game.game.gameId)}
            onClick={() => favourites.toggle(game.game.gameId)}
          >
            {favourites.ids.includes(game.game.gameId) ? t("lottery.unfavourite") : t("lottery.favourite")}
          </button>
        ) : null}
        <Countdown near={near.data} officialDraw={realDraw} />
        {realDraw ? <p className="lottery-muted lottery-game__note">{t("lottery.realDrawNote")}</p> : null}
      </header>
      <div className="lottery-game__grid">
        <div className="lottery-game__main">
          <div className="lottery-tabs" role="tablist">
            {tabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={tab === activeTab}
                onClick={() => setPlayId(game.plays.find((play) => play.tab === tab)!.playId)}
              >
                {t(`lottery.tab.${tab}`)}
              </button>
            ))}
          </div>
          <fieldset className="lottery-plays lottery-fieldset" aria-label={t("lottery.playLabel")}>
            {game.plays
              .filter((play) => play.tab === activeTab)
              .map((play) => (
                <button
                  key={play.playId}
                  type="button"
                  aria-pressed={play.playId === playId}
                  onClick={() => setPlayId(play.playId)}
                >
                  {t(`lottery.play.${play.playId}`)}
                </button>
              ))}
          </fieldset>
          <p className="lottery-muted">
            {t(`lottery.play.${playId}`)} ·{" "}
            {play?.rowOdds ? t("lottery.oddsVary") : t("lottery.odds", { odds: play?.odds })}
          </p>
          {isVn ? (
            <VnPicker
              key={playId}
              game={game}
              playId={playId}
              onAdd={(line) => setLines((list) => [...list, line])}
            />
          ) : (
            <NumberPicker
              key={playId}
              game={game}
              playId={playId}
              onAdd={(line) => setLines((list) => [...list, line])}
            />
          )}
        </div>
        <aside className="lottery-game__side">
          <BetSlip
            game={game}
            near={near.data}
            lines={lines}
            series={series}
            onSeries={setSeries}
            onRemove={(index) => setLines((list) => list.filter((_, i) => i !== index))}
            onPlaced={() => setLines([])}
          />
          <section className="lottery-card" aria-label={t("lottery.latestResult")}>
            <h2>
              {t("lottery.latestResult")}{" "}
              <span className="lottery-muted" data-testid="latest-numero">
                {latest?.numero}
              </span>
            </h2>
            {waiting ? (
              <p className="lottery-waiting" data-testid="official-waiting" role="status">
                {t("lottery.waitingOfficial", { numero: waiting })}
              </p>
            ) : null}
            {latest?.station ? (
              <p className="lottery-muted" data-testid="latest-station">
                {t("lottery.station", { station: latest.station })}
              </p>
            ) : null}
            {latest?.result && "prizes" in latest.result ? (
              <VnResultTable prizes={latest.result.prizes} />
            ) : null}
            {latest?.result && "balls" in latest.result ? (
              <DrawBalls draw={game.draw} balls={latest.result.balls} />
            ) : null}
          </section>
        </aside>
      </div>
      <div className="lottery-game__lower">
        <section className="lottery-card">
          <h2>{t("lottery.myOrders")}</h2>
          <TodayOrders orders={orders.data ?? []} />
        </section>
        {trend && history.data ? <TrendChart content={history.data.content} values={trend} /> : null}
        <section className="lottery-card">
          <h2>{t("lottery.history")}</h2>
          <DrawHistory content={history.data?.content ?? []} draw={game.draw} verifiable={!realDraw} />
        </section>
      </div>
    </div>
  );
}
