import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { bpToPercent, type RateError, type Rates, type RateTexts } from "./rates.ts";

/** One percentage field per product type, each showing the most the agent may give. */
export function RateFields({
  values,
  ceiling,
  errors,
  onChange,
  disabled,
}: {
  values: RateTexts;
  ceiling: Rates;
  errors: Partial<Record<ProductType, RateError>>;
  onChange(product: ProductType, value: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="agent-rates" disabled={disabled}>
      <legend>{t("agent.rates.legend")}</legend>
      {PRODUCT_TYPES.map((product) => {
        const error = errors[product];
        return (
          <div key={product} className="agent-rates__field">
            <label htmlFor={`${id}-${product}`}>{t(`agent.products.${product}`)}</label>
            <span className="agent-rates__input">
              <input
                id={`${id}-${product}`}
                name={`rate-${product}`}
                inputMode="decimal"
                autoComplete="off"
                maxLength={5}
                value={values[product]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-${product}-hint`}
                onChange={(event) => onChange(product, event.target.value)}
              />
              <span aria-hidden="true">%</span>
            </span>
            <span
              id={`${id}-${product}-hint`}
              className={error ? "form__error agent-rates__hint" : "agent-rates__hint"}
              role={error ? "alert" : undefined}
            >
              {error
                ? t(`agent.rates.errors.${error}`, { max: bpToPercent(ceiling[product]) })
                : t("agent.rates.max", { max: bpToPercent(ceiling[product]) })}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
