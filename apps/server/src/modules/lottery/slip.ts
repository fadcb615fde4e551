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
  /** Per issue: stake and rebate in minor units. */
  issues: { numero: string; multiple: number; stake: bigint; rebate: bigint }[];
};

/** The series a bet carries: the group's default unless chosen, within the group's bounds. */
function seriesOf(game: LotteryGame, chosen: number | undefined): number | null {
  const { topSeries, minSeries, maxBetSeries, defaultSeries } = game.settings;
  if (topSeries === null) {
    if (chosen !== undefined)
      throw new AppError("lottery.series.not.allowed", "This game has no prize groups");
    return null;
  }
  const series = chosen ?? defaultSeries ?? topSeries;
  const max = Math.min(maxBetSeries ?? topSeries, topSeries, FULL_SERIES);
  if (series < (minSeries ?? 0) || series > max) {
    throw new AppError(
      "lottery.series.not.allowed",
      `The prize group must be between ${minSeries} and ${max}`,
    );
  }
  return series;
}

/**
 * Reads one line of a slip against its game: the play exists for the game, the selection is one
 * the play takes, the price is a bet unit of the currency, the series is within bounds, and each
 * issue's stake (singles × cost × price × multiple) within the group's stake bounds. Issues are
 * checked for sale later, under their lock.
 */
export function checkLine(game: LotteryGame, line: SlipLine, decimals: number): CheckedLine {
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
  const series = seriesOf(game, line.series);
  const rebateRate = series === null ? 0n : BigInt((game.settings.topSeries ?? series) - series);
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
  return { game, play: play.id, content: line.bettingContent, singles: read.singles, price, series, issues };
}
