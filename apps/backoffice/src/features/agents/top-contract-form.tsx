import {
  CONTRACT_TERMS,
  CONTRACT_TIERS_MAX,
  DIVIDEND_MODES,
  DIVIDEND_PERIODS,
} from "@banca/contract/calls/agent-contracts";
import { type FormEvent, useState } from "react";
import { formIssues } from "#bo/app/form-issues.ts";
import { FormCard, FormEnd } from "#bo/app/form-parts.tsx";
import { TierRows } from "#bo/app/tier-rows.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { CONTRACT_KINDS, type ContractKind, setTopContract } from "./api.ts";

type Tier = { minTeamValidBet: string; minActiveMembers: string; minTeamLoss: string; rateBp: string };
const EMPTY_TIER: Tier = { minTeamValidBet: "", minActiveMembers: "0", minTeamLoss: "", rateBp: "" };
const RATES = [
  ["singleBetRateBp", "contracts.singleBetRate"],
  ["lossRateBp", "contracts.lossRate"],
  ["profitRateBp", "contracts.profitRate"],
] as const;

/**
 * A top-level agent's contract of any kind, set by the house and in force at once (it replaces the
 * agent's contract of that kind): the three rates of a real-time salary, or the tiers of a dividend
 * or a daily or hourly salary. Agents below offer their downlines contracts in the agent centre.
 */
export function TopContractForm() {
  const { t } = useI18n();
  const send = useAction(setTopContract, ["agents"]);
  const [kind, setKind] = useState<ContractKind>("dailySalary");
  const [tiers, setTiers] = useState<Tier[]>([{ ...EMPTY_TIER }]);
  const [problems, setProblems] = useState<string[]>([]);
  const tiered = kind !== "realTimeSalary";
  const dividend = kind === "dividend";

  const label = (path: PropertyKey[]): string => {
    const [head, index, field] = path;
    if (head === "tiers" && typeof index === "number") {
      const name = field ? t(`contracts.tier.${String(field)}` as MessageKey) : "";
      return `${t("contracts.tierNo", { n: index + 1 })}${name ? ` · ${name}` : ""}`;
    }
    if (head === "username") return t("agents.agent");
    return t(`contracts.field.${String(head)}` as MessageKey);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const whole = (value: string) => (value === "" ? Number.NaN : Number(value));
    const username = text("username");
    const terms = tiered
      ? {
          ...(dividend ? { period: text("period"), dividendMode: text("dividendMode") } : {}),
          minBetPerMember: text("minBetPerMember"),
          tiers: tiers.map((tier) => ({
            minTeamValidBet: tier.minTeamValidBet.trim(),
            minActiveMembers: whole(tier.minActiveMembers),
            rateBp: whole(tier.rateBp),
            ...(dividend ? { minTeamLoss: tier.minTeamLoss.trim() } : {}),
          })),
        }
      : Object.fromEntries(RATES.map(([name]) => [name, whole(text(name))]));
    const checked = CONTRACT_TERMS[kind].safeParse(terms);
    const found = checked.success ? [] : formIssues(t, checked.error, label);
    if (!username) found.unshift(`${t("agents.agent")}: ${t("formIssue.required")}`);
    setProblems(found);
    if (found.length === 0) send.mutate({ kind, username, terms } as Parameters<typeof setTopContract>[0]);
  }

  return (
    <FormCard
      title={t("contracts.topAny.title")}
      hint={t("contracts.topAny.hint")}
      onSubmit={submit}
      noValidate
    >
      <div className="grid-fields">
        <label>
          {t("agents.agent")}
          <input name="username" maxLength={64} autoComplete="off" />
        </label>
        <label>
          {t("contracts.kind")}
          <select value={kind} onChange={(event) => setKind(event.target.value as ContractKind)}>
            {CONTRACT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`contracts.kind.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {dividend ? (
          <>
            <label>
              {t("contracts.period")}
              <select name="period" defaultValue="semi_monthly">
                {DIVIDEND_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`contracts.period.${value}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("contracts.field.dividendMode")}
              <select name="dividendMode" defaultValue="fixed">
                {DIVIDEND_MODES.map((value) => (
                  <option key={value} value={value}>
                    {t(`contracts.mode.${value}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {tiered ? (
          <label>
            {t("contracts.minBet")}
            <input name="minBetPerMember" inputMode="decimal" defaultValue="0" />
          </label>
        ) : (
          RATES.map(([name, rateLabel]) => (
            <label key={name}>
              {t(rateLabel)} (bp)
              <input name={name} type="number" min={0} max={10000} step={1} defaultValue={0} />
            </label>
          ))
        )}
      </div>
      {tiered ? (
        <fieldset className="tiers">
          <legend>{t("contracts.tiersEdit")}</legend>
          <p className="hint">{t("contracts.tiersHint")}</p>
          <TierRows
            rows={tiers}
            onChange={setTiers}
            blank={EMPTY_TIER}
            max={CONTRACT_TIERS_MAX}
            fields={[
              { key: "minTeamValidBet", label: t("contracts.tier.minTeamValidBet") },
              { key: "minActiveMembers", label: t("contracts.tier.minActiveMembers"), whole: { min: 0 } },
              ...(dividend ? [{ key: "minTeamLoss" as const, label: t("contracts.tier.minTeamLoss") }] : []),
              { key: "rateBp", label: t("contracts.tier.rateBp"), whole: { min: 1, max: 10000 } },
            ]}
            labels={{
              row: (n) => t("contracts.tierNo", { n }),
              add: t("contracts.tierAdd"),
              remove: t("contracts.tierRemove"),
            }}
          />
        </fieldset>
      ) : null}
      <FormEnd
        problems={problems}
        error={send.error}
        done={
          send.data
            ? t("contracts.top.done", { id: send.data.contract.id, ended: send.data.ended.length })
            : null
        }
        busy={send.isPending}
        submit={t("common.save")}
      />
    </FormCard>
  );
}
