// The betting record's words, free of zod: the site's filters use these.

/** A round's state: bets placed and no result yet, settled with its result, or every bet rolled back. */
export const ROUND_STATUSES = ["open", "settled", "cancelled"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
