// Free of zod on purpose: the site reads these constants and must not pull the schemas in.

/** The categories the promotions page groups by; `new_player` also fills the registration slider. */
export const PROMOTION_CATEGORIES = ["new_player", "deposit", "daily", "vip", "special"] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * How a member takes part. info: read only; apply: the member applies with a comment and images,
 * an operator decides the bonus; claim: the member claims a bonus the server computes, once, when
 * the promotion's eligibility rule holds; raffle: a lucky draw, where real members earn tickets from
 * their valid bets and deposits during the period and the winners drawn claim their prizes.
 */
export const PROMOTION_MODES = ["info", "apply", "claim", "raffle"] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/**
 * Eligibility rules of claim promotions. registered_during: a real account registered within the
 * promotion's period (a welcome bonus); first_deposit: the member's first credited deposit, made
 * within the period and at least the minimum (the bonus is a percentage of it, capped).
 */
export const CLAIM_RULES = ["registered_during", "first_deposit"] as const;
export type ClaimRule = (typeof CLAIM_RULES)[number];

/**
 * What a claim promotion may ask of the member on top of its rule, so one person cannot collect a
 * welcome bonus with every account they open: verified_mobile (a confirmed mobile number, unique per
 * merchant) or first_deposit (at least one credited deposit).
 */
export const CLAIM_REQUIREMENTS = ["verified_mobile", "first_deposit"] as const;
export type ClaimRequirement = (typeof CLAIM_REQUIREMENTS)[number];

/** Where the promotion stands in time, the same for everyone. */
export const PROMOTION_PHASES = ["upcoming", "running", "ended"] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/**
 * The status a viewer sees (spec part 2 §4's labels): coming_soon before the start; close after the
 * end (or for a member the rule can never admit); process while an info promotion runs, or while a
 * member has yet to meet a claim rule; join / applying / rejected / issued in apply mode; claim /
 * claimed in claim mode. A visitor sees the plain call to action (join or claim). In a raffle:
 * process while it runs, joined while the member holds tickets and the draw is to come, claim /
 * claimed for a prize won, close once drawn without the member (or for a prize left to lapse).
 */
export const PROMOTION_STATUSES = [
  "coming_soon",
  "close",
  "process",
  "join",
  "joined",
  "applying",
  "rejected",
  "issued",
  "claim",
  "claimed",
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Why a member cannot claim (yet): shown next to the status on the detail page. */
export const ELIGIBILITY_NOTES = [
  "registered_before",
  "deposit_required",
  "deposit_too_small",
  "deposit_before_start",
  // The promotion's requirement (CLAIM_REQUIREMENTS) is not met yet.
  "mobile_required",
  "first_deposit_required",
] as const;
export type EligibilityNote = (typeof ELIGIBILITY_NOTES)[number];

/** An application's comment and images (spec part 2 §5): 140 characters; png or jpg, 5 MB, 3 at most. */
export const APPLICATION_LIMITS = {
  commentMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ["image/png", "image/jpeg"],
} as const;
