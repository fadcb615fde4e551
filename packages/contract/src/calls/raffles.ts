import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { RAFFLE_PRIZE_STATUSES } from "../raffle.ts";

const promotionId = z.coerce.number().int().positive().max(2_147_483_647);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** A place of a drawn raffle as everyone sees it: the player's name with its middle hidden. */
export const raffleWinnerSchema = z.object({
  place: z.number().int(),
  /** "de***er", as the winner board shows names. */
  player: z.string(),
  ticket: z.number().int(),
  amount: z.number(),
  status: z.enum(RAFFLE_PRIZE_STATUSES),
});

/** A prize of the viewer's own. */
export const rafflePrizeSchema = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  amount: z.number(),
  status: z.enum(RAFFLE_PRIZE_STATUSES),
  /** Turnover to bet before the prize counts as cash; set once claimed. */
  requiredTurnover: z.number().nullable(),
  /** Milliseconds since the epoch. */
  claimedAt: z.number().int().nullable(),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** The raffle part of a raffle promotion's detail (`MCSFE_getPromotionDetail`). */
export const raffleDetailSchema = z.object({
  /** One ticket per this much valid bet in the period; null when bets earn none. */
  betPerTicket: z.number().nullable(),
  /** Each credited deposit of at least this much earns `depositTickets` tickets; null when deposits earn none. */
  depositMin: z.number().nullable(),
  depositTickets: z.number().int(),
  maxTickets: z.number().int(),
  /** Whether one member may win several places. */
  repeatWins: z.boolean(),
  /** Tiers in place order: places fromPlace..toPlace each pay amount. */
  prizes: z.array(z.object({ fromPlace: z.number().int(), toPlace: z.number().int(), amount: z.number() })),
  /** When the draw is (ms since the epoch); tickets count until the promotion's end. */
  drawTime: z.number().int(),
  /** SHA-256 of the seed, published from the start. */
  seedHash: hex64,
  /** The seed, revealed by the draw; null before. */
  seed: hex64.nullable(),
  drawnAt: z.number().int().nullable(),
  /** Prizes not claimed by then lapse. */
  claimUntil: z.number().int().nullable(),
  claimHours: z.number().int(),
  /** Tickets and members holding them: live until the draw, as the draw froze them after. */
  totalTickets: z.number().int(),
  entrants: z.number().int(),
  /** The viewer's tickets; null for a visitor or a trial account. */
  myTickets: z.number().int().nullable(),
  /** The number of the viewer's first ticket, given by the draw. */
  myFirstTicket: z.number().int().nullable(),
  /** The places drawn, in order; empty before the draw. */
  winners: z.array(raffleWinnerSchema),
  myPrizes: z.array(rafflePrizeSchema),
});
export type RaffleDetail = z.infer<typeof raffleDetailSchema>;

export const claimRaffleCall = defineCall({
  id: "claimRaffle",
  ...ENDPOINTS.claimRaffle,
  tag: "promotions",
  summary:
    "Claim the prizes the caller won in a drawn raffle promotion, within its claim window; paid once (a repeat answers the first claim)",
  auth: "member",
  body: z.object({ promotionId }),
  value: z.object({
    prizes: z.array(rafflePrizeSchema),
    /** The caller's main balance after the claim. */
    balance: z.number(),
    replayed: z.boolean(),
  }),
});

export const raffleDrawCall = defineCall({
  id: "raffleDraw",
  ...ENDPOINTS.raffleDraw,
  tag: "promotions",
  summary:
    "What anyone needs to recompute a raffle's draw: the seed's hash, the seed once drawn, every holder's tickets in ticket order and the places drawn",
  query: z.object({ promotionId }),
  value: z.object({
    promotionId: z.number().int(),
    seedHash: hex64,
    seed: hex64.nullable(),
    drawnAt: z.number().int().nullable(),
    repeatWins: z.boolean(),
    /** How many places the prize table has. */
    places: z.number().int(),
    totalTickets: z.number().int(),
    /** Holders in ticket order (tickets 1..total, holder after holder); empty before the draw. */
    holders: z.array(
      z.object({ player: z.string(), tickets: z.number().int(), firstTicket: z.number().int() }),
    ),
    winners: z.array(z.object({ place: z.number().int(), ticket: z.number().int(), player: z.string() })),
  }),
});

export const RAFFLE_WINNERS_SIZE = 50;

export const raffleWinnersCall = defineCall({
  id: "raffleWinners",
  ...ENDPOINTS.raffleWinners,
  tag: "promotions",
  summary: "The latest lucky-draw winners of the merchant, newest draw first",
  query: z.object({
    size: z.coerce.number().int().min(1).max(RAFFLE_WINNERS_SIZE).default(20),
  }),
  value: z.object({
    list: z.array(
      z.object({
        promotionId: z.number().int(),
        /** The raffle's title in the caller's language. */
        title: z.string(),
        place: z.number().int(),
        player: z.string(),
        amount: z.number(),
        drawnAt: z.number().int(),
      }),
    ),
  }),
});
