import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type CSSProperties, type FormEvent, useId, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useSiteStatus } from "#app/lib/site-status.ts";
import {
  CONTRACT_TIERS_MAX,
  type ContractKind,
  type ContractView,
  givenQuery,
  type OfferTerms,
  offerContract,
} from "../api/contracts.ts";
import { downlinesQuery } from "../api/team.ts";
import { useAgentFormats } from "../common/formats.ts";
import {
  bpText,
  emptyTier,
  type OfferError,
  type OfferErrors,
  type OfferTexts,
  readOffer,
  type TierTexts,
  textsOf,
  tierCeiling,
} from "./terms.ts";

export type OfferTarget = { memberId: number; username: string; current: ContractView | null };

/** The direct downline agents an offer may go to (the first hundred by name). */
const directAgents = {
  scope: "direct",
  kind: "agent",
  sort: "username",
  order: "asc",
  pageNo: 1,
  pageSize: 100,
} as const;

/**
 * An upline's offer to a direct downline agent (decision 042): the tiers (each threshold at least
 * the tier's before, rates rising, none above what the upline's own contract pays there) or the
 * real-time rates; dividends keep the upline's period and mode. Terms lower than the downline's
 * contract in force bring the spec's warning: agreed, the offer is sent again and that contract ends.
 */
export function OfferDialog({
  kind,
  mine,
  target,
  onClose,
  onSent,
}: {
  kind: ContractKind;
  /** The offerer's own contract in force: the ceiling of every rate. */
  mine: ContractView;
  /** The downline, when the offer starts from it (new terms for a contract it holds). */
  target?: OfferTarget;
  onClose(): void;
  onSent(username: string): void;
}) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const id = useId();
  const decimals = useSiteStatus().info.site.currency.decimals;
  const queryClient = useQueryClient();
  const agents = useQuery({ ...downlinesQuery(directAgents), enabled: !target });
  const [memberId, setMemberId] = useState<number | null>(target?.memberId ?? null);
  const [texts, setTexts] = useState<OfferTexts>(() => textsOf(target?.current ?? mine));
  const [errors, setErrors] = useState<OfferErrors>({ tiers: [] });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [lowerWarning, setLowerWarning] = useState<OfferTerms | null>(null);
  const kindName = t(`agent.contracts.kinds.${kind}`);
  const username =
    target?.username ?? agents.data?.list.find((member) => member.id === memberId)?.username ?? "";

  // New terms for a member start from the contract it holds, if any, else from the offerer's own.
  const choose = async (id: number | null) => {
    setMemberId(id);
    const chosen = agents.data?.list.find((member) => member.id === id);
    if (!chosen) return;
    const held = await queryClient
      .fetchQuery(givenQuery(kind, { state: "live", username: chosen.username, pageNo: 1, pageSize: 5 }))
      .catch(() => null);
    const current = held?.list.find((contract) => contract.state !== "pending") ?? null;
    setTexts(textsOf(current ?? mine));
    setErrors({ tiers: [] });
  };

  const errorOf = (code: OfferError | undefined, max?: number) =>
    code
      ? t(`agent.contracts.errors.${code}`, {
          max: max === undefined ? "" : bpText(max),
          mine: f.money(mine.minBetPerMember),
        })
      : null;

  const send = async (terms: OfferTerms, agreeLowerRate: boolean) => {
    if (memberId === null) return;
    setPending(true);
    setError(null);
    try {
      await offerContract(kind, { memberId, terms, agreeLowerRate });
      onSent(username);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errorCode === "contract.lower.rate" && !agreeLowerRate) {
        setLowerWarning(terms);
      } else {
        setError(errorText(t, failure));
      }
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (memberId === null) {
      setError(t("agent.contracts.offer.chooseMember"));
      return;
    }
    const read = readOffer(kind, texts, mine, decimals);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({ tiers: [] });
    void send(read.terms, false);
  };

  const setTier = (index: number, field: keyof TierTexts, value: string) => {
    setTexts((current) => ({
      ...current,
      tiers: current.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)),
    }));
    setErrors((current) => ({
      ...current,
      tiers: current.tiers.map((tier, at) => (at === index ? { ...tier, [field]: undefined } : tier)),
    }));
  };

  return (
    <Modal title={t("agent.contracts.offer.title", { kind: kindName })} onClose={onClose} width={760}>
      <form className="agent-form contract-offer" onSubmit={submit} noValidate data-testid="contract-offer">
        <p className="centre-note">{t(`agent.contracts.offer.text.${kind}`)}</p>
        {target ? (
          <p className="contract-offer__to">{t("agent.contracts.offer.to", { username: target.username })}</p>
        ) : (
          <label className="form__field">
            {t("agent.contracts.offer.member")}
            <select
              name="memberId"
              value={memberId ?? ""}
              onChange={(event) => void choose(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">
                {agents.isPending ? t("agent.loading") : t("agent.contracts.offer.choose")}
              </option>
              {agents.data?.list.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.username}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === "realTimeSalary" ? (
          <fieldset className="agent-rates contract-offer__rates">
            <legend>{t("agent.contracts.offer.rates")}</legend>
            {(
              [
                ["singleBetRate", mine.singleBetRateBp],
                ["lossRate", mine.lossRateBp],
                ["profitRate", mine.profitRateBp],
              ] as const
            ).map(([field, ceiling]) => (
              <div key={field} className="agent-rates__field">
                <label htmlFor={`${id}-${field}`}>{t(`agent.contracts.terms.${field}`)}</label>
                <span className="agent-rates__input">
                  <input
                    id={`${id}-${field}`}
                    name={field}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={6}
                    value={texts[field]}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={`${id}-${field}-hint`}
                    onChange={(event) => {
                      setTexts((current) => ({ ...current, [field]: event.target.value }));
                      setErrors((current) => ({ ...current, [field]: undefined }));
                    }}
                  />
                  <span aria-hidden="true">%</span>
                </span>
                <span
                  id={`${id}-${field}-hint`}
                  className={errors[field] ? "form__error" : "agent-rates__hint"}
                  role={errors[field] ? "alert" : undefined}
                >
                  {errorOf(errors[field], ceiling ?? 0) ??
                    t("agent.rates.max", { max: bpText(ceiling ?? 0) })}
                </span>
              </div>
            ))}
          </fieldset>
        ) : (
          <>
            <div className="agent-form__row">
              {kind === "dividend" ? (
                <>
                  <p className="form__field contract-offer__fixed">
                    <span>{t("agent.contracts.terms.period")}</span>
                    <strong>{t(`agent.contracts.periods.${mine.period ?? "daily"}`)}</strong>
                  </p>
                  <p className="form__field contract-offer__fixed">
                    <span>{t("agent.contracts.terms.mode")}</span>
                    <strong>{t(`agent.contracts.modes.${mine.dividendMode ?? "fixed"}`)}</strong>
                  </p>
                </>
              ) : null}
              <label className="form__field">
                {t("agent.contracts.terms.minBetPerMember")}
                <input
                  name="minBetPerMember"
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts.minBetPerMember}
                  aria-invalid={errors.minBetPerMember ? true : undefined}
                  onChange={(event) => {
                    setTexts((current) => ({ ...current, minBetPerMember: event.target.value }));
                    setErrors((current) => ({ ...current, minBetPerMember: undefined }));
                  }}
                />
                <span className={errors.minBetPerMember ? "form__error" : "agent-rates__hint"}>
                  {errorOf(errors.minBetPerMember) ??
                    t("agent.contracts.offer.minBetHint", { mine: f.money(mine.minBetPerMember) })}
                </span>
              </label>
            </div>
            {kind === "dividend" ? (
              <p className="agent-page__foot">{t("agent.contracts.offer.dividendFixed")}</p>
            ) : null}
            <TiersEditor
              kind={kind}
              tiers={texts.tiers}
              errors={errors}
              ceilingOf={(tier) => tierCeiling(mine, tier, decimals)}
              errorOf={errorOf}
              onChange={setTier}
              onAdd={() => setTexts((current) => ({ ...current, tiers: [...current.tiers, emptyTier()] }))}
              onRemove={(index) => {
                setTexts((current) => ({ ...current, tiers: current.tiers.filter((_, at) => at !== index) }));
                setErrors((current) => ({
                  ...current,
                  tiers: current.tiers.filter((_, at) => at !== index),
                }));
              }}
            />
          </>
        )}
        <FormError message={error} />
        <div className="agent-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("agent.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t("agent.contracts.offer.send")}
          </button>
        </div>
      </form>
      {lowerWarning ? (
        <LowerRateWarning
          username={username}
          pending={pending}
          onCancel={() => setLowerWarning(null)}
          onAgree={() => {
            const terms = lowerWarning;
            setLowerWarning(null);
            void send(terms, true);
          }}
        />
      ) : null}
    </Modal>
  );
}

function TiersEditor({
  kind,
  tiers,
  errors,
  ceilingOf,
  errorOf,
  onChange,
  onAdd,
  onRemove,
}: {
  kind: ContractKind;
  tiers: TierTexts[];
  errors: OfferErrors;
  ceilingOf(tier: TierTexts): number | null;
  errorOf(code: OfferError | undefined, max?: number): string | null;
  onChange(index: number, field: keyof TierTexts, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
}) {
  const { t } = useTranslation();
  const fields: Array<keyof TierTexts> =
    kind === "dividend"
      ? ["minTeamValidBet", "minActiveMembers", "minTeamLoss", "rate"]
      : ["minTeamValidBet", "minActiveMembers", "rate"];
  const header = (field: keyof TierTexts) =>
    field === "minTeamValidBet"
      ? t(
          kind === "dividend"
            ? "agent.contracts.terms.teamValidBetPeriod"
            : `agent.contracts.terms.teamValidBet.${kind}`,
        )
      : field === "minActiveMembers"
        ? t("agent.contracts.terms.activeMembers")
        : field === "minTeamLoss"
          ? t("agent.contracts.terms.teamLoss")
          : t("agent.contracts.terms.rate");
  return (
    <fieldset className="contract-tiers-editor" data-testid="contract-tiers">
      <legend>{t("agent.contracts.terms.tiers")}</legend>
      <p className="agent-page__foot">{t("agent.contracts.offer.tiersHint")}</p>
      <ol className="contract-tiers-editor__list">
        {tiers.map((tier, index) => {
          const ceiling = ceilingOf(tier);
          const tierErrors = errors.tiers[index] ?? {};
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, their position is theirs.
              key={index}
              className="contract-tiers-editor__row"
              data-tier={index + 1}
              style={{ "--fields": fields.length } as CSSProperties}
            >
              <span className="contract-tiers-editor__no">
                {t("agent.contracts.terms.tierNo", { n: index + 1 })}
              </span>
              {fields.map((field) => {
                const message = errorOf(tierErrors[field], field === "rate" ? (ceiling ?? 0) : undefined);
                return (
                  <label key={field} className="form__field contract-tiers-editor__field">
                    {header(field)}
                    <span className={field === "rate" ? "agent-rates__input" : undefined}>
                      <input
                        name={`tier-${index + 1}-${field}`}
                        inputMode={field === "minActiveMembers" ? "numeric" : "decimal"}
                        autoComplete="off"
                        value={tier[field]}
                        aria-invalid={message ? true : undefined}
                        onChange={(event) => onChange(index, field, event.target.value)}
                      />
                      {field === "rate" ? <span aria-hidden="true">%</span> : null}
                    </span>
                    {message ? (
                      <span className="form__error" role="alert">
                        {message}
                      </span>
                    ) : field === "rate" && ceiling !== null ? (
                      <span className="agent-rates__hint">
                        {t("agent.rates.max", { max: bpText(ceiling) })}
                      </span>
                    ) : null}
                  </label>
                );
              })}
              <button
                type="button"
                className="button button--secondary contract-tiers-editor__remove"
                disabled={tiers.length === 1}
                onClick={() => onRemove(index)}
                aria-label={t("agent.contracts.offer.removeTier", { n: index + 1 })}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        disabled={tiers.length >= CONTRACT_TIERS_MAX}
        onClick={onAdd}
      >
        {t("agent.contracts.offer.addTier")}
      </button>
    </fieldset>
  );
}

/** The spec's warning (part 2 §4): a lower rate than the downline's contract ends that contract. */
function LowerRateWarning({
  username,
  pending,
  onCancel,
  onAgree,
}: {
  username: string;
  pending: boolean;
  onCancel(): void;
  onAgree(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t("agent.contracts.lower.title")} onClose={onCancel} width={440} className="auth-warning">
      <div className="auth-warning__body" data-testid="contract-lower-warning">
        <p role="alert">{t("agent.contracts.lower.text", { username })}</p>
        <div className="agent-form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t("agent.cancel")}
          </button>
          <button type="button" className="button button--primary" disabled={pending} onClick={onAgree}>
            {t("agent.contracts.lower.agree")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
