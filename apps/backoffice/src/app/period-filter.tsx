import { PERIOD_PRESETS, type Period, PeriodPicker, presetOf, presetPeriod } from "@banca/ui/period-picker";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { periodLabels } from "#bo/i18n/table-labels.ts";

/** The back office's period: days of the staff member's calendar, open to change, with its four shortcuts. */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useI18n();
  return (
    <PeriodPicker
      presets={PERIOD_PRESETS}
      active={presetOf(value)}
      onPreset={(preset) => onChange(presetPeriod(preset))}
      days={value}
      onDays={(period) => {
        onChange(period);
        return null;
      }}
      labels={periodLabels(t)}
    />
  );
}
