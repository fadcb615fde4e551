import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import type { Channel } from "./channel-picker.tsx";
import { amountText } from "./money.ts";

/** The amount, its limits, and one-tap chips. */
export function AmountField({
  channel,
  currency,
  value,
  error,
  onChange,
}: {
  channel: Channel;
  currency: Currency;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="form__field deposit-amount">
      <label htmlFor="deposit-amount">{t("deposit.amount")}</label>
      <div className="deposit-amount__input">
        <span aria-hidden="true">{currency.symbol}</span>
        <input
          id="deposit-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t("deposit.amountPlaceholder", {
            min: money(channel.minAmount),
            max: money(channel.maxAmount),
          })}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby="deposit-amount-limits"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id="deposit-amount-limits" className="deposit-amount__limits">
        {t("deposit.limits", { min: money(channel.minAmount), max: money(channel.maxAmount) })}
      </p>
      {channel.quickAmounts.length > 0 ? (
        <fieldset className="deposit-chips" aria-label={t("deposit.quickAmounts")}>
          {channel.quickAmounts.map((amount) => {
            const text = amountText(amount, currency.decimals);
            return (
              <button
                key={amount}
                type="button"
                className={`deposit-chip${value === text ? " is-active" : ""}`}
                aria-pressed={value === text}
                onClick={() => onChange(text)}
              >
                {money(amount)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
