import { z } from "zod";

const decimalSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal such as 10.00");

/**
 * Invite friends (module REFERRAL3, decision 058): what the referrer earns for each real friend —
 * when the friend registers, when the friend's deposits reach `depositThreshold`, when the friend's
 * valid bets reach `betThreshold` — and the address and device rules that keep one person from
 * inviting themself. "0" pays nothing for that step.
 */
export const referralConfigSchema = z
  .object({
    rewards: z
      .object({ register: decimalSchema, deposit: decimalSchema, bet: decimalSchema })
      .default({ register: "0", deposit: "0", bet: "0" }),
    depositThreshold: decimalSchema.default("0"),
    betThreshold: decimalSchema.default("0"),
    /** A friend registering from the address the referrer registered from earns nothing. */
    blockSameAddress: z.boolean().default(true),
    /** At most this many of a referrer's friends registered from one address earn rewards. */
    maxFriendsPerAddress: z.number().int().min(1).max(1000).default(2),
    /**
     * A friend registering on a device the referrer registered or logged in on earns nothing (the
     * device is the site's identifier kept in the browser, sent with registrations and log-ins).
     */
    blockSameDevice: z.boolean().default(true),
    /** At most this many of a referrer's friends registered on one device earn rewards. */
    maxFriendsPerDevice: z.number().int().min(1).max(1000).default(1),
  })
  .strict();
export type ReferralConfig = z.infer<typeof referralConfigSchema>;

/** Why a friend earns its referrer nothing: the address and device rules above. */
export const REFERRAL_BLOCKED_REASONS = [
  "same_address",
  "address_limit",
  "same_device",
  "device_limit",
] as const;
export type ReferralBlockedReason = (typeof REFERRAL_BLOCKED_REASONS)[number];
