import { decimalToMinor } from "@banca/contract/money";

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
