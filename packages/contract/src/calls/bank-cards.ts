import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { CARD_TYPES } from "../withdrawal-settings.ts";

/** A bound destination as the member sees it: numbers masked, all but the last four characters. */
export const bankCardSchema = z.object({
  id: z.number().int(),
  type: z.enum(CARD_TYPES),
  providerCode: z.string(),
  providerName: z.string(),
  /** e.g. "•••• 6789" */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.number().int(),
});

export const bankCardsCall = defineCall({
  id: "bankCards",
  ...ENDPOINTS.bankCards,
  tag: "withdraw",
  summary: "The member's bound bank cards, e-wallets and crypto addresses (masked), and how many more fit",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    cards: z.array(bankCardSchema),
    maxCards: z.number().int(),
    /** The member's real name: bank cards are bound in this name once it is set. */
    payeeName: z.string(),
    /**
     * Whether the account has a login password to prove a new destination with; accounts without one
     * (social sign-in) prove themselves by a sign-in of the last 5 minutes instead.
     */
    loginPasswordSet: z.boolean(),
  }),
});

export const bindBankCardCall = defineCall({
  id: "bindBankCard",
  ...ENDPOINTS.bindBankCard,
  tag: "withdraw",
  summary:
    "Bind a bank card, e-wallet or crypto address with the fields of the merchant's template for its type, proven by the login password",
  auth: "member",
  encrypted: true,
  body: z.object({
    type: z.enum(CARD_TYPES),
    /** A bank, e-wallet or crypto network code of the template. */
    providerCode: z.string().trim().min(1).max(32),
    accountNumber: z.string().trim().min(1).max(128),
    /** Asked by templates with `holderName`; the member's real name wins once it is set. */
    holderName: z.string().trim().max(80).optional(),
    /** Proves the owner; accounts without one (social sign-in) need a sign-in of the last 5 minutes. */
    loginPassword: z.string().max(128).optional(),
  }),
  value: z.object({ card: bankCardSchema }),
});

export const removeBankCardCall = defineCall({
  id: "removeBankCard",
  ...ENDPOINTS.removeBankCard,
  tag: "withdraw",
  summary:
    "Unbind a bank card, e-wallet or crypto address (payment password when withdrawals need it); refused while a withdrawal to it is open",
  auth: "member",
  encrypted: true,
  body: z.object({
    bankCardId: z.coerce.number().int().positive(),
    /** The payment password; not needed when withdrawals go without it (WDRAWNOPASSVERIF3). */
    password: z.string().max(128).optional(),
  }),
  value: z.null(),
});
