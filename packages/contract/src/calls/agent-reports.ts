import { z } from "zod";
import { PRODUCT_TYPES } from "../agent-products.ts";
import {
  INCOME_KINDS,
  REPORT_MAX_DAYS,
  TEAM_BETTING_MAX_DAYS,
  TEAM_SCOPES,
  TEAM_TRANSACTION_TYPES,
} from "../agent-report-kinds.ts";
import { ROUND_STATUSES } from "../betting-records.ts";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import { GAME_TYPES } from "../site.ts";
import { checkRange, pagingSchema, rangeSchema } from "./records.ts";

export * from "../agent-report-kinds.ts";

/**
 * The agent centre's reports. Every call answers for the caller's own team only (the caller and
 * everyone below it in the tree) and refuses players and trial accounts.
 *
 * Periods of the roll-up reports (overview, profit and loss, income) are whole days of the
 * merchant's report day, which is the UTC day (decision 035): `fromDate` and `toDate` are
 * yyyy-MM-dd, both inclusive. The site turns its shortcuts (today, yesterday, this week, last week,
 * this month, last month) into these two dates; weeks run Monday to Sunday, and a period that is
 * one day, one such week or one calendar month is answered from its own roll-up. Raw lists (team betting, transaction details) take
 * instants like the member centre's records (`startTime` inclusive, `endTime` exclusive, ms).
 */

const DAY_MS = 86_400_000;
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-MM-dd")
  .refine((text) => {
    const time = Date.parse(`${text}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(text) && text >= "2000-01-01";
  }, "must be a real date from 2000-01-01");

export const datePeriodSchema = { fromDate: dateSchema, toDate: dateSchema };

export function checkDatePeriod(period: { fromDate: string; toDate: string }, context: z.RefinementCtx) {
  const from = Date.parse(`${period.fromDate}T00:00:00Z`);
  const to = Date.parse(`${period.toDate}T00:00:00Z`);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return;
  if (to < from) {
    context.addIssue({ code: "custom", path: ["toDate"], message: "must not be before fromDate" });
  } else if ((to - from) / DAY_MS + 1 > REPORT_MAX_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["toDate"],
      message: `the period may cover at most ${REPORT_MAX_DAYS} days`,
    });
  }
}

const scopeSchema = z.enum(TEAM_SCOPES).default("team");

/** A downline's username to narrow a report to (exact, any case); empty: everyone in scope. */
const usernameSchema = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((name) => name || undefined);

const vassalageSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{0,16}$/, "not a vendor code")
  .optional()
  .transform((code) => code || undefined);

const pageInfo = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
};

/**
 * A team's figures over a period or a day, amounts as decimals of the merchant's currency.
 * `profitLoss` is the team's (players') loss, the house's side: bets − wins − rebates − bonuses;
 * positive means the team lost money. `validBet` is the stake of settled rounds; `bet` equals it
 * (cancelled rounds count nothing, open rounds count once settled).
 */
const teamFiguresSchema = {
  newMembers: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: z.number(),
  depositors: z.number().int(),
  depositCount: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  betCount: z.number().int(),
  validBet: z.number(),
  win: z.number(),
  bonuses: z.number(),
  /** Rebates paid to members of the team as uplines of a bettor. */
  rebates: z.number(),
  adjustments: z.number(),
  profitLoss: z.number(),
  activeMembers: z.number().int(),
};

export const agentTeamOverviewCall = defineCall({
  id: "agentTeamOverview",
  ...ENDPOINTS.agentTeamOverview,
  tag: "agent",
  summary:
    "The agent's team overview (agentTeamOverview) for a period of days: team size, new members, deposits, bets, profit and loss, active and online members, balances, and a per-day series",
  auth: "member",
  moduleId: "AGEINFO3",
  query: z.object({ ...datePeriodSchema }).superRefine(checkDatePeriod),
  value: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    /** The caller and everyone below it, now. */
    teamSize: z.number().int(),
    /** Direct downlines, now. */
    directMembers: z.number().int(),
    /** Team members with a session seen in the last five minutes. */
    onlineMembers: z.number().int(),
    /** Sum of the main wallets of the team (the caller's own included), now. */
    teamBalance: z.number(),
    /** The caller's own main wallet, now. */
    ownBalance: z.number(),
    /**
     * Over the whole period. `activeMembers`: members with a valid bet above zero in the period;
     * `depositors`: members who deposited in the period (each counted once).
     */
    totals: z.object(teamFiguresSchema),
    /** Every day of the period, oldest first, zeros included, for the chart. */
    days: z.array(z.object({ day: z.string(), ...teamFiguresSchema })),
    /** When the roll-ups were last brought up to date (ms); events after it show within seconds. */
    updatedAt: z.number().int(),
  }),
});

export const agentTeamBettingCall = defineCall({
  id: "agentTeamBetting",
  ...ENDPOINTS.agentTeamBetting,
  tag: "agent",
  summary:
    "The team's betting record (TEAMBETTING3): rounds of the caller's downlines, newest first, filtered by username, direct or whole team, product or game type, vendor, state and time (at most 31 days), with totals",
  auth: "member",
  moduleId: "TEAMBETTING3",
  query: z
    .object({
      username: usernameSchema,
      scope: scopeSchema,
      productType: z.enum(PRODUCT_TYPES).optional(),
      gameType: z.enum(GAME_TYPES).optional(),
      vassalage: vassalageSchema,
      status: z.enum(ROUND_STATUSES).optional(),
      ...rangeSchema,
      ...pagingSchema,
    })
    .superRefine((query, context) => {
      checkRange(query, context);
      if (query.endTime - query.startTime > TEAM_BETTING_MAX_DAYS * DAY_MS) {
        context.addIssue({
          code: "custom",
          path: ["endTime"],
          message: `the range may cover at most ${TEAM_BETTING_MAX_DAYS} days`,
        });
      }
    }),
  value: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        /** The vendor's id of the round. */
        roundId: z.string(),
        username: z.string(),
        /** 1: a direct downline of the caller; 2 and more: further down. */
        depth: z.number().int(),
        gameId: z.number().int(),
        gameName: z.string(),
        gameType: z.enum(GAME_TYPES),
        productType: z.enum(PRODUCT_TYPES),
        vassalage: z.string(),
        vendorName: z.string(),
        bet: z.number(),
        validBet: z.number(),
        win: z.number(),
        /** win − bet once settled; null while open or after a cancel. */
        profit: z.number().nullable(),
        status: z.enum(ROUND_STATUSES),
        betTime: z.number().int(),
        settleTime: z.number().int().nullable(),
      }),
    ),
    ...pageInfo,
    /** Over every round the filter matches. */
    totals: z.object({
      rounds: z.number().int(),
      bet: z.number(),
      validBet: z.number(),
      win: z.number(),
      profit: z.number(),
    }),
  }),
});

/** A member's (or the totals') results over a period, from the roll-ups. */
const pnlFiguresSchema = {
  betCount: z.number().int(),
  validBet: z.number(),
  win: z.number(),
  /** Rebates the member earned as an upline of bettors in the period. */
  rebates: z.number(),
  bonuses: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  /** The member's own result: wins + rebates + bonuses − valid bets (positive: the member won). */
  profit: z.number(),
};

export const agentTeamProfitLossCall = defineCall({
  id: "agentTeamProfitLoss",
  ...ENDPOINTS.agentTeamProfitLoss,
  tag: "agent",
  summary:
    "Profit and loss per team member (AGETEAMPNL3) over a period of days, per product type, with totals over the whole filter; search by username, direct or whole team",
  auth: "member",
  moduleId: "AGETEAMPNL3",
  query: z
    .object({ username: usernameSchema, scope: scopeSchema, ...datePeriodSchema, ...pagingSchema })
    .superRefine(checkDatePeriod),
  value: z.object({
    /** Members with any figure in the period, by valid bet (largest first), then username. */
    list: z.array(
      z.object({
        memberId: z.number().int(),
        username: z.string(),
        depth: z.number().int(),
        isAgent: z.boolean(),
        ...pnlFiguresSchema,
        byProduct: z.array(
          z.object({
            productType: z.enum(PRODUCT_TYPES),
            betCount: z.number().int(),
            validBet: z.number(),
            win: z.number(),
            profit: z.number(),
          }),
        ),
      }),
    ),
    ...pageInfo,
    totals: z.object(pnlFiguresSchema),
  }),
});

const incomeByKind = z.array(z.object({ kind: z.enum(INCOME_KINDS), amount: z.number() }));

export const agentIncomeCall = defineCall({
  id: "agentIncome",
  ...ENDPOINTS.agentIncome,
  tag: "agent",
  summary:
    "The agent's own income (AGEREV3) over a period of days: per day and per income kind (rebate commissions per product type, and the salaries and dividends it kept), with totals",
  auth: "member",
  moduleId: "AGEREV3",
  query: z.object({ ...datePeriodSchema }).superRefine(checkDatePeriod),
  value: z.object({
    /** Days with income, newest first. */
    days: z.array(z.object({ day: z.string(), amount: z.number(), byKind: incomeByKind })),
    /** Rebate commissions per product type over the period (product types with none left out). */
    rebatesByProduct: z.array(z.object({ productType: z.enum(PRODUCT_TYPES), amount: z.number() })),
    totals: z.object({ amount: z.number(), byKind: incomeByKind }),
  }),
});

export const agentTeamTransactionsCall = defineCall({
  id: "agentTeamTransactions",
  ...ENDPOINTS.agentTeamTransactions,
  tag: "agent",
  summary:
    "The team's money movements (AGEDOWNTRANS3): deposits, withdrawals, transfers, bonuses, rebates, adjustments, contract salaries and dividends of the downlines' main wallets, newest first, with totals; filters by username, type and time",
  auth: "member",
  moduleId: "AGEDOWNTRANS3",
  query: z
    .object({
      username: usernameSchema,
      scope: scopeSchema,
      type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
      ...rangeSchema,
      ...pagingSchema,
    })
    .superRefine((query, context) => {
      checkRange(query, context);
      if (query.endTime - query.startTime > REPORT_MAX_DAYS * DAY_MS) {
        context.addIssue({
          code: "custom",
          path: ["endTime"],
          message: `the range may cover at most ${REPORT_MAX_DAYS} days`,
        });
      }
    }),
  value: z.object({
    list: z.array(
      z.object({
        /** Stable id of the line. */
        id: z.number().int(),
        orderNo: z.string(),
        time: z.number().int(),
        username: z.string(),
        depth: z.number().int(),
        type: z.enum(TEAM_TRANSACTION_TYPES),
        /** The ledger's finer kind, e.g. "withdrawal.pay", "bonus.promotion", "transfer.upline". */
        kind: z.string(),
        /** Signed decimal: positive money into the member's main wallet, negative out. */
        amount: z.number(),
        balanceAfter: z.number(),
      }),
    ),
    ...pageInfo,
    totals: z.object({ moneyIn: z.number(), moneyOut: z.number() }),
  }),
});
