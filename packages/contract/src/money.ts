// Money on the wire and in forms. Amounts live as integer minor units (bigint); the wire shows
// decimals as the spec's clients expect. Free of zod: the site uses these too.

/** Minor units as a decimal string: 12345n with 2 decimals → "123.45". Exact for any size. */
export function minorToDecimal(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * Minor units as the JSON number clients read (`sumBalance`). Exact while the amount stays within
 * 2^53 minor units, far beyond any wallet; the conversion happens here only, never in arithmetic.
 */
export const minorToWire = (minor: bigint, decimals: number): number =>
  Number(minorToDecimal(minor, decimals));

/**
 * A typed or sent amount ("12", "12.5", "12.50") as minor units; null when it is not a plain
 * non-negative decimal or has more places than the currency.
 */
export function decimalToMinor(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  return BigInt(match[1] + fraction.padEnd(decimals, "0"));
}
