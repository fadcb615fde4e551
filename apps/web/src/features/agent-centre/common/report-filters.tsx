import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { TeamScope } from "../api/reports.ts";
import { defaultPeriod, type PeriodChoice } from "./period.ts";
import { PeriodPicker } from "./period-picker.tsx";
import { MemberFilters } from "./report-parts.tsx";
import { useDebounced } from "./use-debounced.ts";

/**
 * A paged report's filters: a period, a username search (sent once typing settles) and the page.
 * `first(set)` wraps a filter's setter so that a changed filter goes back to page 1.
 */
export function usePagedReportFilters(initialPeriod: () => PeriodChoice = defaultPeriod) {
  const [choice, setChoice] = useState<PeriodChoice>(initialPeriod);
  const [search, setSearch] = useState("");
  const username = useDebounced(search.trim()) || undefined;
  const [pageNo, setPageNo] = useState(1);
  const first =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };
  return { choice, setChoice, search, setSearch, username, pageNo, setPageNo, first };
}

/** The filters every team report starts with: those of a paged report, and direct or whole team. */
export function useTeamReportFilters() {
  const paged = usePagedReportFilters();
  const [scope, setScope] = useState<TeamScope>("team");
  return { ...paged, scope, setScope };
}

/** A select narrowing a report to one value, or "all" (undefined). */
export function OptionFilter<Value extends string>({
  label,
  name,
  value,
  values,
  textOf,
  onChange,
}: {
  label: string;
  name: string;
  value: Value | undefined;
  values: readonly Value[];
  textOf(value: Value): string;
  onChange(value: Value | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="form__field">
      {label}
      <select
        name={name}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      >
        <option value="">{t("agent.filters.all")}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {textOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The period, the username search and the team scope of `useTeamReportFilters`, as fields. */
export function TeamReportFields({
  filters,
  maxDays,
}: {
  filters: ReturnType<typeof useTeamReportFilters>;
  /** The longest custom period the report answers. */
  maxDays?: number;
}) {
  const { choice, setChoice, search, setSearch, scope, setScope, first } = filters;
  return (
    <>
      <PeriodPicker value={choice} onChange={first(setChoice)} maxDays={maxDays} />
      <MemberFilters
        username={search}
        scope={scope}
        onUsername={first(setSearch)}
        onScope={first(setScope)}
      />
    </>
  );
}
