import {
  CONTRACT_RATE_MAX_BP,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  type ContractView,
  type OfferTerms,
} from "../api/contracts.ts";

/**
 * The offer form's checks, the server's rules repeated so most mistakes show before sending
 * (decision 042, rules 5 to 7): tiers in order, no rate above what the offerer's own contract pays
 * at the tier's thresholds, a minimum bet per active member at least the offerer's. The server
 * checks them all again and has the last word.
 */

export type TierTexts = {
  minTeamValidBet: string;
  minActiveMembers: string;
  minTeamLoss: string;
  rate: string;
};
export type OfferTexts = {
  minBetPerMember: string;
  tiers: TierTexts[];
  singleBetRate: string;
  lossRate: string;
  profitRate: string;
};
export type OfferError =
  | "amount"
  | "members"
  | "rate"
  | "order"
  | "sameThresholds"
  | "rateOrder"
  | "aboveMine"
  | "belowMine";
export type TierErrors = Partial<Record<keyof TierTexts, OfferError>>;
export type OfferErrors = {
  minBetPerMember?: OfferError;
  tiers: TierErrors[];
  singleBetRate?: OfferError;
  lossRate?: OfferError;
  profitRate?: OfferError;
};

type Reach = { minTeamValidBet: number; minActiveMembers: number; minTeamLoss: number };
type RatedTier = Reach & { rateBp: number };

/** 150 basis points as "1.50" (percent, two places). */
export const bpText = (bp: number) => (bp / 100).toFixed(2);

/** A typed percentage (at most two places, at most 100) as basis points, or null. */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= CONTRACT_RATE_MAX_BP ? bp : null;
}

/** A typed amount of the currency (at most `decimals` places), or null. */
export function readAmount(text: string, decimals: number): number | null {
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,15}(?:\\.\\d{1,${decimals}})?$`) : /^\d{1,15}$/;
  const trimmed = text.trim();
  return pattern.test(trimmed) ? Number(trimmed) : null;
}

const readMembers = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The rate terms pay for a team that reached `at`: the best tier whose thresholds are all met, else 0. */
export function rateAt(tiers: readonly RatedTier[], at: Reach): number {
  let best = 0;
  for (const tier of tiers) {
    const met =
      tier.minTeamValidBet <= at.minTeamValidBet &&
      tier.minActiveMembers <= at.minActiveMembers &&
      tier.minTeamLoss <= at.minTeamLoss;
    if (met && tier.rateBp > best) best = tier.rateBp;
  }
  return best;
}

/** The texts of an offer that starts from existing terms (the downline's, or else the offerer's). */
export function textsOf(terms: ContractView | null): OfferTexts {
  const tiers = terms?.tiers.length
    ? terms.tiers.map((tier) => ({
        minTeamValidBet: String(tier.minTeamValidBet),
        minActiveMembers: String(tier.minActiveMembers),
        minTeamLoss: String(tier.minTeamLoss),
        rate: bpText(tier.rateBp),
      }))
    : [emptyTier()];
  return {
    minBetPerMember: String(terms?.minBetPerMember ?? 0),
    tiers,
    singleBetRate: bpText(terms?.singleBetRateBp ?? 0),
    lossRate: bpText(terms?.lossRateBp ?? 0),
    profitRate: bpText(terms?.profitRateBp ?? 0),
  };
}

export const emptyTier = (): TierTexts => ({
  minTeamValidBet: "",
  minActiveMembers: "",
  minTeamLoss: "0",
  rate: "",
});

/** The most an offered tier may pay: what `mine` pays at its thresholds, or null if they are not readable. */
export function tierCeiling(mine: ContractView, tier: TierTexts, decimals: number): number | null {
  const bet = readAmount(tier.minTeamValidBet, decimals);
  const members = readMembers(tier.minActiveMembers);
  const loss = readAmount(tier.minTeamLoss || "0", decimals);
  if (bet === null || members === null || loss === null) return null;
  return rateAt(mine.tiers, { minTeamValidBet: bet, minActiveMembers: members, minTeamLoss: loss });
}

const hasErrors = (errors: OfferErrors) =>
  Boolean(
    errors.minBetPerMember ||
      errors.singleBetRate ||
      errors.lossRate ||
      errors.profitRate ||
      errors.tiers.some((tier) => Object.keys(tier).length > 0),
  );

/**
 * Reads the form against the offerer's own contract (`mine`): the terms to send, or each field's
 * error. Dividends keep the offerer's period and mode.
 */
export function readOffer(
  kind: ContractKind,
  texts: OfferTexts,
  mine: ContractView,
  decimals: number,
): { terms: OfferTerms } | { errors: OfferErrors } {
  const errors: OfferErrors = { tiers: [] };
  if (kind === "realTimeSalary") {
    const rates = {} as Record<"singleBetRate" | "lossRate" | "profitRate", number>;
    const ceilings = {
      singleBetRate: mine.singleBetRateBp ?? 0,
      lossRate: mine.lossRateBp ?? 0,
      profitRate: mine.profitRateBp ?? 0,
    };
    for (const field of ["singleBetRate", "lossRate", "profitRate"] as const) {
      const bp = percentToBp(texts[field] || "0");
      if (bp === null) errors[field] = "rate";
      else if (bp > ceilings[field]) errors[field] = "aboveMine";
      else rates[field] = bp;
    }
    if (hasErrors(errors)) return { errors };
    return {
      terms: {
        singleBetRateBp: rates.singleBetRate,
        lossRateBp: rates.lossRate,
        profitRateBp: rates.profitRate,
      },
    };
  }

  const minBet = readAmount(texts.minBetPerMember || "0", decimals);
  if (minBet === null) errors.minBetPerMember = "amount";
  else if (minBet < mine.minBetPerMember) errors.minBetPerMember = "belowMine";

  const tiers: RatedTier[] = [];
  // Whether each tier read as numbers: only then is the next one compared with it.
  const readable: boolean[] = [];
  texts.tiers.slice(0, CONTRACT_TIERS_MAX).forEach((text, index) => {
    const tierErrors: TierErrors = {};
    const bet = readAmount(text.minTeamValidBet, decimals);
    const members = readMembers(text.minActiveMembers);
    const loss = kind === "dividend" ? readAmount(text.minTeamLoss || "0", decimals) : 0;
    const rateBp = percentToBp(text.rate);
    if (bet === null) tierErrors.minTeamValidBet = "amount";
    if (members === null) tierErrors.minActiveMembers = "members";
    if (loss === null) tierErrors.minTeamLoss = "amount";
    if (rateBp === null || rateBp < 1) tierErrors.rate = "rate";
    const before = tiers[index - 1];
    if (bet !== null && members !== null && loss !== null && rateBp !== null && rateBp >= 1) {
      const tier = { minTeamValidBet: bet, minActiveMembers: members, minTeamLoss: loss, rateBp };
      if (before && readable[index - 1]) {
        if (bet < before.minTeamValidBet) tierErrors.minTeamValidBet = "order";
        if (members < before.minActiveMembers) tierErrors.minActiveMembers = "order";
        if (loss < before.minTeamLoss) tierErrors.minTeamLoss = "order";
        if (
          bet === before.minTeamValidBet &&
          members === before.minActiveMembers &&
          loss === before.minTeamLoss
        ) {
          tierErrors.minTeamValidBet = "sameThresholds";
        }
        if (rateBp <= before.rateBp) tierErrors.rate = "rateOrder";
      }
      if (!tierErrors.rate && rateBp > rateAt(mine.tiers, tier)) tierErrors.rate = "aboveMine";
      tiers.push(tier);
      readable.push(true);
    } else {
      readable.push(false);
      tiers.push({ minTeamValidBet: 0, minActiveMembers: 0, minTeamLoss: 0, rateBp: 0 });
    }
    errors.tiers[index] = tierErrors;
  });
  if (hasErrors(errors)) return { errors };
  return {
    terms: {
      ...(kind === "dividend"
        ? { period: mine.period ?? undefined, dividendMode: mine.dividendMode ?? undefined }
        : {}),
      minBetPerMember: texts.minBetPerMember.trim() || "0",
      tiers: texts.tiers.slice(0, CONTRACT_TIERS_MAX).map((text, index) => ({
        minTeamValidBet: text.minTeamValidBet.trim(),
        minActiveMembers: Number(text.minActiveMembers.trim()),
        ...(kind === "dividend" ? { minTeamLoss: text.minTeamLoss.trim() || "0" } : {}),
        rateBp: tiers[index]?.rateBp ?? 0,
      })),
    },
  };
}

/** The highest rate of a contract, for a one-line summary: its top tier, or its real-time rates. */
export function topRateBp(contract: ContractView): number {
  if (contract.kind === "realTimeSalary")
    return Math.max(contract.singleBetRateBp ?? 0, contract.lossRateBp ?? 0, contract.profitRateBp ?? 0);
  return contract.tiers.reduce((best, tier) => Math.max(best, tier.rateBp), 0);
}
