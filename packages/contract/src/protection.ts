/** Player protection's fixed vocabulary and bounds (decision 084), shared by the server and the site. */
export const LIMIT_KINDS = ["deposit", "loss", "wager", "session"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ["day", "week", "month", "session"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const EXCLUSION_KINDS = ["timeout", "self_exclusion"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** A time-out: 24 hours to 6 weeks. */
export const TIMEOUT_HOURS = { min: 24, max: 6 * 7 * 24 } as const;
/** A self-exclusion: 6 months to 5 years, or permanent. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** Raising or removing a limit waits this long. */
export const COOLING_OFF_HOURS = 24;
