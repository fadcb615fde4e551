import { DayRangePicker } from "#app/components/form/day-range-picker.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
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
  return (
    <DayRangePicker
      texts="agent.period"
      className="agent-period"
      shortcuts={PERIOD_SHORTCUTS}
      active={value.shortcut}
      initialDays={{ from: value.period.fromDate, to: value.period.toDate }}
      onShortcut={(shortcut) => onChange(choosePeriod(shortcut))}
      onCustom={(from, to) => {
        const period = customPeriod(from, to, maxDays);
        if (typeof period === "string") return period;
        onChange({ shortcut: "custom", period });
        return null;
      }}
      note={<p className="agent-period__note">{t("agent.period.utcNote")}</p>}
      errorValues={{ days: maxDays }}
    />
  );
}
