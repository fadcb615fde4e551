import type { FormEvent } from "react";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { RATIO_KEYS, setPointsRatios } from "./api.ts";

const DECIMAL = "\\d{1,9}(\\.\\d{1,4})?";

/**
 * Points earned per unit of valid bet of each product type (deposits: per unit deposited) and the
 * conversion. A field left empty keeps its value; the server refuses ratios past the reward budget.
 */
export function RatiosForm() {
  const { t } = useI18n();
  const send = useAction(setPointsRatios, ["points"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const ratios: Partial<Record<(typeof RATIO_KEYS)[number], string>> = {};
    for (const key of RATIO_KEYS) if (text(key)) ratios[key] = text(key);
    const conversion =
      text("convPoints") && text("convAmount")
        ? { points: text("convPoints"), amount: text("convAmount"), minPoints: text("convMin") || "0" }
        : undefined;
    send.mutate({ ratios, ...(conversion ? { conversion } : {}), reason: text("reason") });
  }
  const answer = send.data;
  return (
    <FormCard title={t("ratios.title")} hint={t("ratios.hint")} onSubmit={submit}>
      <div className="grid-fields">
        {RATIO_KEYS.map((key) => (
          <label key={key}>
            {key === "deposit" ? t("ratios.deposit") : t(`product.${key}` as MessageKey)}
            <input name={key} inputMode="decimal" pattern={DECIMAL} />
          </label>
        ))}
      </div>
      <div className="grid-fields">
        <label>
          {t("ratios.convPoints")}
          <input name="convPoints" inputMode="decimal" pattern={DECIMAL} />
        </label>
        <label>
          {t("ratios.convAmount")}
          <input name="convAmount" inputMode="decimal" pattern={DECIMAL} />
        </label>
        <label>
          {t("ratios.convMin")}
          <input name="convMin" inputMode="decimal" pattern={DECIMAL} />
        </label>
      </div>
      <label>
        {t("settings.reason")}
        <input name="reason" required minLength={3} maxLength={300} />
      </label>
      <FormEnd
        error={send.error}
        done={
          answer
            ? t("ratios.done", {
                ratios: RATIO_KEYS.map((key) => `${key} ${answer.ratios[key]}`).join(", "),
                points: answer.conversion.points,
                amount: answer.conversion.amount,
              })
            : null
        }
        busy={send.isPending}
        submit={t("common.save")}
      />
    </FormCard>
  );
}
