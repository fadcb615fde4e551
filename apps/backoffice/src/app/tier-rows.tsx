/** One input of a tier: a decimal amount, or a whole number between `min` and `max`. */
export type TierField<Row> = {
  key: keyof Row & string;
  label: string;
  whole?: { min: number; max?: number };
};

/**
 * The rows of a tiered table edited in place (a contract's tiers, a raffle's prizes): each row's
 * inputs and its remove button (never the last row), then the add button up to `max` rows. Values
 * stay text as typed; the form's schema check turns them into numbers and amounts.
 */
export function TierRows<Row extends Record<string, string>>({
  rows,
  onChange,
  fields,
  blank,
  max,
  labels,
}: {
  rows: readonly Row[];
  onChange: (next: Row[]) => void;
  fields: readonly TierField<Row>[];
  blank: Row;
  max: number;
  labels: { row: (n: number) => string; add: string; remove: string };
}) {
  const set = (index: number, key: keyof Row, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  return (
    <>
      {rows.map((row, index) => (
        // A tier has no identity but its place: the list is edited in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position in the table
        <div key={index} className="tier-row">
          <span className="tier-no">{labels.row(index + 1)}</span>
          {fields.map((field) => (
            <label key={field.key}>
              {field.label}
              <input
                {...(field.whole
                  ? { type: "number", min: field.whole.min, max: field.whole.max, step: 1 }
                  : { inputMode: "decimal" as const })}
                value={row[field.key]}
                onChange={(event) => set(index, field.key, event.target.value)}
              />
            </label>
          ))}
          <button
            type="button"
            className="ghost"
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            {labels.remove}
          </button>
        </div>
      ))}
      <button type="button" disabled={rows.length >= max} onClick={() => onChange([...rows, { ...blank }])}>
        {labels.add}
      </button>
    </>
  );
}
