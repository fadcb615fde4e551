import { DayRangePicker } from "#app/components/form/day-range-picker.tsx";
import {
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
  return (
    <DayRangePicker
      texts="records.range"
      shortcuts={RANGE_SHORTCUTS}
      active={value.shortcut}
      initialDays={{ from: dayText(value.range.startTime), to: dayText(value.range.endTime - 1) }}
      onShortcut={(shortcut) => onChange({ shortcut, range: shortcutRange(shortcut) })}
      onCustom={(from, to) => {
        const range = customRange(from, to);
        if (typeof range === "string") return range;
        onChange({ shortcut: "custom", range });
        return null;
      }}
    />
  );
}
