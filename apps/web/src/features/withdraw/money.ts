import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import type { Currency } from "#app/lib/format-money.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";

export function useCurrency(): Currency {
  const { currency } = useSiteStatus().info.site;
  return { symbol: currency.symbol, decimals: currency.decimals };
}

/**
 * The fee and what is sent for a typed amount, exactly as the server counts them (percent with two
 * decimals, rounded down to a minor unit); null while the amount is not a valid decimal.
 */
export function feeBreakdown(text: string, feePercent: number, decimals: number) {
  const minor = decimalToMinor(text, decimals);
  if (minor === null || minor === 0n) return null;
  const fee = (minor * BigInt(Math.round(feePercent * 100))) / 10_000n;
  return { fee: minorToDecimal(fee, decimals), payout: minorToDecimal(minor - fee, decimals) };
}
