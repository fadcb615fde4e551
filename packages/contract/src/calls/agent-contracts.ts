import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";

/**
 * Contracts between agents (decision 042): dividends and daily, hourly and real-time salaries. One
 * call per kind, each a POST whose body names its `action`:
 *
 * - `mine`: the caller's contract in force with its upline, its pending offer, and the requests
 *   awaiting the caller's answer (offers to it, termination requests on its contract or on contracts
 *   it gave).
 * - `given`: the contracts the caller gave its direct downlines, newest first, paged.
 * - `offer` (the direct upline): new terms for a direct downline. Terms lower than the downline's
 *   contract in force answer `contract.lower.rate` (the spec's warning) unless `agreeLowerRate` is
 *   true; then that contract, and the contracts below it that no longer fit, end at once.
 * - `accept`, `reject` (the downline) a pending offer; `withdraw` (the upline) its pending offer.
 * - `requestTermination` (either side) of a contract in force; `agreeTermination` (the other side)
 *   ends it; `cancelTermination` (either side) puts it back in force.
 *
 * Rates are basis points (150 = 1.50 %); money thresholds travel as decimal strings in and numbers
 * out, in the merchant's currency. An agent sees only its own contracts and its direct downlines'.
 */

export * from "../agent-contract-kinds.ts";

import {
  CONTRACT_END_REASONS,
  CONTRACT_KINDS,
  CONTRACT_MODULES,
  CONTRACT_RATE_MAX_BP,
  CONTRACT_STATES,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  DIVIDEND_MODES,
  DIVIDEND_PERIODS,
} from "../agent-contract-kinds.ts";

const rateBp = z.number().int().min(0).max(CONTRACT_RATE_MAX_BP);
const tierRateBp = z.number().int().min(1).max(CONTRACT_RATE_MAX_BP);
/** A decimal amount of the merchant's currency, e.g. "1000000" or "2500.50". */
const amountInput = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,8})?$/, "a non-negative decimal such as 1000 or 2500.50");
const activeMembers = z.number().int().min(0).max(1_000_000);
const contractIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const memberIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const salaryTierInput = z.object({
  /** The team's valid bet in the period (the day, or the hour for hourly salary). */
  minTeamValidBet: amountInput,
  minActiveMembers: activeMembers,
  rateBp: tierRateBp,
});
const dividendTierInput = salaryTierInput.extend({
  /** The team's net loss in the period (players' loss = house win). */
  minTeamLoss: amountInput,
});

const tiersOf = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(CONTRACT_TIERS_MAX);

/** What an offer (or an operator's terms) sets, per kind. */
export const CONTRACT_TERMS = {
  dividend: z.object({
    period: z.enum(DIVIDEND_PERIODS),
    dividendMode: z.enum(DIVIDEND_MODES),
    /** A member is active in the period when its valid bet reaches this amount. */
    minBetPerMember: amountInput,
    tiers: tiersOf(dividendTierInput),
  }),
  dailySalary: z.object({ minBetPerMember: amountInput, tiers: tiersOf(salaryTierInput) }),
  hourlySalary: z.object({ minBetPerMember: amountInput, tiers: tiersOf(salaryTierInput) }),
  realTimeSalary: z.object({
    /** On the 5-minute slot's team valid bet. */
    singleBetRateBp: rateBp,
    /** On the slot's team net loss, when positive. */
    lossRateBp: rateBp,
    /** On the slot's team net win, when positive. */
    profitRateBp: rateBp,
  }),
} as const;

export const contractTierSchema = z.object({
  minTeamValidBet: z.number(),
  minActiveMembers: z.number().int(),
  /** 0 except for dividends. */
  minTeamLoss: z.number(),
  rateBp: z.number().int(),
});

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  state: z.enum(CONTRACT_STATES),
  /** The caller's side of this contract. */
  role: z.enum(["upline", "downline"]),
  /** The offerer's username; null when the operator set a top-level agent's terms. */
  upline: z.string().nullable(),
  downline: z.string(),
  downlineId: z.number().int(),
  /** Dividends only. */
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  dividendMode: z.enum(DIVIDEND_MODES).nullable(),
  minBetPerMember: z.number(),
  /** Empty for real-time salary. */
  tiers: z.array(contractTierSchema),
  /** Real-time salary only. */
  singleBetRateBp: z.number().int().nullable(),
  lossRateBp: z.number().int().nullable(),
  profitRateBp: z.number().int().nullable(),
  /** The contract in force this offer replaces when accepted. */
  replacesContractId: z.number().int().nullable(),
  terminationRequestedBy: z.enum(["upline", "downline"]).nullable(),
  endedBy: z.enum(["upline", "downline", "operator", "system"]).nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** Milliseconds since the epoch. */
  offeredAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  answeredAt: z.number().int().nullable(),
  activatedAt: z.number().int().nullable(),
  terminationRequestedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type ContractView = z.infer<typeof contractSchema>;

const MUTATING_ACTIONS = [
  "offer",
  "accept",
  "reject",
  "withdraw",
  "requestTermination",
  "agreeTermination",
  "cancelTermination",
] as const;
export type ContractMutatingAction = (typeof MUTATING_ACTIONS)[number];

const onContract = <A extends string>(action: A) =>
  z.object({ action: z.literal(action), contractId: contractIdSchema });

function bodyOf<K extends ContractKind>(kind: K) {
  return z.discriminatedUnion("action", [
    z.object({ action: z.literal("mine") }),
    z.object({
      action: z.literal("given"),
      /** "live" (default): pending, active and termination requested; "all": every state. */
      state: z.enum(["live", "all", ...CONTRACT_STATES]).default("live"),
      /** Only the downline with this exact username (any case). */
      username: z.string().trim().min(1).max(64).optional(),
      pageNo: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    z.object({
      action: z.literal("offer"),
      /** The direct downline offered the terms. */
      memberId: memberIdSchema,
      terms: CONTRACT_TERMS[kind],
      /** The offerer agrees to the warning: the downline's contract in force ends now. */
      agreeLowerRate: z.boolean().default(false),
    }),
    onContract("accept"),
    onContract("reject"),
    onContract("withdraw"),
    onContract("requestTermination"),
    onContract("agreeTermination"),
    onContract("cancelTermination"),
  ]);
}

const valueSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("mine"),
    /** The caller's contract in force (active or termination requested), if any. */
    contract: contractSchema.nullable(),
    /** An offer to the caller awaiting its answer, if any. */
    offer: contractSchema.nullable(),
    /** The caller's terms come from the operator (a top-level agent), not from an upline. */
    topLevel: z.boolean(),
    /** What awaits the caller's answer: an offer to it, termination requests of the other side. */
    requests: z.array(contractSchema),
  }),
  z.object({
    action: z.literal("given"),
    list: z.array(contractSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
  z.object({
    action: z.enum(MUTATING_ACTIONS),
    /** The contract after the action. */
    contract: contractSchema,
    /** Contracts this action ended as well (a replaced or lower contract, those below it). */
    ended: z.array(z.number().int()),
  }),
]);

const SUMMARIES: Record<ContractKind, string> = {
  dividend: "Dividend contracts (period dividends on the team's net loss)",
  dailySalary: "Daily salary contracts (a rate on the team's daily valid bet, paid the next day)",
  hourlySalary: "Hourly salary contracts (a rate on the team's hourly valid bet)",
  realTimeSalary: "Real-time salary contracts (single-bet, loss and profit rates, paid every 5 minutes)",
};

function contractCall<K extends ContractKind, I extends string>(
  kind: K,
  id: I,
  endpoint: { method: "POST"; path: string },
) {
  return defineCall({
    id,
    ...endpoint,
    tag: "agent",
    summary: `${SUMMARIES[kind]}: the action in the body: mine, given, offer, accept, reject, withdraw, requestTermination, agreeTermination, cancelTermination`,
    auth: "member",
    moduleId: CONTRACT_MODULES[kind],
    body: bodyOf(kind),
    value: valueSchema,
  });
}

export const dividendContractCall = contractCall("dividend", "dividendContract", ENDPOINTS.dividendContract);
export const dailySalaryContractCall = contractCall(
  "dailySalary",
  "dailySalaryContract",
  ENDPOINTS.dailySalaryContract,
);
export const hourlySalaryContractCall = contractCall(
  "hourlySalary",
  "hourlySalaryContract",
  ENDPOINTS.hourlySalaryContract,
);
export const realTimeSalaryContractCall = contractCall(
  "realTimeSalary",
  "realTimeSalaryContract",
  ENDPOINTS.realTimeSalaryContract,
);

export const CONTRACT_CALLS = {
  dividend: dividendContractCall,
  dailySalary: dailySalaryContractCall,
  hourlySalary: hourlySalaryContractCall,
  realTimeSalary: realTimeSalaryContractCall,
} as const;

export type ContractCallBody<K extends ContractKind> = z.output<ReturnType<typeof bodyOf<K>>>;
export type ContractCallValue = z.input<typeof valueSchema>;
