import { intlLocale, textDirection } from "@banca/contract/languages";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "./site-status.ts";

// Building a number format loads its locale's data: a few milliseconds each, which a list of
// amounts (the winner board's cards) paid once per amount. One format per language and places.
const formats = new Map<string, Intl.NumberFormat>();
function amountFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as one left-to-right unit: on a right-to-left page the sign, the symbol and the digits
 * would otherwise be reordered around the number ("1,234.50 $+"). Left-to-right pages need nothing.
 */
export function isolateAmount(text: string, language: string): string {
  return textDirection(language) === "rtl" ? `\u2066${text}\u2069` : text;
}

/**
 * Formats wire amounts (decimals) in the merchant's currency for the viewer's language, with the
 * merchant's number of places; `signed` shows + for money in.
 */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const { decimals, symbol } = useSiteStatus().info.site.currency;
  const format = amountFormat(i18n.language, decimals);
  return (amount: number, options: { signed?: boolean; symbol?: boolean } = {}) => {
    const sign = amount < 0 ? "−" : options.signed && amount > 0 ? "+" : "";
    const text = format.format(Math.abs(amount));
    return isolateAmount(`${sign}${options.symbol === false ? "" : `${symbol} `}${text}`, i18n.language);
  };
}

export type Currency = { symbol: string; decimals: number };

/** An amount in a given currency as the player reads it in their language: "$ 1,250.00". */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const number = amountFormat(language, currency.decimals).format(amount);
  return isolateAmount(`${currency.symbol} ${number}`, language);
}
