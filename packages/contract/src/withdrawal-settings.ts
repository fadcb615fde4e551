import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";

/** Where a withdrawal can go: a bank account, an e-wallet account, or a crypto address. */
export const CARD_TYPES = ["bank", "ewallet", "crypto"] as const;
export type CardType = (typeof CARD_TYPES)[number];

const decimalAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal amount such as 100 or 12.50");
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:MM (24:00 ends the day)");

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
const pattern = z.string().max(300).refine(isRegex, "must be a valid regular expression");

/** A bank, an e-wallet brand or a crypto network the member may pick; a pattern of its own wins. */
export const cardProviderSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  name: z.string().min(1).max(80),
  accountPattern: pattern.optional(),
});

/**
 * The form a member fills to bind one kind of destination: the providers to choose from, what the
 * account number (or address) must look like, and whether the holder's name is asked.
 */
export const cardTemplateSchema = z.object({
  type: z.enum(CARD_TYPES),
  providers: z.array(cardProviderSchema).min(1),
  accountPattern: pattern.default("^[0-9]{6,30}$"),
  holderName: z.boolean().default(true),
});

export const withdrawalSettingsSchema = z
  .object({
    templates: z.array(cardTemplateSchema).default([
      {
        type: "bank",
        providers: [{ code: "BANK", name: "Bank transfer" }],
        accountPattern: "^[0-9]{6,30}$",
        holderName: true,
      },
    ]),
    /** Destinations a member may bind (all types together). */
    maxCards: z.number().int().min(1).max(20).default(5),
    minAmount: decimalAmount.default("10"),
    maxAmount: decimalAmount.default("50000"),
    /** Withdrawals a member may request per day (in `timeZone`); rejected ones do not count. */
    dailyCount: z.number().int().min(1).max(100).default(5),
    /** Kept from the amount, in percent with up to two decimals (1.5 = 1.5 %). */
    feePercent: z
      .number()
      .min(0)
      .max(50)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, "at most two decimals")
      .default(0),
    /** Requests are taken from `from` until `to` (local to `timeZone`); from > to spans midnight. */
    allowedHours: z.object({ from: clock, to: clock }).default({ from: "00:00", to: "24:00" }),
    timeZone: timeZoneSchema,
    /** After payment, the member has this long to confirm; then the withdrawal counts as received. */
    forcedReceiptMinutes: z.number().positive().max(43_200).default(60),
    /**
     * Each withdrawal also needs a code sent by SMS to the member's confirmed mobile number: a stolen
     * session and payment password alone cannot move money out.
     */
    smsVerification: z.boolean().default(false),
    /**
     * From this amount a withdrawal needs a verified identity (KYC: all four documents approved);
     * "0" asks it of every withdrawal, and leaving it out never asks.
     */
    identityRequiredFrom: decimalAmount.optional(),
  })
  .refine((settings) => Number(settings.minAmount) <= Number(settings.maxAmount), {
    message: "minAmount must not exceed maxAmount",
    path: ["minAmount"],
  });

export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;
export type CardTemplate = z.infer<typeof cardTemplateSchema>;
