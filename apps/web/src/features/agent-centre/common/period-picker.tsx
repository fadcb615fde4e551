import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CustomPeriodError,
  choosePeriod,
  customPeriod,
  PERIOD_MAX_DAYS,
  PERIOD_SHORTCUTS,
  type PeriodChoice,
} from "./period.ts";

/** The date shortcuts as a row of chips, and a custom pair of days (UTC report days). */
export function PeriodPicker({
  value,
  onChange,
  maxDays = PERIOD_MAX_DAYS,
}: {
  value: PeriodChoice;
  onChange(choice: PeriodChoice): void;
  /** The longest custom period this report answers. */
  maxDays?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(value.period.fromDate);
  const [to, setTo] = useState(value.period.toDate);
  const [error, setError] = useState<CustomPeriodError | null>(null);
  const [customOpen, setCustomOpen] = useState(value.shortcut === "custom");

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const period = customPeriod(from, to, maxDays);
    if (typeof period === "string") {
      setError(period);
      return;
    }
    setError(null);
    onChange({ shortcut: "custom", period });
  };

  return (
    <div className="records-range agent-period">
      <fieldset className="records-range__chips">
        <legend className="visually-hidden">{t("agent.period.label")}</legend>
        {PERIOD_SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            className={`records-chip${value.shortcut === shortcut ? " is-active" : ""}`}
            aria-pressed={value.shortcut === shortcut}
            data-period={shortcut}
            onClick={() => {
              setCustomOpen(false);
              setError(null);
              onChange(choosePeriod(shortcut));
            }}
          >
            {t(`agent.period.${shortcut}`)}
          </button>
        ))}
        <button
          type="button"
          className={`records-chip${customOpen || value.shortcut === "custom" ? " is-active" : ""}`}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen(!customOpen)}
        >
          {t("agent.period.custom")}
        </button>
      </fieldset>
      {customOpen ? (
        <form id={`${id}-custom`} className="records-range__custom" onSubmit={applyCustom} noValidate>
          <label className="form__field">
            {t("agent.period.from")}
            <input
              type="date"
              name="fromDate"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="form__field">
            {t("agent.period.to")}
            <input type="date" name="toDate" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <p className="agent-period__note">{t("agent.period.utcNote")}</p>
          <button type="submit" className="button button--secondary">
            {t("agent.period.apply")}
          </button>
          {error ? (
            <p className="form__error" role="alert">
              {t(`agent.period.errors.${error}`, { days: maxDays })}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
