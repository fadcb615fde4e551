import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** Gives the active bonuses back, with what their play won, so the member's own cash can leave. */
export const forfeitBonusCall = defineCall({
  id: "forfeitBonus",
  ...ENDPOINTS.forfeitBonus,
  tag: "withdraw",
  summary:
    "Forfeit the active bonuses and what their play won, clearing their wagering; confirmed by the payment password, idempotent per requestId",
  auth: "member",
  encrypted: true,
  body: z.object({
    /** The payment password; not needed when the merchant lets withdrawals go without it. */
    password: z.string().max(128).optional(),
    /** The client's id of this forfeit: a retry with the same id answers the first one. */
    requestId: z.string().trim().min(8).max(64),
  }),
  value: z.object({
    id: z.number().int(),
    /** True when this request id had forfeited already: nothing moved again. */
    replayed: z.boolean(),
    bonusCount: z.number().int(),
    bonusAmount: z.number(),
    forfeited: z.number(),
    balance: z.number(),
    withdrawable: z.number(),
    createdAt: z.number().int(),
  }),
});
