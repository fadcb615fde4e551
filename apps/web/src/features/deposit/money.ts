import { decimalToMinor } from "@banca/contract/money";

export type Currency = { symbol: string; decimals: number };

/** An amount as the player reads it in their language: "$ 1,250.00". */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount);
  return `${currency.symbol} ${number}`;
}

/** A wire amount (a decimal number) as the text the amount field holds: 50 → "50", 12.5 → "12.50". */
export const amountText = (amount: number, decimals: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(decimals);

export type AmountProblem = "required" | "format" | "min" | "max" | null;

/** Checks a typed amount against the channel's limits exactly, in minor units. */
export function amountProblem(text: string, min: number, max: number, decimals: number): AmountProblem {
  if (text.trim() === "") return "required";
  const minor = decimalToMinor(text, decimals);
  if (minor === null || minor === 0n) return "format";
  if (minor < (decimalToMinor(min.toFixed(decimals), decimals) ?? 0n)) return "min";
  if (minor > (decimalToMinor(max.toFixed(decimals), decimals) ?? 0n)) return "max";
  return null;
}
