import type { OutcomeStream } from "../fairness/outcome-stream.ts";

export const DICE_CODE = "dice";
/** The house keeps 1%: a bet that wins with chance p pays 0.99 / p times the stake. */
export const DICE_HOUSE_EDGE_PERCENT = 1;
/** Rolls are 0.00 to 99.99, held as hundredths (0..9999) so no float ever decides a bet. */
export const DICE_OUTCOMES = 10_000;
/** Chances a player may pick, in hundredths of a per cent of the 10,000 rolls: 1% to 98%. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = "under" | "over";
export type DiceParams = { target: number; direction: DiceDirection };

/**
 * Rolls that win: "under 50.00" wins on 0.00..49.99 (5,000 rolls), "over 50.00" on 50.01..99.99
 * (4,999 rolls); the target is in hundredths.
 */
export const diceWinningCount = ({ target, direction }: DiceParams) =>
  direction === "under" ? target : DICE_OUTCOMES - 1 - target;

export function validDiceParams(params: DiceParams): boolean {
  if (!Number.isInteger(params.target) || params.target < 1 || params.target > DICE_OUTCOMES - 2)
    return false;
  if (params.direction !== "under" && params.direction !== "over") return false;
  const winning = diceWinningCount(params);
  return winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
}

/** The payout multiplier in ten-thousandths: 0.99 × 10,000 / winning rolls. */
export const diceMultiplierBasisPoints = (params: DiceParams) =>
  Math.floor(((100 - DICE_HOUSE_EDGE_PERCENT) * DICE_OUTCOMES * 100) / diceWinningCount(params));

export function rollDice(stream: OutcomeStream, params: DiceParams) {
  const roll = stream.nextInt(DICE_OUTCOMES);
  const won = params.direction === "under" ? roll < params.target : roll > params.target;
  return { roll, won };
}

/** The win in minor units: stake × 0.99 × 10,000 / winning rolls, rounded down. */
export const diceWin = (bet: bigint, params: DiceParams, won: boolean): bigint =>
  won
    ? (bet * BigInt((100 - DICE_HOUSE_EDGE_PERCENT) * DICE_OUTCOMES)) /
      (100n * BigInt(diceWinningCount(params)))
    : 0n;
