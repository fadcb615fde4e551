import { z } from "zod";
import { localizedTextSchema } from "./localized.ts";

/** How a player pays in: to the merchant's bank account, by scanning a QR code, or through a gateway. */
export const DEPOSIT_PAYMENT_TYPES = ["bank_transfer", "qr", "gateway"] as const;
export type DepositPaymentType = (typeof DEPOSIT_PAYMENT_TYPES)[number];

/** A decimal amount in the merchant's currency, as written in the file ("10", "2500.50"). */
const amountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, "must be a decimal amount such as 10 or 10.50");

/** A file amount as an integer of 1/10000ths, to compare two of them exactly. */
const scaled = (amount: string) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(4, "0"));
};

const channelBase = {
  /** Stable id of the channel, used by the site when it creates a deposit. */
  id: z.string().regex(/^[a-z0-9-]{2,32}$/),
  name: localizedTextSchema,
  /** Who processes the money (MANUAL for the merchant's own staff, or the provider's code). */
  vendor: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  minAmount: amountSchema,
  maxAmount: amountSchema,
  /** Amounts offered as one-tap chips. */
  quickAmounts: z.array(amountSchema).max(8).default([]),
  /** A pending deposit not paid or confirmed within this many minutes expires. */
  expiresInMinutes: z.number().int().min(5).max(10_080).default(1440),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
};

/** One receiving account of the merchant, shown to the player who pays by bank transfer. */
export const receivingAccountSchema = z.object({
  bankCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  bankName: z.string().min(1).max(80),
  accountName: z.string().min(1).max(120),
  accountNumber: z.string().regex(/^[0-9A-Z -]{4,40}$/),
  branch: z.string().max(120).default(""),
});

/**
 * The merchant's EMV (EMVCo merchant-presented) QR identity: the format behind PIX, PromptPay,
 * VietQR, QRIS and DuitNow. The server builds the payload per deposit, with its amount and reference.
 */
export const emvQrSchema = z.object({
  /** Globally unique identifier of the scheme, e.g. br.gov.bcb.pix. */
  gui: z.string().min(1).max(32),
  /** The merchant's key or account inside that scheme. */
  merchantAccount: z.string().min(1).max(77),
  merchantName: z.string().min(1).max(25),
  merchantCity: z.string().min(1).max(15),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  merchantCategoryCode: z
    .string()
    .regex(/^\d{4}$/)
    .default("7995"),
});

const gatewayBankSchema = z.object({
  bankCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  bankName: z.string().min(1).max(80),
});

export const depositChannelConfigSchema = z
  .discriminatedUnion("type", [
    z.object({
      ...channelBase,
      type: z.literal("bank_transfer"),
      accounts: z.array(receivingAccountSchema).min(1),
    }),
    z.object({ ...channelBase, type: z.literal("qr"), qr: emvQrSchema }),
    z.object({
      ...channelBase,
      type: z.literal("gateway"),
      /** The gateway adapter that takes the payment; "sandbox" runs only with SANDBOX_PAYMENTS=true. */
      gateway: z.enum(["sandbox"]),
      /** Banks the player may choose at the gateway (online banking); empty: the gateway asks. */
      banks: z.array(gatewayBankSchema).default([]),
    }),
  ])
  .refine((channel) => scaled(channel.minAmount) <= scaled(channel.maxAmount), {
    message: "minAmount must not exceed maxAmount",
    path: ["minAmount"],
  });
export type DepositChannelConfig = z.infer<typeof depositChannelConfigSchema>;

/** The merchant's `deposit` setting: the channels its players may pay in through. */
export const depositSettingsSchema = z.object({
  channels: z
    .array(depositChannelConfigSchema)
    .default([])
    .refine((channels) => new Set(channels.map((channel) => channel.id)).size === channels.length, {
      message: "channel ids must be unique",
    }),
});
export type DepositSettings = z.infer<typeof depositSettingsSchema>;
