import { intlLocale } from "@banca/contract/languages";
import { minorToDecimal } from "@banca/contract/money";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import type { InboxMessage } from "./api.ts";

export type MessageText = { title: string; body: string; note: string };

/**
 * Words a message for the reader. A system message is a template of the catalogue with its params,
 * so it reads in the reader's language whatever language it was sent in; amounts come as minor
 * units of a currency and are shown as the merchant's money. An operator's letter arrives worded.
 */
export function useMessageText(): (message: InboxMessage) => MessageText {
  const { t, i18n } = useTranslation();
  const site = useSiteStatus().info.site.currency;

  const money = (minor: string | undefined, currency: string | undefined) => {
    if (!minor || !/^-?\d+$/.test(minor)) return "";
    const own = !currency || currency === site.code;
    const decimals = own
      ? site.decimals
      : (new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
          .maximumFractionDigits ?? 2);
    // The decimal string goes to Intl as it is: no float ever holds the amount.
    const number = new Intl.NumberFormat(intlLocale(i18n.language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(minorToDecimal(BigInt(minor), decimals) as `${number}`);
    return own ? `${site.symbol} ${number}` : `${currency} ${number}`;
  };

  return (message) => {
    if (message.kind === "operator") return { title: message.title, body: message.content, note: "" };
    const { amount, currency, reason, ...rest } = message.params;
    const values = { ...rest, amount: money(amount, currency) };
    const key = `inbox.templates.${message.template}`;
    return {
      title: t(`${key}.title`, values),
      body: t(`${key}.body`, values),
      note: reason ? t("inbox.reason", { reason }) : "",
    };
  };
}
