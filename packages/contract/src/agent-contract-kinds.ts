import type { ModuleId } from "./whitelabel.ts";

/**
 * The agent contracts' kinds, states and limits, and their bills' states (decisions 042 and 045),
 * without zod: the site reads them without loading the calls' schemas.
 */

export const CONTRACT_KINDS = ["dividend", "dailySalary", "hourlySalary", "realTimeSalary"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATES = [
  "pending",
  "active",
  "rejected",
  "termination_requested",
  "terminated",
  "expired",
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const DIVIDEND_PERIODS = ["daily", "weekly", "semi_monthly", "monthly"] as const;
export const DIVIDEND_MODES = ["fixed", "floating"] as const;
export const CONTRACT_END_REASONS = [
  "rejected",
  "agreed",
  "operator",
  "replaced",
  "lower_offer",
  "upline_ended",
  "withdrawn",
  "expired",
] as const;

/** The module switch of each kind; a merchant's switch off refuses the kind's call. */
export const CONTRACT_MODULES: Record<ContractKind, ModuleId> = {
  dividend: "DIVIDEND",
  dailySalary: "DAYSAL",
  hourlySalary: "HOURSAL3",
  realTimeSalary: "RTSALARY3",
};

/** At most this many tiers on one contract. */
export const CONTRACT_TIERS_MAX = 20;
/** The highest rate: 100 %. */
export const CONTRACT_RATE_MAX_BP = 10_000;
/** A pending offer expires after this many days without an answer. */
export const CONTRACT_OFFER_DAYS = 7;

export const BILL_STATES = [
  "awaiting_payment",
  "paid",
  "partly_paid",
  "insufficient_balance",
  "target_not_met",
  "pending_review",
  "rejected",
  "expired",
] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Why a bill's due differs from its amount: no tier met (here or above), or a shared budget. */
export const BILL_REASONS = ["target_not_met", "upline_target_not_met", "shared"] as const;

export const BILL_SCOPES = ["mine", "downlines"] as const;
