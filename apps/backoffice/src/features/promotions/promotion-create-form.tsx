import { type FormEvent, useId, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { createPromotion, PROMOTION_CATEGORIES } from "./api.ts";
import { localInput } from "./promotion-edit-form.tsx";

/**
 * A new information or application promotion. Claim rules and raffles carry figures the merchant
 * file sets better (their rules are checked together); their members' side is the same.
 */
export function PromotionCreateForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t, locale } = useI18n();
  const id = useId();
  const [mode, setMode] = useState<"info" | "apply">("apply");
  const create = useAction(createPromotion, ["promotions"]);
  const language = locale.startsWith("zh") ? "cn" : "en";
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const cap = text("bonusCap");
    create.mutate(
      {
        category: text("category"),
        mode,
        title: { [language]: text("title") },
        summary: text("summary") ? { [language]: text("summary") } : {},
        artwork: text("artwork"),
        startsAt: new Date(text("startsAt")).toISOString(),
        endsAt: new Date(text("endsAt")).toISOString(),
        bonusCap: mode === "apply" && cap ? cap : null,
        turnoverMultiplier: mode === "apply" ? Number(text("turnover") || 0) : 0,
      },
      { onSuccess: (answer) => onCreated(answer.id) },
    );
  }
  const now = new Date().toISOString();
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("promotions.create")}</h2>
      <div className="grid-fields">
        <label>
          {t("promotions.mode")}
          <select value={mode} onChange={(event) => setMode(event.target.value as "info" | "apply")}>
            <option value="apply">{t("promotions.mode.apply")}</option>
            <option value="info">{t("promotions.mode.info")}</option>
          </select>
        </label>
        <label>
          {t("promotions.category")}
          <select name="category">
            {PROMOTION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`promotions.category.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("promotions.startsAt")}
          <input name="startsAt" type="datetime-local" required defaultValue={localInput(now)} />
        </label>
        <label>
          {t("promotions.endsAt")}
          <input name="endsAt" type="datetime-local" required />
        </label>
      </div>
      <label>
        {t("promotions.title")} ({language})
        <input name="title" required maxLength={200} />
      </label>
      <label>
        {t("promotions.summary")}
        <input name="summary" maxLength={500} />
      </label>
      <label>
        {t("promotions.artwork")}
        <input name="artwork" required maxLength={500} placeholder="/images/promotions/…" />
      </label>
      {mode === "apply" ? (
        <div className="grid-fields">
          <label>
            {t("promotions.bonusCap")}
            <input name="bonusCap" inputMode="decimal" pattern="\d{1,12}(\.\d{1,8})?" />
          </label>
          <label>
            {t("promotions.turnover")}
            <input name="turnover" type="number" min={0} max={100} step={0.01} defaultValue={0} />
          </label>
        </div>
      ) : null}
      <ErrorText error={create.error} />
      <button type="submit" className="primary" disabled={create.isPending}>
        {t("promotions.createSubmit")}
      </button>
    </form>
  );
}
