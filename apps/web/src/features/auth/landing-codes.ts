/** Where the codes of the address a visitor landed on are kept until they register (this tab only). */
export const LANDING_CODE_KEYS = {
  affiliateCode: "landingAffiliateCode",
  referralCode: "landingReferralCode",
} as const;
