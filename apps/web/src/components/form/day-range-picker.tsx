import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/**
 * Date shortcuts as a row of chips and a custom pair of days behind a "custom" chip: the records'
 * ranges and the agent centre's report periods. `texts` is the catalogue prefix holding the chips'
 * words (label, custom, from, to, apply, one per shortcut) and `errors.<code>`.
 */
export function DayRangePicker<Shortcut extends string>({
  texts,
  shortcuts,
  active,
  initialDays,
  onShortcut,
  onCustom,
  note,
  errorValues,
  className = "",
}: {
  texts: string;
  shortcuts: readonly Shortcut[];
  active: Shortcut | "custom";
  initialDays: { from: string; to: string };
  onShortcut(shortcut: Shortcut): void;
  /** Applies a custom pair of days, or answers the error code that refuses it. */
  onCustom(from: string, to: string): string | null;
  note?: ReactNode;
  errorValues?: Record<string, unknown>;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(initialDays.from);
  const [to, setTo] = useState(initialDays.to);
  const [error, setError] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(active === "custom");

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    setError(onCustom(from, to));
  };

  return (
    <div className={`records-range ${className}`}>
      <fieldset className="records-range__chips">
        <legend className="visually-hidden">{t(`${texts}.label`)}</legend>
        {shortcuts.map((shortcut) => (
          <button
            key={shortcut}
            type="button"
            className={`records-chip${active === shortcut ? " is-active" : ""}`}
            aria-pressed={active === shortcut}
            data-period={shortcut}
            onClick={() => {
              setCustomOpen(false);
              setError(null);
              onShortcut(shortcut);
            }}
          >
            {t(`${texts}.${shortcut}`)}
          </button>
        ))}
        <button
          type="button"
          className={`records-chip${customOpen || active === "custom" ? " is-active" : ""}`}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen(!customOpen)}
        >
          {t(`${texts}.custom`)}
        </button>
      </fieldset>
      {customOpen ? (
        <form id={`${id}-custom`} className="records-range__custom" onSubmit={applyCustom} noValidate>
          <label className="form__field">
            {t(`${texts}.from`)}
            <input
              type="date"
              name="fromDate"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="form__field">
            {t(`${texts}.to`)}
            <input type="date" name="toDate" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          {note}
          <button type="submit" className="button button--secondary">
            {t(`${texts}.apply`)}
          </button>
          {error ? (
            <p className="form__error" role="alert">
              {t(`${texts}.errors.${error}`, errorValues)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
