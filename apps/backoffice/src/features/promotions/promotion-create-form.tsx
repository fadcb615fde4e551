import { promotionDefinitionSchema } from "@banca/contract/promotion-config";
import { CLAIM_REQUIREMENTS, CLAIM_RULES, type ClaimRule } from "@banca/contract/promotions";
import { RAFFLE_LIMITS } from "@banca/contract/raffle";
import { type FormEvent, useState } from "react";
import { formIssues } from "#bo/app/form-issues.ts";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { createPromotion, PROMOTION_CATEGORIES, PROMOTION_MODES, type PromotionDraft } from "./api.ts";
import { localInput } from "./promotion-edit-form.tsx";
import { RaffleFields, type RafflePrize, raffleRule } from "./raffle-fields.tsx";

type Mode = (typeof PROMOTION_MODES)[number];
const DECIMAL = "\\d{1,12}(\\.\\d{1,8})?";

/**
 * A new promotion of any mode the server takes: information, application, claim (a fixed bonus for
 * new registrations, or a share of the first deposit) and raffle (tickets, draw and prize table).
 * The form checks the draft with the server's own schema first and names each field it refuses.
 */
export function PromotionCreateForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t, locale } = useI18n();
  const [mode, setMode] = useState<Mode>("apply");
  const [rule, setRule] = useState<ClaimRule>("registered_during");
  const [prizes, setPrizes] = useState<RafflePrize[]>([{ places: "1", amount: "" }]);
  const [problems, setProblems] = useState<string[]>([]);
  const create = useAction(createPromotion, ["promotions"]);
  const language = locale.startsWith("zh") ? "cn" : "en";

  const label = (path: PropertyKey[]): string => {
    const [head, second, index, field] = path;
    if (head === "raffle" && second === "prizes" && typeof index === "number") {
      return `${t("raffleForm.prizeNo", { n: index + 1 })}${field ? ` · ${t(`raffleForm.${String(field)}` as MessageKey)}` : ""}`;
    }
    if (head === "raffle" && second !== undefined) return t(`raffleForm.${String(second)}` as MessageKey);
    return t(`promotionForm.field.${String(head)}` as MessageKey);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const instant = (name: string) => {
      const value = text(name);
      const date = new Date(value);
      return value && !Number.isNaN(date.getTime()) ? date.toISOString() : "";
    };
    const decimalOrNull = (name: string) => text(name) || null;
    const number = (name: string) => (text(name) === "" ? 0 : Number(text(name)));
    const claim = mode === "claim";
    const draft: PromotionDraft = {
      category: text("category") as PromotionDraft["category"],
      mode,
      title: text("title") ? { [language]: text("title") } : {},
      summary: text("summary") ? { [language]: text("summary") } : {},
      artwork: text("artwork"),
      startsAt: instant("startsAt"),
      endsAt: instant("endsAt"),
      rule: claim ? rule : null,
      bonusAmount: claim && rule === "registered_during" ? decimalOrNull("bonusAmount") : null,
      minDeposit: claim && rule === "first_deposit" ? decimalOrNull("minDeposit") : null,
      bonusPercent: claim && rule === "first_deposit" && text("bonusPercent") ? number("bonusPercent") : null,
      bonusCap: (claim && rule === "first_deposit") || mode === "apply" ? decimalOrNull("bonusCap") : null,
      turnoverMultiplier: mode === "info" ? 0 : number("turnover"),
      claimRequires:
        claim && text("claimRequires") ? (text("claimRequires") as PromotionDraft["claimRequires"]) : null,
      raffle: mode === "raffle" ? raffleRule(form, prizes) : null,
    };
    const checked = promotionDefinitionSchema.safeParse(draft);
    const found = checked.success ? [] : formIssues(t, checked.error, label);
    setProblems(found);
    if (found.length === 0) create.mutate(draft, { onSuccess: (answer) => onCreated(answer.id) });
  }

  const now = new Date().toISOString();
  return (
    <FormCard title={t("promotions.create")} onSubmit={submit} noValidate>
      <div className="grid-fields">
        <label>
          {t("promotions.mode")}
          <select value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            {PROMOTION_MODES.map((value) => (
              <option key={value} value={value}>
                {t(`promotions.mode.${value}` as MessageKey)}
              </option>
            ))}
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
          <input name="startsAt" type="datetime-local" defaultValue={localInput(now)} />
        </label>
        <label>
          {t("promotions.endsAt")}
          <input name="endsAt" type="datetime-local" />
        </label>
      </div>
      <label>
        {t("promotions.title")} ({language})
        <input name="title" maxLength={200} />
      </label>
      <label>
        {t("promotions.summary")}
        <input name="summary" maxLength={500} />
      </label>
      <label>
        {t("promotions.artwork")}
        <input name="artwork" maxLength={500} placeholder="/images/promotions/…" />
      </label>
      {mode === "claim" ? (
        <div className="grid-fields">
          <label>
            {t("promotionForm.field.rule")}
            <select value={rule} onChange={(event) => setRule(event.target.value as ClaimRule)}>
              {CLAIM_RULES.map((value) => (
                <option key={value} value={value}>
                  {t(`promotionForm.rule.${value}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          {rule === "registered_during" ? (
            <label>
              {t("promotionForm.field.bonusAmount")}
              <input name="bonusAmount" inputMode="decimal" pattern={DECIMAL} />
            </label>
          ) : (
            <>
              <label>
                {t("promotionForm.field.minDeposit")}
                <input name="minDeposit" inputMode="decimal" pattern={DECIMAL} />
              </label>
              <label>
                {t("promotionForm.field.bonusPercent")}
                <input name="bonusPercent" type="number" min={0.01} max={1000} step={0.01} />
              </label>
              <label>
                {t("promotions.bonusCap")}
                <input name="bonusCap" inputMode="decimal" pattern={DECIMAL} />
              </label>
            </>
          )}
          <label>
            {t("promotionForm.field.claimRequires")}
            <select name="claimRequires" defaultValue="">
              <option value="">{t("promotionForm.requires.none")}</option>
              {CLAIM_REQUIREMENTS.map((value) => (
                <option key={value} value={value}>
                  {t(`promotionForm.requires.${value}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {mode === "apply" ? (
        <div className="grid-fields">
          <label>
            {t("promotions.bonusCap")}
            <input name="bonusCap" inputMode="decimal" pattern={DECIMAL} />
          </label>
        </div>
      ) : null}
      {mode !== "info" ? (
        <div className="grid-fields">
          <label>
            {t("promotions.turnover")}
            <input name="turnover" type="number" min={0} max={100} step={0.01} defaultValue={0} />
          </label>
        </div>
      ) : null}
      {mode === "raffle" ? (
        <RaffleFields prizes={prizes} onPrizes={setPrizes} maxTiers={RAFFLE_LIMITS.maxTiers} />
      ) : null}
      <FormEnd
        problems={problems}
        error={create.error}
        busy={create.isPending}
        submit={t("promotions.createSubmit")}
      />
    </FormCard>
  );
}
