import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { type RaffleRuleDefinition, resolveTimeSpec } from "@banca/contract/promotion-config";
import { RAFFLE_LIMITS } from "@banca/contract/raffle";
import { AppError } from "#app/http/app-error.ts";

/** A raffle's rule as stored: amounts in minor units. */
export type RaffleRule = {
  betPerTicket: bigint | null;
  depositMin: bigint | null;
  depositTickets: number;
  maxTickets: number;
  drawAt: Date;
  claimHours: number;
  repeatWins: boolean;
  /** Tiers in place order. */
  prizes: { places: number; amount: bigint }[];
};

/** What the raffle's row says beyond its rule: the published commitment and what the draw froze. */
export type RaffleState = {
  seedHash: string;
  drawnAt: Date | null;
  claimUntil: Date | null;
  totalTickets: number | null;
  holders: number | null;
};

export type Raffle = RaffleRule & RaffleState;

const invalid = (path: string, message: string) =>
  new AppError("request_param_err", `raffle.${path}: ${message}`, {
    issues: [{ path: `raffle.${path}`, message }],
  });

function minor(path: string, value: string, decimals: number): bigint {
  const amount = decimalToMinor(value, decimals);
  if (amount === null || amount === 0n)
    throw invalid(path, `a positive amount with at most ${decimals} places`);
  return amount;
}

/**
 * A checked rule as stored. The draw comes at or after the period's end (tickets count until then)
 * and at most RAFFLE_LIMITS.maxDrawDelayDays later, so the raffle is still listed when it is drawn.
 */
export function toRaffleRule(
  definition: RaffleRuleDefinition,
  period: { endsAt: Date },
  decimals: number,
  now: Date,
): RaffleRule {
  const drawAt = resolveTimeSpec(definition.drawAt, now);
  if (drawAt.getTime() < period.endsAt.getTime()) {
    throw invalid("drawAt", "the draw comes at or after the promotion's end");
  }
  if (drawAt.getTime() > period.endsAt.getTime() + RAFFLE_LIMITS.maxDrawDelayDays * 86_400_000) {
    throw invalid("drawAt", `the draw comes at most ${RAFFLE_LIMITS.maxDrawDelayDays} days after the end`);
  }
  return {
    betPerTicket:
      definition.betPerTicket === null ? null : minor("betPerTicket", definition.betPerTicket, decimals),
    depositMin: definition.depositMin === null ? null : minor("depositMin", definition.depositMin, decimals),
    depositTickets: definition.depositTickets,
    maxTickets: definition.maxTickets,
    drawAt,
    claimHours: definition.claimHours,
    repeatWins: definition.repeatWins,
    prizes: definition.prizes.map((tier, index) => ({
      places: tier.places,
      amount: minor(`prizes.${index}.amount`, tier.amount, decimals),
    })),
  };
}

/** A stored rule as its definition again (the back office reads and changes it so). */
export function toRaffleDefinition(rule: RaffleRule, decimals: number): RaffleRuleDefinition {
  const decimal = (value: bigint | null) => (value === null ? null : minorToDecimal(value, decimals));
  return {
    betPerTicket: decimal(rule.betPerTicket),
    depositMin: decimal(rule.depositMin),
    depositTickets: rule.depositTickets,
    maxTickets: rule.maxTickets,
    drawAt: rule.drawAt.toISOString(),
    claimHours: rule.claimHours,
    repeatWins: rule.repeatWins,
    prizes: rule.prizes.map((tier) => ({
      places: tier.places,
      amount: minorToDecimal(tier.amount, decimals),
    })),
  };
}

/** The places of the prize table, in order, each with its amount. */
export function placeAmounts(rule: Pick<RaffleRule, "prizes">): bigint[] {
  return rule.prizes.flatMap((tier) => Array.from({ length: tier.places }, () => tier.amount));
}

/** The prize table's stored form (jsonb): amounts as decimal strings of minor units. */
export const prizesJson = (rule: Pick<RaffleRule, "prizes">) =>
  JSON.stringify(rule.prizes.map((tier) => ({ places: tier.places, amount: tier.amount.toString() })));

/** A raffle read back from its jsonb form (see the promotions repository). */
export type RaffleJson = {
  betPerTicket: string | null;
  depositMin: string | null;
  depositTickets: number;
  maxTickets: number;
  drawAt: string;
  claimHours: number;
  repeatWins: boolean;
  prizes: { places: number; amount: string }[];
  seedHash: string;
  drawnAt: string | null;
  claimUntil: string | null;
  totalTickets: number | null;
  holders: number | null;
};

export function fromRaffleJson(json: RaffleJson): Raffle {
  const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));
  const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
  return {
    betPerTicket: bigintOrNull(json.betPerTicket),
    depositMin: bigintOrNull(json.depositMin),
    depositTickets: json.depositTickets,
    maxTickets: json.maxTickets,
    drawAt: new Date(json.drawAt),
    claimHours: json.claimHours,
    repeatWins: json.repeatWins,
    prizes: json.prizes.map((tier) => ({ places: tier.places, amount: BigInt(tier.amount) })),
    seedHash: json.seedHash,
    drawnAt: dateOrNull(json.drawnAt),
    claimUntil: dateOrNull(json.claimUntil),
    totalTickets: json.totalTickets,
    holders: json.holders,
  };
}

/** The SQL of a promotion's raffle as jsonb (null for the other modes), for `fromRaffleJson`. */
export const RAFFLE_JSON_SQL = `(SELECT jsonb_build_object(
    'betPerTicket', r.bet_per_ticket::text, 'depositMin', r.deposit_min::text,
    'depositTickets', r.deposit_tickets, 'maxTickets', r.max_tickets, 'drawAt', r.draw_at,
    'claimHours', r.claim_hours, 'repeatWins', r.repeat_wins, 'prizes', r.prizes, 'seedHash', r.seed_hash,
    'drawnAt', r.drawn_at, 'claimUntil', r.claim_until, 'totalTickets', r.total_tickets, 'holders', r.holders)
  FROM raffles r WHERE r.promotion_id = promotions.id) AS raffle`;

/**
 * The tickets a member holds: one per `betPerTicket` of valid bet summed over the period, plus
 * `depositTickets` per qualifying deposit, at most `maxTickets`.
 */
export function ticketsFor(
  rule: Pick<RaffleRule, "betPerTicket" | "depositTickets" | "maxTickets">,
  validBet: bigint,
  deposits: number,
): number {
  const fromBets = rule.betPerTicket === null ? 0n : validBet / rule.betPerTicket;
  const total = fromBets + BigInt(deposits * rule.depositTickets);
  return total > BigInt(rule.maxTickets) ? rule.maxTickets : Number(total);
}
