/**
 * The agent reports' limits, scopes and kinds, without zod: the calls (calls/agent-reports.ts) and
 * the site both read them.
 */

export const REPORT_MAX_DAYS = 92;
/** Team betting reads rounds, not roll-ups: its range is shorter. */
export const TEAM_BETTING_MAX_DAYS = 31;

/** "direct": the caller's direct downlines only; "team" (default): everyone below it. */
export const TEAM_SCOPES = ["team", "direct"] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/**
 * Kinds of an agent's income: rebates, and what the agent kept of its contract bills (decision 045),
 * the contract kinds listed only while the merchant has them switched on.
 */
export const INCOME_KINDS = ["rebate", "dividend", "dailySalary", "hourlySalary", "realTimeSalary"] as const;

/** Types of team money movements the transaction details list. */
export const TEAM_TRANSACTION_TYPES = [
  "deposit",
  "withdrawal",
  "transfer",
  "bonus",
  "rebate",
  "adjustment",
  "salary",
  "dividend",
] as const;
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];
