import type { CallValue } from "@banca/contract/call";
import type { consolidatedFundsCall } from "@banca/contract/calls/wallet";

const NONE = { pendingRequest: false, activeContract: false } as const;

/**
 * The member's contract flags. Salary and dividend contracts have no tables yet, so no member has a
 * request or a contract: every flag is false, answered without a query. The agent centre's contracts
 * replace this with reads of their own tables.
 */
export function consolidatedFunds(): CallValue<typeof consolidatedFundsCall> {
  return { dailySalary: NONE, hourlySalary: NONE, realTimeSalary: NONE, dividend: NONE };
}
