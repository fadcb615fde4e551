import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** Wallet ids on the wire: the main wallet; vendor transfer wallets join it with their own ids. */
export const MAIN_WALLET_ID = 1;

export const walletBalanceCall = defineCall({
  id: "walletBalance",
  ...ENDPOINTS.walletBalance,
  tag: "wallet",
  summary:
    "The member's balances in the merchant's currency, as decimals (sumBalance is what they can play with)",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    sumBalance: z.number(),
    balance: z.array(
      z.object({
        accountTypeId: z.number().int(),
        /** "MAIN", or the vassalage of a vendor's transfer wallet. */
        accountTypeName: z.string(),
        /** The vendor's name for a vendor wallet; empty for the main wallet. */
        displayName: z.string(),
        availBalance: z.number(),
      }),
    ),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});

/** The wallet code of the main wallet in transfers; vendor wallets go by their vassalage. */
export const MAIN_WALLET = "MAIN";

export const merchantWalletCall = defineCall({
  id: "merchantWallet",
  ...ENDPOINTS.merchantWallet,
  tag: "wallet",
  summary:
    "How the merchant's wallets work: isSingle when no vendor has a transfer wallet, else the vendors that do",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    isSingle: z.boolean(),
    wallets: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameType: z.string() })),
  }),
});

const walletCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/, "must be MAIN or a vendor's code");

export const walletTransferCall = defineCall({
  id: "walletTransfer",
  ...ENDPOINTS.walletTransfer,
  tag: "wallet",
  summary:
    "Moves money between the main wallet and a vendor's transfer wallet; without an amount, all of it. " +
    "from ALL to MAIN brings every vendor wallet back. A retried requestId answers the first result.",
  auth: "member",
  moduleId: "FUNDTRANS3",
  body: z
    .object({
      /** Chosen by the client, once per transfer the member asks for. */
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _"),
      from: z.union([walletCodeSchema, z.literal("ALL")]),
      to: walletCodeSchema,
      /** A positive decimal in the merchant's currency ("25", "25.50"); missing: the whole balance. */
      amount: z
        .string()
        .regex(/^\d{1,15}(\.\d{1,8})?$/, "must be a positive decimal")
        .optional(),
    })
    .superRefine((body, context) => {
      if (body.from === body.to) {
        context.addIssue({ code: "custom", path: ["to"], message: "must differ from from" });
      } else if (body.from !== MAIN_WALLET && body.to !== MAIN_WALLET) {
        context.addIssue({ code: "custom", path: ["to"], message: "one side must be MAIN" });
      } else if (body.from === "ALL" && body.amount !== undefined) {
        context.addIssue({ code: "custom", path: ["amount"], message: "ALL moves whole balances" });
      }
    }),
  value: z.object({
    /** Total moved by this request (0 when there was nothing to move). */
    amount: z.number(),
    /** The member's wallets after the transfer. */
    balances: z.array(z.object({ wallet: z.string(), balance: z.number() })),
  }),
});

const contractFlagsSchema = z.object({
  /** An offer to the member, or a termination request of the other side, awaiting its answer. */
  pendingRequest: z.boolean(),
  /** The member holds a contract in force (active or termination requested). */
  activeContract: z.boolean(),
});

export const consolidatedFundsCall = defineCall({
  id: "consolidatedFunds",
  ...ENDPOINTS.consolidatedFunds,
  tag: "wallet",
  summary:
    "The member's contract flags per kind (daily, hourly and real-time salary, dividend): a request awaiting the member's answer " +
    "(an offer to it, or the other side's termination request on its contract or on one it gave) and a contract in force " +
    "of its own; a kind switched off for the merchant reads false.",
  auth: "member",
  whileExcluded: true,
  value: z.object({
    dailySalary: contractFlagsSchema,
    hourlySalary: contractFlagsSchema,
    realTimeSalary: contractFlagsSchema,
    dividend: contractFlagsSchema,
  }),
});
