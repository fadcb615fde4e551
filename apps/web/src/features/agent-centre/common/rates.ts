import { PRODUCT_TYPES, type ProductType, REBATE_RATE_MAX_BP } from "@banca/contract/agent-products";

export type Rates = Record<ProductType, number>;
/** The rate fields as typed: percentages such as "1.5". */
export type RateTexts = Record<ProductType, string>;
export type RateError = "invalid" | "aboveMine" | "belowFloor";

/** 150 basis points as "1.50" (percent, two places). */
export const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/** A typed percentage as basis points, or null when it is not one (at most two decimal places). */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= REBATE_RATE_MAX_BP ? bp : null;
}

export const rateTexts = (rates: Rates): RateTexts =>
  Object.fromEntries(PRODUCT_TYPES.map((product) => [product, bpToPercent(rates[product])])) as RateTexts;

export const zeroRateTexts = (): RateTexts =>
  Object.fromEntries(PRODUCT_TYPES.map((product) => [product, "0"])) as RateTexts;

/**
 * Reads the typed rates against the agent's own (the ceiling) and, for a member with a team of its
 * own, the highest rate among its direct downlines (the floor). Answers the rates, or each field's error.
 */
export function readRates(
  texts: RateTexts,
  ceiling: Rates,
  floor?: Partial<Rates>,
): { rates: Rates } | { errors: Partial<Record<ProductType, RateError>> } {
  const rates = {} as Rates;
  const errors: Partial<Record<ProductType, RateError>> = {};
  for (const product of PRODUCT_TYPES) {
    const bp = percentToBp(texts[product] || "0");
    if (bp === null) errors[product] = "invalid";
    else if (bp > ceiling[product]) errors[product] = "aboveMine";
    else if (floor?.[product] !== undefined && bp < (floor[product] ?? 0)) errors[product] = "belowFloor";
    else rates[product] = bp;
  }
  return Object.keys(errors).length > 0 ? { errors } : { rates };
}
