import type { ContractKind } from "@banca/contract/calls/agent-contracts";
import { AppError } from "#app/http/app-error.ts";

/** The database's name of each kind (decision 042). */
export const KIND_IN_DB = {
  dividend: "dividend",
  dailySalary: "daily_salary",
  hourlySalary: "hourly_salary",
  realTimeSalary: "realtime_salary",
} as const satisfies Record<ContractKind, string>;
export type DbKind = (typeof KIND_IN_DB)[ContractKind];

export const KIND_ON_WIRE = Object.fromEntries(
  Object.entries(KIND_IN_DB).map(([wire, db]) => [db, wire]),
) as Record<DbKind, ContractKind>;

export type Tier = {
  minTeamValidBet: bigint;
  minActiveMembers: number;
  /** 0 except for dividends. */
  minTeamLoss: bigint;
  rateBp: number;
};

/** A contract's terms in minor units and basis points, whatever its kind. */
export type Terms = {
  kind: ContractKind;
  period: string | null;
  dividendMode: string | null;
  minBetPerMember: bigint;
  /** Lowest first; empty for real-time salary. */
  tiers: Tier[];
  singleBetRateBp: number | null;
  lossRateBp: number | null;
  profitRateBp: number | null;
};

/** A point of the thresholds' space: what a team reached in a period. */
type Reach = Pick<Tier, "minTeamValidBet" | "minActiveMembers" | "minTeamLoss">;

const tierReached = (tier: Reach, at: Reach) =>
  tier.minTeamValidBet <= at.minTeamValidBet &&
  tier.minActiveMembers <= at.minActiveMembers &&
  tier.minTeamLoss <= at.minTeamLoss;

/** The rate the terms pay for a team that reached `at`: the best tier whose thresholds are all met, else 0. */
export function rateAt(terms: Pick<Terms, "tiers">, at: Reach): number {
  let best = 0;
  for (const tier of terms.tiers) if (tierReached(tier, at) && tier.rateBp > best) best = tier.rateBp;
  return best;
}

const invalidTiers = (message: string) => new AppError("contract.tiers.invalid", message);

/**
 * Tiers in order: each threshold at least the tier's before, at least one of them higher (two tiers
 * with the same thresholds would be one), and the rate strictly higher.
 */
export function assertTiersInOrder(tiers: readonly Tier[]): void {
  for (let index = 1; index < tiers.length; index++) {
    const before = tiers[index - 1] as Tier;
    const tier = tiers[index] as Tier;
    const tierNo = index + 1;
    if (
      tier.minTeamValidBet < before.minTeamValidBet ||
      tier.minActiveMembers < before.minActiveMembers ||
      tier.minTeamLoss < before.minTeamLoss
    ) {
      throw invalidTiers(`Tier ${tierNo}: a threshold is lower than in tier ${index}`);
    }
    if (
      tier.minTeamValidBet === before.minTeamValidBet &&
      tier.minActiveMembers === before.minActiveMembers &&
      tier.minTeamLoss === before.minTeamLoss
    ) {
      throw invalidTiers(`Tier ${tierNo} has the same thresholds as tier ${index}`);
    }
    if (tier.rateBp <= before.rateBp) {
      throw invalidTiers(`Tier ${tierNo}: the rate must be higher than in tier ${index}`);
    }
  }
}

/**
 * Why `offered` does not fit under `upline` (the offerer's own terms), or null when it fits (decision
 * 042, rules 6 and 7): every offered tier pays at most what the upline's terms pay at that tier's
 * thresholds; real-time rates one by one; the minimum bet per active member at least the upline's;
 * dividends in the upline's period and mode.
 */
export function misfit(offered: Terms, upline: Terms): AppError | null {
  if (offered.kind === "realTimeSalary") {
    const above =
      (offered.singleBetRateBp ?? 0) > (upline.singleBetRateBp ?? 0) ||
      (offered.lossRateBp ?? 0) > (upline.lossRateBp ?? 0) ||
      (offered.profitRateBp ?? 0) > (upline.profitRateBp ?? 0);
    return above
      ? new AppError("contract.rate.above.upline", "A rate is above the offerer's own real-time salary rate")
      : null;
  }
  if (
    offered.kind === "dividend" &&
    (offered.period !== upline.period || offered.dividendMode !== upline.dividendMode)
  ) {
    return new AppError(
      "contract.terms.mismatch",
      `A dividend contract keeps the offerer's period (${upline.period}) and mode (${upline.dividendMode})`,
    );
  }
  if (offered.minBetPerMember < upline.minBetPerMember) {
    return new AppError(
      "contract.terms.mismatch",
      "The minimum bet per active member cannot be below the offerer's own",
    );
  }
  for (const [index, tier] of offered.tiers.entries()) {
    const ceiling = rateAt(upline, tier);
    if (tier.rateBp > ceiling) {
      return new AppError(
        "contract.rate.above.upline",
        `Tier ${index + 1}: the rate is above what the offerer's own contract pays at those thresholds (${ceiling} bp)`,
      );
    }
  }
  return null;
}

/**
 * Whether `offered` pays less than `current` somewhere (the spec's warning): at some tier's
 * thresholds of the current terms the offer's rate is lower, the minimum bet per member is higher
 * (fewer members count), or a real-time rate is lower.
 */
export function isLower(offered: Terms, current: Terms): boolean {
  if (offered.kind === "realTimeSalary") {
    return (
      (offered.singleBetRateBp ?? 0) < (current.singleBetRateBp ?? 0) ||
      (offered.lossRateBp ?? 0) < (current.lossRateBp ?? 0) ||
      (offered.profitRateBp ?? 0) < (current.profitRateBp ?? 0)
    );
  }
  if (offered.minBetPerMember > current.minBetPerMember) return true;
  return current.tiers.some((tier) => rateAt(offered, tier) < tier.rateBp);
}

type WireTier = { minTeamValidBet: string; minActiveMembers: number; minTeamLoss?: string; rateBp: number };
/** The terms as an offer or the back office sends them (CONTRACT_TERMS of the contract). */
export type WireTerms = {
  period?: string;
  dividendMode?: string;
  minBetPerMember?: string;
  tiers?: WireTier[];
  singleBetRateBp?: number;
  lossRateBp?: number;
  profitRateBp?: number;
};

function minorOf(text: string, decimals: number, path: string): bigint {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  const fraction = match?.[2] ?? "";
  if (!match || fraction.length > decimals) {
    throw new AppError("request_param_err", `Invalid request: ${path}: at most ${decimals} decimal places`, {
      issues: [{ path, message: `at most ${decimals} decimal places` }],
    });
  }
  return BigInt(match[1] + fraction.padEnd(decimals, "0"));
}

/** Sent terms in minor units, their tiers checked for order. */
export function termsFromWire(kind: ContractKind, wire: WireTerms, decimals: number): Terms {
  if (kind === "realTimeSalary") {
    return {
      kind,
      period: null,
      dividendMode: null,
      minBetPerMember: 0n,
      tiers: [],
      singleBetRateBp: wire.singleBetRateBp ?? 0,
      lossRateBp: wire.lossRateBp ?? 0,
      profitRateBp: wire.profitRateBp ?? 0,
    };
  }
  const tiers = (wire.tiers ?? []).map((tier, index) => ({
    minTeamValidBet: minorOf(tier.minTeamValidBet, decimals, `terms.tiers.${index}.minTeamValidBet`),
    minActiveMembers: tier.minActiveMembers,
    minTeamLoss:
      kind === "dividend"
        ? minorOf(tier.minTeamLoss ?? "0", decimals, `terms.tiers.${index}.minTeamLoss`)
        : 0n,
    rateBp: tier.rateBp,
  }));
  assertTiersInOrder(tiers);
  return {
    kind,
    period: kind === "dividend" ? (wire.period ?? null) : null,
    dividendMode: kind === "dividend" ? (wire.dividendMode ?? null) : null,
    minBetPerMember: minorOf(wire.minBetPerMember ?? "0", decimals, "terms.minBetPerMember"),
    tiers,
    singleBetRateBp: null,
    lossRateBp: null,
    profitRateBp: null,
  };
}
