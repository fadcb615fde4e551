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
  value: z.object({
    sumBalance: z.number(),
    balance: z.array(
      z.object({ accountTypeId: z.number().int(), accountTypeName: z.string(), availBalance: z.number() }),
    ),
    currency: z.string(),
    currencySymbol: z.string(),
  }),
});
