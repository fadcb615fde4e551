import { type FormEvent, useState } from "react";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { closePayoutPeriod, DIVIDEND_PERIODS, PAYOUT_CLOSE_KINDS } from "./api.ts";

type Kind = (typeof PAYOUT_CLOSE_KINDS)[number];

/** Closes the open day, hour or dividend period of a kind now: its bills are made and paid within seconds. */
export function ClosePeriodForm() {
  const { t, locale } = useI18n();
  const [kind, setKind] = useState<Kind>("dailySalary");
  const close = useAction(closePayoutPeriod, ["agents"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const period = String(new FormData(event.currentTarget).get("period") ?? "");
    close.mutate(kind === "dividend" ? { kind, period } : { kind });
  }
  return (
    <FormCard title={t("payouts.title")} hint={t("payouts.hint")} onSubmit={submit}>
      <label>
        {t("contracts.kind")}
        <select value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          {PAYOUT_CLOSE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`contracts.kind.${value}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      {kind === "dividend" ? (
        <label>
          {t("contracts.period")}
          <select name="period">
            {DIVIDEND_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`contracts.period.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <FormEnd
        error={close.error}
        done={
          close.data
            ? t("payouts.done", {
                bills: close.data.bills,
                start: formatTime(close.data.start, locale),
                end: formatTime(close.data.end, locale),
              })
            : null
        }
        busy={close.isPending}
        submit={t("payouts.close")}
      />
    </FormCard>
  );
}
