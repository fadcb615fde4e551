import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { whenLoggedIn } from "#app/features/session/guards.ts";
import { newRequestId } from "#app/features/wallet/request-id.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type LotteryGameInfo, type Near, useOpened, usePlaceBets } from "./api.ts";

export type SlipLine = { playId: string; bettingContent: string; singles: number; cost: number };

/**
 * The slip: lines picked on the board, one bet unit and multiple for them all, the issue on sale or
 * a chase over the next issues (stopping at a win when asked), and the total before placing.
 */
export function BetSlip(props: {
  game: LotteryGameInfo;
  near: Near | undefined;
  lines: SlipLine[];
  /** The prize group chosen (null: the game has none); the odds on the page follow it. */
  series: number | null;
  onSeries(series: number): void;
  onRemove(index: number): void;
  onPlaced(): void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { game, lines } = props;
  const [price, setPrice] = useState(game.prices[0] ?? "1");
  const [multiple, setMultiple] = useState(1);
  const [issues, setIssues] = useState(1);
  const [stopOnWin, setStopOnWin] = useState(true);
  // The prize group: the member's default, any from its lowest to its highest (decision 068).
  const series = game.series;
  const chosenSeries = props.series;
  const seriesChoices = series
    ? Array.from(
        { length: Math.floor((series.maxBetSeries - series.minSeries) / 10) + 1 },
        (_, index) => series.maxBetSeries - index * 10,
      )
    : [];
  const opened = useOpened(game.game.gameCode, game.game.area);
  const place = usePlaceBets();
  const [placed, setPlaced] = useState<number | null>(null);
  const singles = lines.reduce((sum, line) => sum + line.singles * line.cost, 0);
  const total = singles * Number(price) * multiple * issues;

  function submit() {
    whenLoggedIn(sendBets);
  }

  function sendBets() {
    const onSale = (opened.data?.numeros ?? []).filter((issue) => issue.lockTime > Date.now());
    const chosen = onSale.slice(0, issues).map((issue) => ({ numero: issue.numero, multiple }));
    if (chosen.length === 0 && props.near?.currentNumero?.isSale) {
      chosen.push({ numero: props.near.currentNumero.numero, multiple });
    }
    place.mutate(
      {
        requestId: newRequestId(),
        stopOnWin,
        contents: lines.map((line) => ({
          gameCode: game.game.gameCode,
          playId: line.playId,
          bettingContent: line.bettingContent,
          singleBetPrice: price,
          ...(chosenSeries === null ? {} : { series: chosenSeries }),
          numero: chosen,
        })),
      },
      {
        onSuccess: (value) => {
          setPlaced(value.orders.length);
          props.onPlaced();
        },
      },
    );
  }

  return (
    <section className="bet-slip" aria-label={t("lottery.slip")}>
      <h2 className="bet-slip__title">{t("lottery.slip")}</h2>
      {lines.length === 0 ? (
        <p className="bet-slip__empty">{t("lottery.slipEmpty")}</p>
      ) : (
        <ul className="bet-slip__lines">
          {lines.map((line, index) => (
            <li key={`${line.playId}-${line.bettingContent}`}>
              <span className="bet-slip__play">{t(`lottery.play.${line.playId}`)}</span>
              <span className="bet-slip__content">{line.bettingContent}</span>
              <span className="bet-slip__singles">{t("lottery.singles", { count: line.singles })}</span>
              <button type="button" className="link-button" onClick={() => props.onRemove(index)}>
                {t("lottery.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="bet-slip__controls">
        <label>
          {t("lottery.unit")}
          <select value={price} onChange={(event) => setPrice(event.target.value)} data-testid="slip-unit">
            {game.prices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("lottery.multiple")}
          <input
            type="number"
            min={1}
            max={10000}
            value={multiple}
            onChange={(event) => setMultiple(Math.max(1, Math.min(10_000, Number(event.target.value) || 1)))}
          />
        </label>
        <label>
          {t("lottery.chaseIssues")}
          <input
            type="number"
            min={1}
            max={10}
            value={issues}
            onChange={(event) => setIssues(Math.max(1, Math.min(10, Number(event.target.value) || 1)))}
          />
        </label>
        {series && chosenSeries !== null ? (
          <label className="bet-slip__series">
            {t("lottery.series")}
            <select
              value={chosenSeries}
              onChange={(event) => props.onSeries(Number(event.target.value))}
              data-testid="slip-series"
            >
              {seriesChoices.map((value) => (
                <option key={value} value={value}>
                  {t("lottery.seriesOption", {
                    series: value,
                    rebate: ((series.maxSeries - value) / 20).toFixed(2),
                  })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="bet-slip__check">
          <input
            type="checkbox"
            checked={stopOnWin}
            onChange={(event) => setStopOnWin(event.target.checked)}
          />
          {t("lottery.stopOnWin")}
        </label>
      </div>
      <div className="bet-slip__total">
        <span>{t("lottery.total")}</span>
        <strong data-testid="slip-total">{money(total, { symbol: false })}</strong>
      </div>
      {place.error ? (
        <p className="form-error" role="alert">
          {errorText(t, place.error)}
        </p>
      ) : null}
      {placed !== null && !place.error ? (
        <p className="bet-slip__placed" role="status">
          {t("lottery.placed", { count: placed })}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary bet-slip__submit"
        disabled={lines.length === 0 || place.isPending}
        onClick={submit}
      >
        {t("lottery.placeBet")}
      </button>
    </section>
  );
}
