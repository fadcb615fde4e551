import type { ProductType } from "@banca/contract/agent-products";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { createAffiliateLink, type DownlineKind } from "../api/team.ts";
import { KindChoice } from "../common/kind-choice.tsx";
import { RateFields } from "../common/rate-fields.tsx";
import { type RateError, type Rates, readRates, zeroRateTexts } from "../common/rates.ts";

/** A new link setting: who registers by it (player or agent) and with which rebate rates. */
export function NewLinkForm({ ceiling, onDone }: { ceiling: Rates; onDone(): void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DownlineKind>("player");
  const [agentLevel, setAgentLevel] = useState<1 | 2>(1);
  const [rates, setRates] = useState(zeroRateTexts);
  const [rateErrors, setRateErrors] = useState<Partial<Record<ProductType, RateError>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readRates(rates, ceiling);
    if ("errors" in read) {
      setRateErrors(read.errors);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await createAffiliateLink({
        kind,
        ...(kind === "agent" ? { agentLevel } : {}),
        rebateRates: read.rates,
      });
      onDone();
    } catch (failure) {
      setError(errorText(t, failure));
      setPending(false);
    }
  };

  return (
    <form
      className="agent-form agent-card agent-card--inner"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h4 className="agent-page__subtitle">{t("agent.links.newTitle")}</h4>
      <KindChoice kind={kind} agentLevel={agentLevel} onKind={setKind} onLevel={setAgentLevel} />
      <RateFields
        values={rates}
        ceiling={ceiling}
        errors={rateErrors}
        onChange={(product, value) => {
          setRates((current) => ({ ...current, [product]: value }));
          setRateErrors((current) => ({ ...current, [product]: undefined }));
        }}
      />
      <FormError message={error} />
      <div className="agent-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t("agent.cancel")}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t("agent.links.create")}
        </button>
      </div>
    </form>
  );
}
