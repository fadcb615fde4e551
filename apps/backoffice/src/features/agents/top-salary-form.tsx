import { type FormEvent, useId } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { setTopRealTimeSalary } from "./api.ts";

const RATES = [
  ["singleBetRateBp", "contracts.singleBetRate"],
  ["lossRateBp", "contracts.lossRate"],
  ["profitRateBp", "contracts.profitRate"],
] as const;

/**
 * A top-level agent's real-time salary, set by the house and in force at once (it replaces the
 * agent's contract of that kind). Tiered kinds are offered by the agents themselves in the agent centre.
 */
export function TopSalaryForm() {
  const { t } = useI18n();
  const id = useId();
  const send = useAction(setTopRealTimeSalary, ["agents"]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rate = (name: string) => Number(form.get(name) ?? 0);
    send.mutate({
      username: String(form.get("username") ?? "").trim(),
      singleBetRateBp: rate("singleBetRateBp"),
      lossRateBp: rate("lossRateBp"),
      profitRateBp: rate("profitRateBp"),
    });
  }
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("contracts.top.title")}</h2>
      <p className="hint">{t("contracts.top.hint")}</p>
      <label>
        {t("agents.agent")}
        <input name="username" required maxLength={64} autoComplete="off" />
      </label>
      <div className="grid-fields">
        {RATES.map(([name, label]) => (
          <label key={name}>
            {t(label)} (bp)
            <input name={name} type="number" min={0} max={10000} step={1} defaultValue={0} required />
          </label>
        ))}
      </div>
      <ErrorText error={send.error} />
      {send.data ? (
        <p className="notice success" role="status">
          {t("contracts.top.done", { id: send.data.contract.id, ended: send.data.ended.length })}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={send.isPending}>
        {t("common.save")}
      </button>
    </form>
  );
}
