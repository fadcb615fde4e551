import { useTranslation } from "react-i18next";
import { useSiteStatus } from "./site-status.ts";

/**
 * Formats wire amounts (decimals) in the merchant's currency for the viewer's language, with the
 * merchant's number of places; `signed` shows + for money in.
 */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const { decimals, symbol } = useSiteStatus().info.site.currency;
  const format = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (amount: number, options: { signed?: boolean; symbol?: boolean } = {}) => {
    const sign = amount < 0 ? "−" : options.signed && amount > 0 ? "+" : "";
    const text = format.format(Math.abs(amount));
    return `${sign}${options.symbol === false ? "" : `${symbol} `}${text}`;
  };
}

export type Currency = { symbol: string; decimals: number };

/** An amount in a given currency as the player reads it in their language: "$ 1,250.00". */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount);
  return `${currency.symbol} ${number}`;
}
