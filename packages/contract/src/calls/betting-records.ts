import { z } from "zod";
import { ROUND_STATUSES } from "../betting-records.ts";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_TYPES } from "../site.ts";
import { timeZoneSchema } from "../time-zone.ts";
import { checkRange, pagingSchema, rangeSchema } from "./records.ts";

const vassalageSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{0,16}$/, "not a vendor code")
  .optional()
  .transform((code) => code || undefined);

/**
 * Money of a set of rounds, as decimals. `bet`: stakes standing (open and settled rounds; a
 * rolled-back bet is taken out); `validBet`: stakes of settled rounds, the turnover that counts;
 * `win`: payouts; `profit`: the member's result of settled rounds, win − validBet.
 */
const moneySchema = {
  bet: z.number(),
  validBet: z.number(),
  win: z.number(),
  profit: z.number(),
};

export const bettingRecordsCall = defineCall({
  id: "bettingRecords",
  ...ENDPOINTS.bettingRecords,
  tag: "records",
  summary:
    "The member's betting record (personalHistoryCopy): their game rounds, newest first, filtered by game type, vendor and time, with totals over the whole filter",
  auth: "member",
  whileExcluded: true,
  query: z
    .object({
      gameType: z.enum(GAME_TYPES).optional(),
      vassalage: vassalageSchema,
      status: z.enum(ROUND_STATUSES).optional(),
      ...rangeSchema,
      ...pagingSchema,
    })
    .superRefine(checkRange),
  value: z.object({
    list: z.array(
      z.object({
        /** Our id of the round. */
        id: z.number().int(),
        /** The vendor's id of the round, as its own history shows it. */
        roundId: z.string(),
        gameId: z.number().int(),
        /** In the caller's language, else the merchant's default, else English. */
        gameName: z.string(),
        gameType: z.enum(GAME_TYPES),
        vassalage: z.string(),
        vendorName: z.string(),
        bet: z.number(),
        validBet: z.number(),
        win: z.number(),
        /** win − bet once settled; null while the round is still in play or after a cancel. */
        profit: z.number().nullable(),
        status: z.enum(ROUND_STATUSES),
        /** When the first bet was placed (the time the filters use). */
        betTime: z.number().int(),
        settleTime: z.number().int().nullable(),
      }),
    ),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** Over every round the filter matches, not only this page. */
    totals: z.object(moneySchema),
  }),
});

const profitRowSchema = z.object({ rounds: z.number().int(), ...moneySchema });

export const personalProfitCall = defineCall({
  id: "personalProfit",
  ...ENDPOINTS.personalProfit,
  tag: "records",
  summary:
    "The member's profit and loss (personalProfit) over a time range: per game type and per day of their time zone, with totals",
  auth: "member",
  whileExcluded: true,
  query: z.object({ ...rangeSchema, timeZone: timeZoneSchema }).superRefine(checkRange),
  value: z.object({
    /** Game types the member played in the range, in the catalogue's order of types. */
    byGameType: z.array(profitRowSchema.extend({ gameType: z.enum(GAME_TYPES) })),
    /** Days the member played, newest first, as yyyy-MM-dd in `timeZone`. */
    byDay: z.array(profitRowSchema.extend({ day: z.string() })),
    totals: profitRowSchema,
  }),
});
