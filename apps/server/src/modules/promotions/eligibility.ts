import type { EligibilityNote } from "@banca/contract/promotions";
import type { Promotion } from "./repository.ts";
import type { MemberFacts } from "./standing-repository.ts";

export type Eligibility =
  | { eligible: true; amount: bigint; depositId: number | null }
  | { eligible: false; note: EligibilityNote };

/** A percentage of an amount, rounded down to a minor unit, at most the cap; bigint throughout. */
export function percentOf(amount: bigint, rateBp: number, cap: bigint): bigint {
  const share = (amount * BigInt(rateBp)) / 10_000n;
  return share < cap ? share : cap;
}

/**
 * Whether a claim promotion's rule admits the member, and the bonus it pays. The period is
 * [startsAt, endsAt): a welcome bonus needs an account registered in it; a first-deposit bonus the
 * member's first credited deposit ever, credited in it and at least the minimum. A rule that can
 * never admit the member is said first; then the promotion's requirement, which the member can
 * still meet (bind a mobile number, make a deposit).
 */
export function evaluateClaim(promotion: Promotion, facts: MemberFacts): Eligibility {
  const byRule = evaluateRule(promotion, facts);
  if (!byRule.eligible) return byRule;
  switch (promotion.claimRequires) {
    case "verified_mobile":
      return facts.mobileVerified ? byRule : { eligible: false, note: "mobile_required" };
    case "first_deposit":
      return facts.firstDeposit ? byRule : { eligible: false, note: "first_deposit_required" };
    case null:
      return byRule;
  }
}

function evaluateRule(promotion: Promotion, facts: MemberFacts): Eligibility {
  const inPeriod = (moment: Date) =>
    moment.getTime() >= promotion.startsAt.getTime() && moment.getTime() < promotion.endsAt.getTime();
  switch (promotion.rule) {
    case "registered_during":
      return inPeriod(facts.registeredAt)
        ? { eligible: true, amount: promotion.bonusAmount ?? 0n, depositId: null }
        : { eligible: false, note: "registered_before" };
    case "first_deposit": {
      const deposit = facts.firstDeposit;
      if (!deposit) return { eligible: false, note: "deposit_required" };
      if (!inPeriod(deposit.creditedAt)) return { eligible: false, note: "deposit_before_start" };
      const amount = percentOf(deposit.amount, promotion.bonusRateBp ?? 0, promotion.bonusCap ?? 0n);
      if (deposit.amount < (promotion.minDeposit ?? 0n) || amount <= 0n) {
        return { eligible: false, note: "deposit_too_small" };
      }
      return { eligible: true, amount, depositId: deposit.id };
    }
    case null:
      throw new Error(`promotion ${promotion.id} has no claim rule`);
  }
}
