import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { useSiteStatus } from "#app/lib/site-status.ts";

export type Currency = { symbol: string; decimals: number };

export function useCurrency(): Currency {
  const { currency } = useSiteStatus().info.site;
  return { symbol: currency.symbol, decimals: currency.decimals };
}

/** An amount as the player reads it in their language: "$ 1,250.00". */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount);
  return `${currency.symbol} ${number}`;
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
