import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CustomRangeError,
  customRange,
  dayText,
  RANGE_SHORTCUTS,
  type RangeShortcut,
  shortcutRange,
  type TimeRange,
} from "./date-range.ts";

export type RangeChoice = { shortcut: RangeShortcut | "custom"; range: TimeRange };

export const defaultRangeChoice = (): RangeChoice => ({ shortcut: "last7", range: shortcutRange("last7") });

/** The date shortcuts as a row of chips, and a custom pair of days. */
export function RangeFilter({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange(choice: RangeChoice): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(() => dayText(value.range.startTime));
  const [to, setTo] = useState(() => dayText(value.range.endTime - 1));
  const [error, setError] = useState<CustomRangeError | null>(null);
  const [customOpen, setCustomOpen] = useState(value.shortcut === "custom");

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const range = customRange(from, to);
    if (typeof range === "string") {
      setError(range);
      return;
    }
    setError(null);
    onChange({ shortcut: "custom", range });
  };

  return (
    <div className="records-range">
      <fieldset className="records-range__chips">
        <legend className="visually-hidden">{t("records.range.label")}</legend>
        {RANGE_SHORTCUTS.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            className={`records-chip${value.shortcut === shortcut ? " is-active" : ""}`}
            aria-pressed={value.shortcut === shortcut}
            onClick={() => {
              setCustomOpen(false);
              onChange({ shortcut, range: shortcutRange(shortcut) });
            }}
          >
            {t(`records.range.${shortcut}`)}
          </button>
        ))}
        <button
          type="button"
          className={`records-chip${customOpen || value.shortcut === "custom" ? " is-active" : ""}`}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen(!customOpen)}
        >
          {t("records.range.custom")}
        </button>
      </fieldset>
      {customOpen ? (
        <form id={`${id}-custom`} className="records-range__custom" onSubmit={applyCustom} noValidate>
          <label className="form__field">
            {t("records.range.from")}
            <input
              type="date"
              name="fromDate"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="form__field">
            {t("records.range.to")}
            <input type="date" name="toDate" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <button type="submit" className="button button--secondary">
            {t("records.range.apply")}
          </button>
          {error ? (
            <p className="form__error" role="alert">
              {t(`records.range.errors.${error}`)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
