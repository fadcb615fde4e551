import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { actOnContract, type ContractAction, type ContractView } from "../api/contracts.ts";
import { useAgentFormats } from "../common/formats.ts";
import { TermsView } from "./terms-view.tsx";

/** Actions that end or risk ending a contract ask once more before they are sent. */
const CONFIRMED: readonly ContractAction[] = ["reject", "withdraw", "requestTermination", "agreeTermination"];

/** The actions the caller's side may take on a contract in its state. */
export function actionsOf(contract: ContractView): ContractAction[] {
  const mine = contract.role;
  switch (contract.state) {
    case "pending":
      return mine === "downline" ? ["accept", "reject"] : ["withdraw"];
    case "active":
      // A top-level agent's terms come from the operator, who ends them.
      return contract.upline === null ? [] : ["requestTermination"];
    case "termination_requested":
      return contract.terminationRequestedBy === mine
        ? ["cancelTermination"]
        : ["agreeTermination", "cancelTermination"];
    default:
      return [];
  }
}

/**
 * The buttons of a contract's actions; an action that ends something asks to confirm first. The
 * server's refusal shows under them, in the reader's language when the code is known.
 */
export function ContractActions({
  contract,
  actions = actionsOf(contract),
  onDone,
}: {
  contract: ContractView;
  actions?: ContractAction[];
  onDone?(action: ContractAction): void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<ContractAction | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (actions.length === 0) return null;

  const run = async (action: ContractAction) => {
    setPending(true);
    setError(null);
    try {
      await actOnContract(contract.kind, action, contract.id);
      setConfirming(null);
      onDone?.(action);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setPending(false);
    }
  };
  const label = (action: ContractAction) =>
    action === "cancelTermination" && contract.terminationRequestedBy !== contract.role
      ? t("agent.contracts.actions.keep")
      : t(`agent.contracts.actions.${action}`);

  return (
    <div className="contract-actions">
      {confirming ? (
        <div className="contract-actions__confirm">
          <p className="centre-note">{t(`agent.contracts.confirm.${confirming}`)}</p>
          <div className="agent-form__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
              {t("agent.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void run(confirming)}
            >
              {t("agent.contracts.actions.confirm", { action: label(confirming) })}
            </button>
          </div>
        </div>
      ) : (
        <div className="agent-form__actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === "accept" || action === "agreeTermination" ? "button--primary" : "button--secondary"}`}
              disabled={pending}
              data-action={action}
              onClick={() => (CONFIRMED.includes(action) ? setConfirming(action) : void run(action))}
            >
              {label(action)}
            </button>
          ))}
        </div>
      )}
      <FormError message={error} />
    </div>
  );
}

/** A request awaiting the member's answer: an offer to it, or the other side's termination request. */
export function RequestCard({
  contract,
  onDone,
}: {
  contract: ContractView;
  onDone?(action: ContractAction): void;
}) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const offer = contract.state === "pending";
  const from =
    contract.role === "downline" ? (contract.upline ?? t("agent.contracts.operator")) : contract.downline;
  return (
    <article
      className="agent-card contract-request"
      data-contract={contract.id}
      data-testid="contract-request"
    >
      <header className="agent-card__head">
        <h4 className="agent-page__subtitle">
          {offer
            ? t("agent.contracts.requests.offer", { from, kind: t(`agent.contracts.kinds.${contract.kind}`) })
            : t("agent.contracts.requests.termination", {
                from,
                kind: t(`agent.contracts.kinds.${contract.kind}`),
              })}
        </h4>
        <span className="agent-page__foot">
          {offer && contract.expiresAt
            ? t("agent.contracts.requests.expires", { time: f.time(contract.expiresAt) })
            : contract.terminationRequestedAt
              ? f.time(contract.terminationRequestedAt)
              : null}
        </span>
      </header>
      {offer && contract.replacesContractId ? (
        <p className="centre-note">{t("agent.contracts.requests.replaces")}</p>
      ) : null}
      <TermsView contract={contract} />
      <ContractActions contract={contract} onDone={onDone} />
    </article>
  );
}
