import { FULL_SERIES, findPlay, readSelection, tablePrices } from "@banca/contract/lottery/plays";
import { decimalToMinor } from "@banca/contract/money";
import { AppError } from "#app/http/app-error.ts";
import type { LotteryGame } from "./games-repository.ts";

/** Bet units a slip may use: 1, 0.1, 0.01, 0.001 of a 2-unit single bet (lottery notes). */
export const PRICES = ["2", "0.2", "0.02", "0.002", "1", "0.1", "0.01", "0.001"];

export type SlipLine = {
  gameCode: string;
  playId: string;
  bettingContent: string;
  singleBetPrice: string;
  series?: number | undefined;
  numero: { numero: string; multiple: number }[];
};

export type CheckedLine = {
  game: LotteryGame;
  play: string;
  content: string;
  singles: number;
  price: bigint;
  series: number | null;
  /** The member's top group the rebate is measured from (decision 068); null without prize groups. */
  top: number | null;
  /** Per issue: stake and rebate in minor units. */
  issues: { numero: string; multiple: number; stake: bigint; rebate: bigint }[];
};

/**
 * A member's prize groups on a game (decision 068): its top is the group's top or, lower, the
 * lowest bound along its agent chain; it may choose from the group's minimum up to the group's
 * max-bet series and its top, and its rebate is measured from its top. Null: no prize groups.
 */
export function seriesBounds(game: LotteryGame, bound: number | null) {
  const { topSeries, minSeries, maxBetSeries, defaultSeries } = game.settings;
  if (topSeries === null) return null;
  const top = Math.min(topSeries, bound ?? topSeries, FULL_SERIES);
  const max = Math.min(maxBetSeries ?? topSeries, top);
  const min = Math.min(minSeries ?? 0, max);
  return { top, min, max, default: Math.min(defaultSeries ?? topSeries, max) };
}

/** The series a bet carries: the member's default unless chosen, within the member's bounds. */
function seriesOf(game: LotteryGame, chosen: number | undefined, bound: number | null) {
  const bounds = seriesBounds(game, bound);
  if (bounds === null) {
    if (chosen !== undefined)
      throw new AppError("lottery.series.not.allowed", "This game has no prize groups");
    return null;
  }
  const series = chosen ?? bounds.default;
  if (series < bounds.min || series > bounds.max) {
    throw new AppError(
      "lottery.series.not.allowed",
      `The prize group must be between ${bounds.min} and ${bounds.max}`,
      { minSeries: bounds.min, maxSeries: bounds.max },
    );
  }
  return { series, top: bounds.top };
}

/**
 * Reads one line of a slip against its game: the play exists for the game, the selection is one
 * the play takes, the price is a bet unit of the currency, the series is within the group's bounds
 * and the member's chain `bound` (decision 068), and each
 * issue's stake (singles × cost × price × multiple) within the group's stake bounds. Issues are
 * checked for sale later, under their lock.
 */
export function checkLine(
  game: LotteryGame,
  line: SlipLine,
  decimals: number,
  bound: number | null = null,
): CheckedLine {
  const layout = game.draw.kind === "vn" ? game.draw.layout : null;
  const play = findPlay(game.groupCode, layout, line.playId);
  // A play the merchant's payout table does not price is not offered: it could not be settled.
  const table = game.payoutTable ? (game.settings.payouts[game.payoutTable] ?? null) : null;
  if (!play || !tablePrices(play, table))
    throw new AppError("lottery.play.invalid", `${game.code} has no play ${line.playId}`);
  const read = readSelection(play, line.bettingContent, { layout });
  if (!read)
    throw new AppError(
      "lottery.selection.invalid",
      `Not a selection of ${line.playId}: ${line.bettingContent}`,
    );
  const price = decimalToMinor(line.singleBetPrice, decimals);
  if (!PRICES.includes(line.singleBetPrice) || price === null || price <= 0n) {
    throw new AppError(
      "lottery.price.invalid",
      `A single bet costs one of ${PRICES.join(", ")} in whole minor units`,
    );
  }
  const chosen = seriesOf(game, line.series, bound);
  const series = chosen?.series ?? null;
  const rebateRate = chosen === null ? 0n : BigInt(chosen.top - chosen.series);
  const numeros = new Set<string>();
  const issues = line.numero.map(({ numero, multiple }) => {
    if (numeros.has(numero))
      throw new AppError("request_param_err", `Issue ${numero} appears twice in a line`);
    numeros.add(numero);
    const stake = BigInt(read.singles) * BigInt(read.cost) * price * BigInt(multiple);
    if (stake < BigInt(game.settings.minStake) || stake > BigInt(game.settings.maxStake)) {
      throw new AppError("lottery.stake.out.of.bounds", "The stake is outside this game's bounds", {
        minStakeMinor: String(game.settings.minStake),
        maxStakeMinor: String(game.settings.maxStake),
      });
    }
    return { numero, multiple, stake, rebate: (stake * rebateRate) / BigInt(FULL_SERIES) };
  });
  const top = chosen?.top ?? null;
  return {
    game,
    play: play.id,
    content: line.bettingContent,
    singles: read.singles,
    price,
    series,
    top,
    issues,
  };
}
