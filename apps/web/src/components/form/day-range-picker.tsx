import { PeriodPicker } from "@banca/ui/period-picker";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";

const SITE_CLASSES = {
  root: "records-range",
  chips: "records-range__chips",
  chip: "records-chip",
  active: "is-active",
  hidden: "visually-hidden",
  days: "records-range__custom",
  field: "form__field",
  apply: "button button--secondary",
  error: "form__error",
};

/**
 * `@banca/ui`'s period picker in the site's look: date shortcuts as a row of chips and a custom
 * pair of days behind a "custom" chip (the records' ranges and the agent centre's report periods).
 * `texts` is the catalogue prefix holding the chips' words (label, custom, from, to, apply, one per
 * shortcut) and `errors.<code>`.
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
  className,
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
  return (
    <PeriodPicker
      apply
      presets={shortcuts}
      active={active}
      onPreset={onShortcut}
      days={initialDays}
      onDays={({ from, to }) => {
        const error = onCustom(from, to);
        return error ? t(`${texts}.errors.${error}`, errorValues) : null;
      }}
      labels={{
        legend: t(`${texts}.label`),
        from: t(`${texts}.from`),
        to: t(`${texts}.to`),
        custom: t(`${texts}.custom`),
        apply: t(`${texts}.apply`),
        presets: Object.fromEntries(
          shortcuts.map((shortcut) => [shortcut, t(`${texts}.${shortcut}`)]),
        ) as Record<Shortcut, string>,
      }}
      note={note}
      classes={SITE_CLASSES}
      className={className}
    />
  );
}
