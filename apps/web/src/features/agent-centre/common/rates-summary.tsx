import { PRODUCT_TYPES } from "@banca/contract/agent-products";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { bpToPercent, type Rates } from "./rates.ts";

/** A member's or a link's rates in one line of small figures. */
export function RatesSummary({ rates }: { rates: Rates }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-rates-summary">
      {PRODUCT_TYPES.map((product) => (
        <div key={product}>
          <dt>{t(`agent.products.${product}`)}</dt>
          <dd>{bpToPercent(rates[product])} %</dd>
        </div>
      ))}
    </dl>
  );
}
