import type { CallValue } from "@banca/contract/call";
import { type CONTRACT_KINDS, CONTRACT_MODULES } from "@banca/contract/calls/agent-contracts";
import type { consolidatedFundsCall } from "@banca/contract/calls/wallet";
import type { Queryable } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import { createContractRepository } from "./repository.ts";
import { KIND_IN_DB } from "./terms.ts";

/**
 * The consolidated contract flags of a member (spec part 2 §3): per kind, whether something awaits
 * its answer (an offer to it, the other side's termination request) and whether it holds a
 * contract in force. A kind the merchant switched off reads false.
 */
export async function contractFlags(
  db: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<CallValue<typeof consolidatedFundsCall>> {
  const rows = await createContractRepository(db).flags(memberId);
  const flagsOf = (kind: (typeof CONTRACT_KINDS)[number]) => {
    const row = rows.find((candidate) => candidate.kind === KIND_IN_DB[kind]);
    const on = merchant.modules[CONTRACT_MODULES[kind]] !== false;
    return { pendingRequest: on && (row?.pending ?? false), activeContract: on && (row?.inForce ?? false) };
  };
  return {
    dailySalary: flagsOf("dailySalary"),
    hourlySalary: flagsOf("hourlySalary"),
    realTimeSalary: flagsOf("realTimeSalary"),
    dividend: flagsOf("dividend"),
  };
}
