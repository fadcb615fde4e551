import { type Ratio, takesRisk, type ValidBetsConfig } from "@banca/contract/valid-bets";
import { DICE_HOUSE_EDGE_PERCENT, DICE_OUTCOMES, type DiceParams, diceWinningCount } from "./games/dice.ts";
import { binomial, MINES_TILES, minesMultiplier } from "./games/mines.ts";

/** What a settled BGS round says about its risk. */
export type SettledBet = {
  game_code: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  bet: bigint;
};

/**
 * The chance of returning at least the stake and the odds paid on that return, when the game can
 * say: null for the slot, whose chance of returning its stake is a fixed, low hit rate (it counts).
 */
function riskOf(bet: SettledBet): { chance: Ratio; odds: Ratio } | null {
  switch (bet.game_code) {
    case "dice": {
      const winning = BigInt(diceWinningCount(bet.params as DiceParams));
      return {
        chance: { numerator: winning, denominator: BigInt(DICE_OUTCOMES) },
        odds: {
          numerator: BigInt((100 - DICE_HOUSE_EDGE_PERCENT) * DICE_OUTCOMES),
          denominator: 100n * winning,
        },
      };
    }
    case "mines": {
      // The risk is the tiles the player chose to open: a cash-out after k safe tiles took the
      // chance of surviving k; a bust took the chance of surviving every tile picked, the mine's
      // included. Either way the outcome does not decide whether the bet counts, the risk does.
      const layout = bet.outcome as { mines: number[]; picks: number[] };
      const mines = layout.mines.length;
      const tiles = layout.picks.length;
      if (tiles === 0) return null;
      const odds = minesMultiplier(mines, tiles);
      return {
        chance: {
          numerator: binomial(MINES_TILES - mines, tiles),
          denominator: binomial(MINES_TILES, tiles),
        },
        odds: { numerator: odds.numerator, denominator: odds.denominator },
      };
    }
    default:
      return null;
  }
}

/** The valid bet of a settled round under the merchant's rule: its stake, or nothing. */
export function bgsValidBet(rule: ValidBetsConfig, bet: SettledBet): bigint {
  const risk = riskOf(bet);
  if (!risk) return bet.bet;
  return takesRisk(rule, risk.chance, risk.odds) ? bet.bet : 0n;
}
