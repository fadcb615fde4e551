import { baccarat } from "./baccarat.ts";
import { blackjack } from "./blackjack.ts";
import { cards } from "./cards.ts";
import { crash } from "./crash.ts";
import { fishing } from "./fishing.ts";
import { roulette } from "./roulette.ts";
import { slots } from "./slots.ts";
import { sports } from "./sports.ts";
import {
  cryptoRng,
  type DemoGame,
  type DemoOutcome,
  type DemoPlay,
  type DemoRules,
  type Rng,
} from "./types.ts";

export { UnknownSelection } from "./sports.ts";
export type { DemoGame, DemoOutcome, DemoPlay } from "./types.ts";

const RULES: Record<DemoPlay, DemoRules> = {
  roulette,
  baccarat,
  blackjack,
  slots,
  fishing,
  crash,
  sports,
  cards,
};

/**
 * The play screen of a catalogue game. Live tables by their classify (a game show is played as a
 * cash-or-crash round), arcade fish games are crash games, the other fish games the fish shooter;
 * every card room the high-card duel, sports and e-sports the match book, any other game the slot.
 */
const BY_CLASSIFY: Record<string, DemoPlay> = {
  "LIVE/baccarat": "baccarat",
  "LIVE/roulette": "roulette",
  "LIVE/blackjack": "blackjack",
  "LIVE/game-show": "crash",
  "FISH/fishing": "fishing",
  "FISH/arcade": "crash",
};
const BY_TYPE: Record<string, DemoPlay> = {
  LIVE: "baccarat",
  FISH: "fishing",
  PVP: "cards",
  SPORTS: "sports",
  ESPORTS: "sports",
  RNG: "slots",
};
export function demoPlayOf(gameType: string, classify: string): DemoPlay {
  return BY_CLASSIFY[`${gameType}/${classify}`] ?? BY_TYPE[gameType] ?? "slots";
}

/** Whether the game takes this bet (before any money moves). */
export const acceptsChoice = (game: DemoGame, choice: string) => RULES[game.play].accepts(choice, game);

/** What the page needs to draw the game's table. */
export const demoSetup = (game: DemoGame) => RULES[game.play].setup?.(game) ?? {};

/** Decides a round of the game, on the vendor's side, with the crypto RNG. */
export function playDemoRound(game: DemoGame, choice: string, rng: Rng = cryptoRng): DemoOutcome {
  return RULES[game.play].play(choice, game, rng);
}
