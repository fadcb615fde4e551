import { intlLocale } from "@banca/contract/languages";
import { DEFAULT_VALID_BETS } from "@banca/contract/valid-bets";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "./site-status.ts";

/**
 * The merchant's valid-bet rule in the player's words and number format ("above 90 %, at odds
 * below 1.10"), for the promotion and bonus terms and the betting record.
 */
export function useValidBetRule() {
  const { t, i18n } = useTranslation();
  const rule = useSiteStatus().info.site.validBets ?? DEFAULT_VALID_BETS;
  const locale = intlLocale(i18n.language);
  const chance = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    Number(rule.maxWinChance) * 100,
  );
  const odds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    Number(rule.minOdds),
  );
  return { title: t("validBets.title"), rule: t("validBets.rule", { chance, odds }) };
}
