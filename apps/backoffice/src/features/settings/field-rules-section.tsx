import {
  ALWAYS_REQUIRED_FIELDS,
  type EditableFieldRule,
  editableFieldRuleSchema,
  FIELD_RULE_FIELDS,
  FIELD_RULE_MAX_LENGTH,
  type FieldRuleField,
} from "@banca/contract/backoffice/field-rules";
import { PATTERN_IDS, patternFamilies } from "@banca/contract/field-rules/field-rule";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { fieldRulesQuery, setFieldRules } from "./api.ts";
import { reasonProblems, SettingSave } from "./setting-save.tsx";

const OFF: EditableFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: "",
  patternId: 0,
  minLength: 0,
  maxLength: 50,
};

/**
 * The registration and profile forms' field rules: one field at a time, shown or hidden, required,
 * its lengths and its pattern. The site's forms and the server's checks follow the change at once.
 */
export function FieldRulesSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const rules = useQuery(fieldRulesQuery(merchant));
  const save = useAction(setFieldRules, ["settings"]);
  const [field, setField] = useState<FieldRuleField>("mobileNum");
  const [problems, setProblems] = useState<string[]>([]);
  const stored = rules.data?.rules ?? {};
  const current: EditableFieldRule = { ...OFF, ...stored[field] };
  const fixed = ALWAYS_REQUIRED_FIELDS.includes(field);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = (name: string) => Number(form.get(name) ?? Number.NaN);
    const rule = {
      enabled: fixed || form.get("enabled") === "on",
      required: fixed || form.get("required") === "on",
      acceptedPattern: String(form.get("acceptedPattern") ?? ""),
      patternId: number("patternId"),
      minLength: number("minLength"),
      maxLength: number("maxLength"),
    };
    const reason = String(form.get("reason") ?? "").trim();
    const checked = editableFieldRuleSchema.safeParse(rule);
    const found = checked.success
      ? []
      : checked.error.issues.map((issue) => {
          const key = String(issue.path[0] ?? "rule");
          return `${t(`fieldRules.${key}` as MessageKey)}: ${t(`fieldRules.problem.${key}` as MessageKey)}`;
        });
    found.push(...reasonProblems(t, reason));
    if (!checked.success || found.length > 0) {
      setProblems(found);
      return;
    }
    setProblems([]);
    save.mutate({ rules: { [field]: checked.data }, reason });
  }

  return (
    <section className="card stack" aria-labelledby="field-rules-title">
      <h2 id="field-rules-title">{t("fieldRules.title")}</h2>
      <p className="hint">{t("fieldRules.hint")}</p>
      <ErrorText error={rules.error} />
      <div className="table-scroll">
        <table className="plain">
          <thead>
            <tr>
              <th scope="col">{t("fieldRules.field")}</th>
              <th scope="col">{t("fieldRules.enabled")}</th>
              <th scope="col">{t("fieldRules.required")}</th>
              <th scope="col">{t("fieldRules.lengths")}</th>
              <th scope="col">{t("fieldRules.patternId")}</th>
            </tr>
          </thead>
          <tbody>
            {FIELD_RULE_FIELDS.map((name) => {
              const rule = stored[name];
              return (
                <tr key={name} aria-selected={name === field}>
                  <td>
                    <button type="button" className="link" onClick={() => setField(name)}>
                      {t(`fieldRules.name.${name}` as MessageKey)}
                    </button>
                  </td>
                  <td>{t(rule?.enabled ? "fieldRules.shown" : "fieldRules.hidden")}</td>
                  <td>{rule?.required ? t("fieldRules.yes") : t("fieldRules.no")}</td>
                  <td>{rule ? `${rule.minLength}–${rule.maxLength}` : "–"}</td>
                  <td>{rule ? (rule.acceptedPattern ? t("fieldRules.custom") : rule.patternId) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {mayWrite ? (
        <form key={`${field}-${JSON.stringify(current)}`} className="stack" onSubmit={submit} noValidate>
          <h3>{t("fieldRules.editing", { field: t(`fieldRules.name.${field}` as MessageKey) })}</h3>
          {fixed ? <p className="hint">{t("fieldRules.fixed")}</p> : null}
          <div className="grid-fields">
            <label className="check">
              <input
                name="enabled"
                type="checkbox"
                defaultChecked={current.enabled || fixed}
                disabled={fixed}
              />
              {t("fieldRules.enabled")}
            </label>
            <label className="check">
              <input
                name="required"
                type="checkbox"
                defaultChecked={current.required || fixed}
                disabled={fixed}
              />
              {t("fieldRules.required")}
            </label>
            <label>
              {t("fieldRules.minLength")}
              <input
                name="minLength"
                type="number"
                min={0}
                max={FIELD_RULE_MAX_LENGTH}
                defaultValue={current.minLength}
              />
            </label>
            <label>
              {t("fieldRules.maxLength")}
              <input
                name="maxLength"
                type="number"
                min={1}
                max={FIELD_RULE_MAX_LENGTH}
                defaultValue={current.maxLength}
              />
            </label>
          </div>
          <label>
            {t("fieldRules.patternId")}
            <select name="patternId" defaultValue={current.patternId}>
              {PATTERN_IDS.map((id) => (
                <option key={id} value={id}>
                  {id} · {patternFamilies[id].description}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("fieldRules.acceptedPattern")}
            <input
              name="acceptedPattern"
              maxLength={200}
              defaultValue={current.acceptedPattern}
              spellCheck={false}
            />
            <span className="hint">{t("fieldRules.acceptedPatternHint")}</span>
          </label>
          <SettingSave problems={problems} save={save} />
        </form>
      ) : null}
    </section>
  );
}
