import type { FormEvent } from "react";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { REBATE_PRODUCTS, setRebateRates } from "./api.ts";

/**
 * A top-level agent's rebate rates (basis points of valid bet): the top of its chain. A product left
 * empty keeps its rate; the server refuses rates past the reward budget or under a downline's.
 */
export function RebateForm({ username }: { username: string }) {
  const { t } = useI18n();
  const send = useAction(setRebateRates, ["agents"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rates: Record<string, number> = {};
    for (const product of REBATE_PRODUCTS) {
      const value = String(form.get(product) ?? "").trim();
      if (value !== "") rates[product] = Number(value);
    }
    send.mutate({ username, rates, reason: String(form.get("reason") ?? "").trim() });
  }
  return (
    <FormCard
      title={t("agents.rebates.title")}
      hint={t("agents.rebates.hint")}
      heading="h3"
      onSubmit={submit}
    >
      <div className="grid-fields">
        {REBATE_PRODUCTS.map((product) => (
          <label key={product}>
            {t(`product.${product}` as MessageKey)}
            <input name={product} type="number" min={0} max={10000} step={1} inputMode="numeric" />
          </label>
        ))}
      </div>
      <label>
        {t("settings.reason")}
        <input name="reason" required minLength={3} maxLength={300} />
      </label>
      <FormEnd
        error={send.error}
        done={
          send.data
            ? t("agents.rebates.done", {
                rates: Object.entries(send.data.rates)
                  .map(([product, bp]) => `${t(`product.${product}` as MessageKey)} ${bp}`)
                  .join(", "),
              })
            : null
        }
        busy={send.isPending}
        submit={t("common.save")}
      />
    </FormCard>
  );
}
