import { randomInt } from "node:crypto";

/**
 * The play screens of the demo vendor. Each catalogue game opens one of them, chosen from its game
 * type and classify by `demoPlayOf` (see docs/decisions/039-demo-vendor-games.md).
 */
export type DemoPlay =
  | "roulette"
  | "baccarat"
  | "blackjack"
  | "slots"
  | "fishing"
  | "crash"
  | "sports"
  | "cards";

/** A round's result: the payout as a multiple of the stake in thousandths, and what the page shows. */
export type DemoOutcome = { payoutPermille: bigint; detail: Record<string, unknown> };

/** An integer in [min, max): the crypto RNG in play, a seeded one in simulations. */
export type Rng = (min: number, max: number) => number;
export const cryptoRng: Rng = (min, max) => randomInt(min, max);

/** The game a session was launched for, as the vendor's backend resolved it from the session. */
export type DemoGame = {
  id: number;
  code: string;
  gameType: string;
  classify: string;
  name: string;
  play: DemoPlay;
};

export type DemoRules = {
  /** Whether the page's choice is a bet this game takes (checked before any money moves). */
  accepts(choice: string, game: DemoGame): boolean;
  /** Decides the round on the vendor's side. */
  play(choice: string, game: DemoGame, rng: Rng): DemoOutcome;
  /** What the page needs to draw the table (fixtures, pay table), beside the game's name. */
  setup?(game: DemoGame): Record<string, unknown>;
};
