import { type FormEvent, type ReactNode, useId, useState } from "react";

/** A period of whole days, both ends included, as YYYY-MM-DD. */
export type Period = { from: string; to: string };

/** The back office's shortcuts: days of the viewer's calendar counted back from today. */
export type PeriodPreset = "today" | "last7" | "last30" | "month";
export const PERIOD_PRESETS: readonly PeriodPreset[] = ["today", "last7", "last30", "month"];

const day = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** The period a back-office preset names, counted back from `now`. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): Period {
  const to = day(now);
  const back = (days: number) => day(new Date(now.getTime() - days * 86_400_000));
  switch (preset) {
    case "today":
      return { from: to, to };
    case "last7":
      return { from: back(6), to };
    case "last30":
      return { from: back(29), to };
    case "month":
      return { from: `${to.slice(0, 8)}01`, to };
  }
}

/** The back-office preset a period is, if it is one today. */
export const presetOf = (period: Period, now = new Date()): PeriodPreset | null =>
  PERIOD_PRESETS.find((preset) => {
    const named = presetPeriod(preset, now);
    return named.from === period.from && named.to === period.to;
  }) ?? null;

export type PeriodPickerLabels<Preset extends string = PeriodPreset> = {
  from: string;
  to: string;
  presets: Record<Preset, string>;
  /** The chips' group name for screen readers. */
  legend?: string;
  /** With `apply`: the chip that opens the days and the button that applies them. */
  custom?: string;
  apply?: string;
};

/** The class names of each part; defaults are ui.css's `ui-*`. */
export type PeriodPickerClasses = {
  root: string;
  chips: string;
  chip: string;
  /** Added to the chip of the period shown. */
  active: string;
  hidden: string;
  days: string;
  field: string;
  apply: string;
  error: string;
};

const UI_CLASSES: PeriodPickerClasses = {
  root: "ui-period",
  chips: "ui-period-presets",
  chip: "ui-chip",
  active: "",
  hidden: "ui-visually-hidden",
  days: "ui-period-days",
  field: "",
  apply: "ui-button",
  error: "ui-period-error",
};

type Props<Preset extends string> = {
  /** The shortcuts, in their order; each app has its own (a site's report days are not the back office's). */
  presets: readonly Preset[];
  /** The shortcut shown, `custom` for days chosen by hand, null for none. */
  active: Preset | "custom" | null;
  onPreset: (preset: Preset) => void;
  /** The days the inputs show (with `apply`, the ones they start from). */
  days: Period;
  /** A pair of days chosen by hand: answers why they are refused, in words, or null when taken. */
  onDays: (period: Period) => string | null;
  /**
   * The days stand behind a "custom" chip and are sent by an apply button. Without it they stand
   * open beside the chips and each change is sent at once, `to` never before `from`.
   */
  apply?: boolean;
  labels: PeriodPickerLabels<Preset>;
  /** A line under the days (what the days mean). */
  note?: ReactNode;
  classes?: Partial<PeriodPickerClasses>;
  className?: string;
};

const joined = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/**
 * A period of days: shortcut chips and a pair of date inputs. Texts come in as props, so every app
 * keeps its own catalogue, and class names too, so every app keeps its own look.
 */
export function PeriodPicker<Preset extends string>(props: Props<Preset>) {
  const { presets, active, labels, apply = false } = props;
  const css = { ...UI_CLASSES, ...props.classes };
  const id = useId();
  const [open, setOpen] = useState(active === "custom");
  const [draft, setDraft] = useState(props.days);
  const [error, setError] = useState<string | null>(null);
  const days = apply ? draft : props.days;
  const choose = (period: Period) => {
    if (apply) setDraft(period);
    else if (period.from && period.to) props.onDays(period);
  };

  const chips = (
    <fieldset className={css.chips}>
      {labels.legend ? <legend className={css.hidden}>{labels.legend}</legend> : null}
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          className={joined(css.chip, active === preset && css.active)}
          aria-pressed={active === preset}
          data-period={preset}
          onClick={() => {
            setOpen(false);
            setError(null);
            props.onPreset(preset);
          }}
        >
          {labels.presets[preset]}
        </button>
      ))}
      {apply ? (
        <button
          type="button"
          className={joined(css.chip, (open || active === "custom") && css.active)}
          aria-expanded={open}
          aria-controls={`${id}-days`}
          onClick={() => setOpen(!open)}
        >
          {labels.custom}
        </button>
      ) : null}
    </fieldset>
  );
  const fields = (
    <>
      {(["from", "to"] as const).map((end) => (
        <label key={end} className={css.field}>
          {labels[end]}
          <input
            type="date"
            name={`${end}Date`}
            value={days[end]}
            min={apply || end === "from" ? undefined : days.from}
            max={apply || end === "to" ? undefined : days.to}
            onChange={(event) => choose({ ...days, [end]: event.target.value })}
          />
        </label>
      ))}
      {props.note}
    </>
  );

  if (!apply) {
    return (
      <div className={joined(css.root, props.className)}>
        <div className={css.days}>{fields}</div>
        {chips}
      </div>
    );
  }
  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(props.onDays(draft));
  };
  return (
    <div className={joined(css.root, props.className)}>
      {chips}
      {open ? (
        <form id={`${id}-days`} className={css.days} onSubmit={send} noValidate>
          {fields}
          <button type="submit" className={css.apply}>
            {labels.apply}
          </button>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
