import type { ContractView } from "@banca/contract/calls/agent-contracts";
import { minorToWire } from "@banca/contract/money";
import type { Contract } from "./repository.ts";
import { KIND_ON_WIRE } from "./terms.ts";

const ms = (date: Date | null) => (date === null ? null : date.getTime());

/** A contract as the calls answer it, from the side of the member `viewerId`. */
export function toView(contract: Contract, viewerId: number, decimals: number): ContractView {
  const { terms } = contract;
  return {
    id: contract.id,
    kind: KIND_ON_WIRE[contract.kind],
    state: contract.state,
    role: contract.downlineId === viewerId ? "downline" : "upline",
    upline: contract.upline,
    downline: contract.downline,
    downlineId: contract.downlineId,
    period: terms.period as ContractView["period"],
    dividendMode: terms.dividendMode as ContractView["dividendMode"],
    minBetPerMember: minorToWire(terms.minBetPerMember, decimals),
    tiers: terms.tiers.map((tier) => ({
      minTeamValidBet: minorToWire(tier.minTeamValidBet, decimals),
      minActiveMembers: tier.minActiveMembers,
      minTeamLoss: minorToWire(tier.minTeamLoss, decimals),
      rateBp: tier.rateBp,
    })),
    singleBetRateBp: terms.singleBetRateBp,
    lossRateBp: terms.lossRateBp,
    profitRateBp: terms.profitRateBp,
    replacesContractId: contract.replacesContractId,
    terminationRequestedBy: contract.terminationRequestedBy,
    endedBy: contract.endedBy,
    endReason: contract.endReason,
    offeredAt: contract.offeredAt.getTime(),
    expiresAt: ms(contract.expiresAt),
    answeredAt: ms(contract.answeredAt),
    activatedAt: ms(contract.activatedAt),
    terminationRequestedAt: ms(contract.terminationRequestedAt),
    endedAt: ms(contract.endedAt),
  };
}
