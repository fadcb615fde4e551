import type { GameType } from "./site.ts";

/**
 * The product types rebates (and later contracts) are set per. Several game types share one: an
 * agent sets one slots rate whether its team spins third-party reels or the in-house games.
 */
export const PRODUCT_TYPES = ["lottery", "live", "slots", "sports", "pvp", "fish"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const PRODUCT_OF_GAME_TYPE: Record<GameType, ProductType> = {
  LOTT: "lottery",
  ELOTT: "lottery",
  LIVE: "live",
  RNG: "slots",
  INHOUSE: "slots",
  SPORTS: "sports",
  ESPORTS: "sports",
  PVP: "pvp",
  FISH: "fish",
};

export function productOfGameType(gameType: GameType): ProductType {
  return PRODUCT_OF_GAME_TYPE[gameType];
}

/** Rebate rates travel and are stored in basis points: 150 is 1.50 % of the valid bet. */
export const REBATE_RATE_MAX_BP = 1_000;
