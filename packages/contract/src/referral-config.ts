import { z } from "zod";

const decimalSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");

/**
 * Invite friends (module REFERRAL3, decisions 058 and 078): what a friend registered with a
 * member's code earns the referrer (`rewards.referrer`) and itself (`rewards.friend`), both credited
 * once the friend has a confirmed mobile, a first deposit of at least `minFirstDeposit` and valid
 * bets since that deposit of at least the deposit and at least `minValidBet`. Both are bonuses to
 * wager `wageringMultiple` times before they count as cash. "0" pays nothing for that side. The
 * rewards per unit of the friend's valid bets count in the reward budget (decision 077), so
 * `minValidBet` is what keeps them below the play behind them.
 */
export const referralConfigSchema = z
  .object({
    rewards: z
      .object({ referrer: decimalSchema, friend: decimalSchema })
      .default({ referrer: "0", friend: "0" }),
    /** The smallest first deposit that qualifies a friend (a smaller one leaves it waiting for one that does). */
    minFirstDeposit: decimalSchema.default("0"),
    /** The valid bets the friend places after that deposit, at the least (the deposit itself when more). */
    minValidBet: decimalSchema.default("0"),
    /** The turnover each reward carries, as a multiple of its amount (0 to 100, 2 places). */
    wageringMultiple: z.number().min(0).max(100).multipleOf(0.01).default(1),
    /** At most this many friends are credited per referrer and UTC day; the rest wait for the next day. */
    maxRewardsPerDay: z.number().int().min(1).max(10_000).default(5),
    /**
     * A friend that used an address the referrer or another of its friends used earns nothing (off
     * where many players share one address, as behind a carrier's NAT).
     */
    blockSameAddress: z.boolean().default(true),
    /** A friend on a device (the server's signed cookie) the referrer or another friend used earns nothing. */
    blockSameDevice: z.boolean().default(true),
  })
  .strict();
export type ReferralConfig = z.infer<typeof referralConfigSchema>;

/**
 * Why a friend is not eligible: it shares an address or a device with the referrer (`same_*`) or
 * with another of the referrer's friends (`friend_*`); the `*_limit` reasons come from the rules
 * before decision 078. The referrer sees only "not eligible"; the operator sees the reason.
 */
export const REFERRAL_BLOCKED_REASONS = [
  "same_address",
  "same_device",
  "friend_address",
  "friend_device",
  "address_limit",
  "device_limit",
] as const;
export type ReferralBlockedReason = (typeof REFERRAL_BLOCKED_REASONS)[number];

/** Where a friend stands for the referrer: waiting for the conditions (or the daily cap), rewarded, or not eligible. */
export const REFERRAL_FRIEND_STATUSES = ["waiting", "rewarded", "not_eligible"] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];
