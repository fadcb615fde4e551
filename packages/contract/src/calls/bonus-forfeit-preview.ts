import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** What forfeiting the member's active bonuses would do now, in figures (decision 079). */
export const bonusForfeitPreviewCall = defineCall({
  id: "bonusForfeitPreview",
  ...ENDPOINTS.bonusForfeitPreview,
  tag: "withdraw",
  summary:
    "What forfeiting the active bonuses would take back (the bonuses and what their play won) and what would become withdrawable",
  auth: "member",
  value: z.object({
    /** False when no bonus with an unmet turnover requirement is active: nothing to forfeit. */
    active: z.boolean(),
    /** How many bonuses would be forfeited. */
    bonusCount: z.number().int(),
    /** The active bonuses' amounts as credited. */
    bonusAmount: z.number(),
    /** What game play since the oldest active bonus added to it (negative when it lost). */
    playResult: z.number(),
    /** What would go back to the house: bonus amount + play result, at least 0, at most the balance. */
    forfeited: z.number(),
    /** Turnover still to bet on the active bonuses; the forfeit clears it. */
    wageringLeft: z.number(),
    /** The main wallet now. */
    balance: z.number(),
    /** What may be withdrawn now. */
    withdrawableNow: z.number(),
    /** The main wallet after the forfeit. */
    balanceAfter: z.number(),
    /** What may be withdrawn after the forfeit. */
    withdrawableAfter: z.number(),
    /**
     * True while a game round, a lottery bet or a game wallet holds money: its outcome is part of what
     * the bonus won, so the forfeit waits for it.
     */
    openPlay: z.boolean(),
  }),
});
