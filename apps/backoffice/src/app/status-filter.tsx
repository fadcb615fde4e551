import { useI18n } from "#bo/i18n/i18n.tsx";

/**
 * The status filter of a queue: choosing a status shows its first page again. With `withAll` the
 * first choice lists every status.
 */
export function StatusFilter<S extends string>(props: {
  value: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: string) => void;
  withAll?: boolean;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t("common.status")}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.withAll === false ? null : <option value="">{t("common.all")}</option>}
        {props.statuses.map((status) => (
          <option key={status} value={status}>
            {props.labelOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
