import { z } from "zod";
import { BILL_REASONS, BILL_SCOPES, BILL_STATES } from "../agent-contract-kinds.ts";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { CONTRACT_KINDS, CONTRACT_MODULES, type ContractKind } from "./agent-contracts.ts";
import { RECORD_TIME_MAX } from "./records.ts";

export { BILL_REASONS, BILL_SCOPES, BILL_STATES, type BillState } from "../agent-contract-kinds.ts";

/**
 * The bills of agent contracts (decision 045): one per contract and slot (a 5-minute real-time
 * slot, an hour, a day of the merchant, a dividend period), with the team's figures, the tier met,
 * the contract's amount, what the payer owes on it after the chain rule (`due`), what the agent
 * keeps after paying its own downlines (`kept`) and what was paid so far. Money travels as numbers
 * in the merchant's currency, rates as basis points (150 = 1.50 %).
 *
 * `scope=mine`: the caller's own bills (paid by its upline, or by the house at the top).
 * `scope=downlines`: the bills of the caller's direct downlines, which the caller pays.
 */

/** The longest span of slot starts one request may ask (a quarter: dividends are monthly at most). */
export const BILL_RANGE_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

export const billSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  /** The agent the bill pays. */
  username: z.string(),
  /** Who pays: "house" at the top of a chain, else the upline's username. */
  payer: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  teamValidBet: z.number(),
  activeMembers: z.number().int(),
  /** Team net loss (bets − wins − bonuses − rebates); negative when the team won. */
  teamLoss: z.number(),
  /** Position of the tier met (1 the lowest), null when none was or for real-time salary. */
  tier: z.number().int().nullable(),
  rateBp: z.number().int().nullable(),
  /** Real-time salary: the contract's rates when the slot was computed. */
  singleBetRateBp: z.number().int().nullable(),
  lossRateBp: z.number().int().nullable(),
  profitRateBp: z.number().int().nullable(),
  amount: z.number(),
  due: z.number(),
  kept: z.number(),
  paid: z.number(),
  state: z.enum(BILL_STATES),
  reason: z.enum(BILL_REASONS).nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

const totalsSchema = z.object({
  /** Bills the filter matches. */
  count: z.number().int(),
  amount: z.number(),
  due: z.number(),
  kept: z.number(),
  paid: z.number(),
  /** due − paid of the bills still owed (awaiting payment, partly paid, insufficient balance). */
  owed: z.number(),
});

export const billsQuerySchema = z
  .object({
    scope: z.enum(BILL_SCOPES).default("mine"),
    /** scope=downlines: only this direct downline's bills (exact username). */
    username: z.string().trim().min(1).max(64).optional(),
    state: z.enum(BILL_STATES).optional(),
    /** Bills whose period starts in [startTime, endTime), milliseconds since the epoch. */
    startTime: z.coerce.number().int().min(0).max(RECORD_TIME_MAX).optional(),
    endTime: z.coerce.number().int().min(1).max(RECORD_TIME_MAX).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine((query, context) => {
    if (query.startTime === undefined && query.endTime === undefined) return;
    if (query.startTime === undefined || query.endTime === undefined) {
      context.addIssue({ code: "custom", path: ["endTime"], message: "give both startTime and endTime" });
      return;
    }
    if (query.endTime <= query.startTime) {
      context.addIssue({ code: "custom", path: ["endTime"], message: "must be after startTime" });
    } else if (query.endTime - query.startTime > BILL_RANGE_MAX_DAYS * DAY_MS) {
      context.addIssue({
        code: "custom",
        path: ["endTime"],
        message: `the range may cover at most ${BILL_RANGE_MAX_DAYS} days`,
      });
    }
  });
export type BillsQuery = z.output<typeof billsQuerySchema>;

export const billsValueSchema = z.object({
  list: z.array(billSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  /** Over every bill the filter matches, not only this page. */
  totals: totalsSchema,
});

const SUMMARIES: Record<ContractKind, string> = {
  dividend: "Dividend bills",
  dailySalary: "Daily salary bills",
  hourlySalary: "Hourly salary bills",
  realTimeSalary: "Real-time salary bills",
};

function billsCall<I extends string>(kind: ContractKind, id: I, endpoint: { method: "GET"; path: string }) {
  return defineCall({
    id,
    ...endpoint,
    tag: "agent",
    summary: `${SUMMARIES[kind]}: the caller's own (scope=mine) or its direct downlines' (scope=downlines), newest period first, with figures, tier, amount, due, kept, paid and state, filtered by state, downline and period, with totals`,
    auth: "member",
    moduleId: CONTRACT_MODULES[kind],
    query: billsQuerySchema,
    value: billsValueSchema,
  });
}

export const dividendBillsCall = billsCall("dividend", "dividendBills", ENDPOINTS.dividendBills);
export const dailySalaryBillsCall = billsCall("dailySalary", "dailySalaryBills", ENDPOINTS.dailySalaryBills);
export const hourlySalaryBillsCall = billsCall(
  "hourlySalary",
  "hourlySalaryBills",
  ENDPOINTS.hourlySalaryBills,
);
export const realTimeSalaryBillsCall = billsCall(
  "realTimeSalary",
  "realTimeSalaryBills",
  ENDPOINTS.realTimeSalaryBills,
);

export const BILL_CALLS = {
  dividend: dividendBillsCall,
  dailySalary: dailySalaryBillsCall,
  hourlySalary: hourlySalaryBillsCall,
  realTimeSalary: realTimeSalaryBillsCall,
} as const;
