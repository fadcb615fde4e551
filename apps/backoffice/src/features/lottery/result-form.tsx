import type { VnLayout } from "@banca/contract/lottery/fair-draw";
import { type FormEvent, useId, useState } from "react";
import { type Translate, useI18n } from "#bo/i18n/i18n.tsx";
import { layoutRows, rowProblem, splitNumbers } from "./api.ts";

const prizeName = (t: Translate, index: number) =>
  index === 0 ? t("lottery.special") : t("lottery.prize", { n: index });

/**
 * The typed official table of one issue: a field per prize of the game's layout (special first),
 * each told how many numbers of how many digits it takes and checked before anything is sent.
 */
export function ResultForm({
  layout,
  station,
  busy,
  onSubmit,
}: {
  layout: VnLayout;
  station: string | null;
  busy: boolean;
  onSubmit: (entry: { station?: string; prizes: string[][] }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const rows = layoutRows(layout);
  const [values, setValues] = useState<string[]>(() => rows.map(() => ""));
  const [checked, setChecked] = useState(false);
  const problems = rows.map((row, index) => rowProblem(row, splitNumbers(values[index] ?? "")));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (problems.some((problem) => problem !== null)) return;
    const typedStation = String(new FormData(event.currentTarget).get("station") ?? "").trim();
    onSubmit({
      ...(typedStation ? { station: typedStation } : {}),
      prizes: values.map((value) => splitNumbers(value)),
    });
  }

  return (
    <form className="stack result-form" onSubmit={submit} noValidate>
      <h3>{t("lottery.enter")}</h3>
      <p className="hint">
        {t(layout === "north" ? "lottery.layout.north" : "lottery.layout.south")} {t("lottery.fieldsHint")}
      </p>
      <label className="field">
        <span>{t("lottery.station")}</span>
        <input name="station" maxLength={60} defaultValue={station ?? ""} />
      </label>
      <div className="prize-fields">
        {rows.map((row, index) => {
          const name = prizeName(t, index);
          const problem = checked ? problems[index] : null;
          const hintId = `${id}-hint-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a prize's place is its index in the table.
            <div key={index} className="field">
              <label htmlFor={`${id}-prize-${index}`}>{name}</label>
              <input
                id={`${id}-prize-${index}`}
                name={`prize-${index}`}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={values[index] ?? ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={hintId}
                onChange={(event) =>
                  setValues((current) =>
                    current.map((value, at) => (at === index ? event.target.value : value)),
                  )
                }
              />
              <small id={hintId} className={problem ? "error" : "hint"}>
                {problem === "count"
                  ? t("lottery.rowCount", { prize: name, count: row.count })
                  : problem === "digits"
                    ? t("lottery.rowDigits", { prize: name, digits: row.digits })
                    : t("lottery.rowShape", { count: row.count, digits: row.digits })}
              </small>
            </div>
          );
        })}
      </div>
      {checked && problems.some((problem) => problem !== null) ? (
        <p className="error" role="alert">
          {t("lottery.tableInvalid")}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={busy}>
        {t("lottery.enterSubmit")}
      </button>
    </form>
  );
}
