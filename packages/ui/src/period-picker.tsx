import { useId } from "react";

/** A period of whole days, both ends included, as YYYY-MM-DD in the viewer's calendar. */
export type Period = { from: string; to: string };

export type PeriodPreset = "today" | "last7" | "last30" | "month";

const day = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** The period a preset names, counted back from `now`. */
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

export type PeriodPickerLabels = { from: string; to: string; presets: Record<PeriodPreset, string> };

/** Two dates and the usual shortcuts; `to` never before `from`. */
export function PeriodPicker({
  value,
  onChange,
  labels,
}: {
  value: Period;
  onChange: (period: Period) => void;
  labels: PeriodPickerLabels;
}) {
  const id = useId();
  const presets = Object.keys(labels.presets) as PeriodPreset[];
  return (
    <fieldset className="ui-period">
      <label htmlFor={`${id}-from`}>{labels.from}</label>
      <input
        id={`${id}-from`}
        type="date"
        value={value.from}
        max={value.to}
        onChange={(event) => event.target.value && onChange({ ...value, from: event.target.value })}
      />
      <label htmlFor={`${id}-to`}>{labels.to}</label>
      <input
        id={`${id}-to`}
        type="date"
        value={value.to}
        min={value.from}
        onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
      />
      <span className="ui-period-presets">
        {presets.map((preset) => {
          const period = presetPeriod(preset);
          const active = period.from === value.from && period.to === value.to;
          return (
            <button
              key={preset}
              type="button"
              className="ui-chip"
              aria-pressed={active}
              onClick={() => onChange(period)}
            >
              {labels.presets[preset]}
            </button>
          );
        })}
      </span>
    </fieldset>
  );
}
