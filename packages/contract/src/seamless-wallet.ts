import { z } from "zod";

/**
 * The seamless-wallet API game vendors call (`POST /seamless/v1/<operation>`), in the vendors'
 * envelope `{"status": "OK", ...}` / `{"status": "ERROR", code, message}`. The server checks these
 * fields itself (it reads the body as the exact bytes that were signed); these schemas describe the
 * same rules for the vendor document and for clients generated from it.
 */
const id = z
  .string()
  .regex(/^[\w.:-]{1,128}$/)
  .describe("1 to 128 letters, digits or . _ : -");
const token = z.string().min(1).max(200);
const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe("A decimal in the currency's major unit, at most its number of decimal places");

/**
 * The part of the stake that counts as a valid bet (rebates, wagering, points, missions, reports):
 * a vendor that knows its bets' risk (opposite bets, near-certain outcomes) sends it, as the big
 * aggregators do; the platform counts the smaller of it and its own figure.
 */
const validBet = decimal
  .optional()
  .describe(
    "Optional. The part of the stake that counts as a valid bet: on a debit at most amount (more is refused); on a credit it lowers the round's valid bet (the smaller of it and the debits' counts). Absent: the whole stake counts",
  );

export const SEAMLESS_OPERATIONS = ["session", "balance", "debit", "credit", "rollback"] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

const ok = z.literal("OK");
const balance = {
  status: ok,
  balance: decimal.describe("The player's balance after the call, as a decimal"),
  currency: z.string().describe("ISO 4217 code of the merchant's currency"),
};
const transactionAnswer = z.object({
  ...balance,
  transactionId: id,
  replayed: z.boolean().describe("True when this answer repeats the first answer to the same transaction id"),
});

export const SEAMLESS_SCHEMAS = {
  session: {
    summary:
      "Exchanges the launch token of the game's address (single use, 5 minutes) for the player's session token (12 hours)",
    body: z.object({ launchToken: token }),
    answer: z.object({
      ...balance,
      sessionToken: token,
      expiresAt: z.string().describe("ISO 8601 time the session token stops taking bets"),
      memberId: z.number().int(),
      username: z.string(),
      gameId: z.number().int(),
      gameCode: z.string(),
      gameType: z.string(),
      language: z.string(),
    }),
  },
  balance: {
    summary: "The player's balance in the wallet the game plays from",
    body: z.object({ sessionToken: token }),
    answer: z.object({ ...balance, gameId: z.number().int(), gameCode: z.string(), gameType: z.string() }),
  },
  debit: {
    summary:
      "A bet: takes amount from the player's wallet and opens (or adds to) the round; needs a live session. Idempotent per transactionId",
    body: z.object({ sessionToken: token, transactionId: id, roundId: id, amount: decimal, validBet }),
    answer: transactionAnswer,
  },
  credit: {
    summary:
      "The result of a round (amount 0 for a loss): pays amount and settles the round; only for a round with a standing bet, also after the session ended. Idempotent per transactionId",
    body: z.object({ sessionToken: token, transactionId: id, roundId: id, amount: decimal, validBet }),
    answer: transactionAnswer,
  },
  rollback: {
    summary:
      "Cancels a debit of an unsettled round and refunds it; a debit not seen yet is refused when it arrives. Idempotent per transactionId",
    body: z.object({ sessionToken: token, transactionId: id, roundId: id, debitTransactionId: id }),
    answer: transactionAnswer,
  },
} as const satisfies Record<SeamlessOperation, { summary: string; body: z.ZodType; answer: z.ZodType }>;

export const seamlessErrorSchema = z.object({
  status: z.literal("ERROR"),
  code: z.string(),
  message: z.string(),
});
