// Free of zod on purpose: the site imports these constants and must not pull the schemas in.

/** Values the whole site shares: route banners, game types, announcement types. */
export const BANNER_GROUPS = [
  "w_home",
  "w_rng",
  "w_live",
  "w_fish",
  "w_pvp",
  "w_sports",
  "w_esports",
  "w_lott",
  "w_down",
  "w_promotion",
  "w_shop",
  "w_help",
  "w_reg",
  "w_inhouse",
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const GAME_TYPES = [
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "LOTT",
  "ELOTT",
  "INHOUSE",
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** B banners, PL player notices, PU pop-ups, PR promotions, H headline ticker. */
export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const LINKAGE_TYPES = ["NONE", "INTERNAL", "EXTERNAL", "PROMOTION"] as const;

export const RESOURCE_TYPES = [
  "Android",
  "MOBILECONFIG",
  "SpeedTest",
  "AFFILIATELINK",
  "USDJUMP",
  "LIVECHAT",
  "TELEGRAM",
  "TELEGRAM 1",
  "TELEGRAM 2",
  "FACEBOOK",
  "INSTAGRAM",
  "TIKTOK",
  "TWITTER",
  "YOUTUBE",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const FEEDBACK_CATEGORIES = ["suggestion", "complaint", "bug", "other"] as const;
