/**
 * Contract tiers and the amounts they give (decision 044). Money is in minor units (bigint), rates
 * in parts per million of the basis (1.5 % = 15,000 ppm), so a rate of four decimals of a percent
 * is exact and every amount is an integer product floored once.
 */
export const PPM = 1_000_000n;

export type Tier = {
  /** The team's valid bet of the period must reach this (minor units). */
  minValidBet: bigint;
  /** The team's active members of the period must reach this. */
  minActiveMembers: number;
  /** Dividends only: the team's net loss of the period must reach this (minor units). */
  minLoss?: bigint;
  ratePpm: number;
};

export type PeriodFigures = {
  validBet: bigint;
  activeMembers: number;
  /** Team net loss (players' loss = the house's win); positive when the team lost money. */
  loss: bigint;
};

/** The share `ratePpm` of `basis`, floored (never negative for a non-negative basis). */
export const shareOf = (basis: bigint, ratePpm: number): bigint =>
  basis <= 0n || ratePpm <= 0 ? 0n : (basis * BigInt(ratePpm)) / PPM;

const meetsVolume = (tier: Tier, figures: PeriodFigures) =>
  figures.validBet >= tier.minValidBet && figures.activeMembers >= tier.minActiveMembers;

/**
 * The highest tier whose thresholds are all met, or null ("target not met"). Tiers strictly
 * increase, but the highest index is found by scanning, so an operator's unordered list still
 * picks the best tier met.
 */
export function selectTier(
  tiers: readonly Tier[],
  figures: PeriodFigures,
): { index: number; tier: Tier } | null {
  let best: { index: number; tier: Tier } | null = null;
  tiers.forEach((tier, index) => {
    const lossMet = tier.minLoss === undefined || figures.loss >= tier.minLoss;
    if (!meetsVolume(tier, figures) || !lossMet) return;
    if (
      !best ||
      tier.ratePpm > best.tier.ratePpm ||
      (tier.ratePpm === best.tier.ratePpm && index > best.index)
    ) {
      best = { index, tier };
    }
  });
  return best;
}

export type TierAmount = { tierIndex: number; ratePpm: number; amount: bigint } | null;

/** Daily and hourly salary: the tier met, amount = team valid bet × rate. */
export function salaryAmount(tiers: readonly Tier[], figures: PeriodFigures): TierAmount {
  const chosen = selectTier(tiers, figures);
  if (!chosen) return null;
  return {
    tierIndex: chosen.index,
    ratePpm: chosen.tier.ratePpm,
    amount: shareOf(figures.validBet, chosen.tier.ratePpm),
  };
}

/**
 * Dividend on the team's net loss. Fixed mode: the highest tier whose bet, members and loss are all
 * met, amount = loss × rate. Floating mode: every tier whose bet and members are met gives
 * loss × rate, scaled by loss / minLoss when the loss is below the tier's minimum; the largest
 * wins (ties: the higher tier). No loss, no dividend.
 */
export function dividendAmount(
  tiers: readonly Tier[],
  figures: PeriodFigures,
  mode: "fixed" | "floating",
): TierAmount {
  if (figures.loss <= 0n) return null;
  if (mode === "fixed") {
    const chosen = selectTier(tiers, figures);
    if (!chosen) return null;
    return {
      tierIndex: chosen.index,
      ratePpm: chosen.tier.ratePpm,
      amount: shareOf(figures.loss, chosen.tier.ratePpm),
    };
  }
  let best: NonNullable<TierAmount> | null = null;
  tiers.forEach((tier, index) => {
    if (!meetsVolume(tier, figures)) return;
    const minLoss = tier.minLoss ?? 0n;
    const amount =
      minLoss > 0n && figures.loss < minLoss
        ? (figures.loss * figures.loss * BigInt(tier.ratePpm)) / (minLoss * PPM)
        : shareOf(figures.loss, tier.ratePpm);
    if (!best || amount > best.amount || (amount === best.amount && index > best.tierIndex)) {
      best = { tierIndex: index, ratePpm: tier.ratePpm, amount };
    }
  });
  return best;
}

export type RealtimeRates = { singleBetPpm: number; lossPpm: number; profitPpm: number };

/**
 * Real-time salary of one 5-minute slot (Banca's model, decision 044):
 * valid bet × single-bet rate + max(0, loss) × loss rate + max(0, −loss) × profit rate, each term
 * floored on its own. The rates are bounded by the upline's when the contract is made.
 */
export function realtimeAmount(rates: RealtimeRates, figures: PeriodFigures): bigint {
  return (
    shareOf(figures.validBet, rates.singleBetPpm) +
    shareOf(figures.loss, rates.lossPpm) +
    shareOf(-figures.loss, rates.profitPpm)
  );
}
