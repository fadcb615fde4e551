import { intlLocale } from "@banca/contract/languages";
import type { TFunction } from "#app/i18n/translate.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";

/** How the agent centre writes amounts, counts, days and times in the reader's language. */
export function useAgentFormats() {
  const { i18n } = useTranslation();
  const money = useFormatMoney();
  const count = new Intl.NumberFormat(intlLocale(i18n.language));
  const short = new Intl.NumberFormat(intlLocale(i18n.language), {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  const dayFormat = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return {
    money: (amount: number) => money(amount),
    signed: (amount: number) => money(amount, { signed: true }),
    plain: (amount: number) => money(amount, { symbol: false }),
    count: (value: number) => count.format(value),
    /** Axis figures: 12.5K rather than 12,500.00. */
    compact: (value: number) => short.format(value),
    /** A yyyy-MM-dd report (UTC) day as "Mar 4". */
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
    time: (timestamp: number) => formatDateTime(timestamp),
  };
}

/** The class a signed figure reads in: money won or lost by the one it belongs to. */
export const signClass = (value: number) => (value > 0 ? "is-positive" : value < 0 ? "is-negative" : "");

/** Where a member sits in the team: the agent itself, or how many levels below it. */
export const depthText = (t: TFunction, depth: number) =>
  depth === 0 ? t("agent.columns.self") : t("agent.columns.depth", { depth });
