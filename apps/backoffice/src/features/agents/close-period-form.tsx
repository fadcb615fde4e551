import { type FormEvent, useId, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { closePayoutPeriod, DIVIDEND_PERIODS, PAYOUT_CLOSE_KINDS } from "./api.ts";

type Kind = (typeof PAYOUT_CLOSE_KINDS)[number];

/** Closes the open day, hour or dividend period of a kind now: its bills are made and paid within seconds. */
export function ClosePeriodForm() {
  const { t, locale } = useI18n();
  const id = useId();
  const [kind, setKind] = useState<Kind>("dailySalary");
  const close = useAction(closePayoutPeriod, ["agents"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const period = String(new FormData(event.currentTarget).get("period") ?? "");
    close.mutate(kind === "dividend" ? { kind, period } : { kind });
  }
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("payouts.title")}</h2>
      <p className="hint">{t("payouts.hint")}</p>
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
      <ErrorText error={close.error} />
      {close.data ? (
        <p className="notice success" role="status">
          {t("payouts.done", {
            bills: close.data.bills,
            start: formatTime(close.data.start, locale),
            end: formatTime(close.data.end, locale),
          })}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={close.isPending}>
        {t("payouts.close")}
      </button>
    </form>
  );
}
