// Free of zod on purpose: the site imports these constants and must not pull the schemas in.

/** Spec part 1 §9: a lobby page holds 42 games, page 1 first. */
export const GAME_PAGE_SIZE = 42;
/** Spec part 1 §9: the popular list holds 20 games. */
export const POPULAR_GAMES_COUNT = 20;
/** Spec part 1 §9: game calls say client type 3 and the platforms the site can show. */
export const GAME_CLIENT_TYPE = 3;
export const GAME_PLATFORMS = "flash,html5-desktop";
