import { intlLocale } from "@banca/contract/languages";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** Points as the reader writes numbers: "1,250.5". */
export function useFormatPoints() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (points: number) => format.format(points);
}
