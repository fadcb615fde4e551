import type { ProductType } from "@banca/contract/agent-products";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type DownlineDetail, myRebateRatesQuery, setDownlineRebates } from "../api/team.ts";
import { RateFields } from "../common/rate-fields.tsx";
import { type RateError, rateTexts, readRates } from "../common/rates.ts";
import { RatesSummary } from "../common/rates-summary.tsx";

/**
 * A direct downline's rebate rates, none above the agent's own (the server also keeps them at or
 * above the member's own downlines'); members further down are set by their own upline.
 */
export function MemberRebates({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const mine = useQuery(myRebateRatesQuery());
  const [values, setValues] = useState(() => rateTexts(detail.rebateRates));
  const [errors, setErrors] = useState<Partial<Record<ProductType, RateError>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  if (!detail.direct) {
    return (
      <div className="agent-member__facts">
        <p className="centre-note">{t("agent.rebates.notDirect", { upline: detail.upline })}</p>
        <RatesSummary rates={detail.rebateRates} />
      </div>
    );
  }
  if (!mine.data) {
    return (
      <p className="agent-page__status" role="status">
        {t("agent.loading")}
      </p>
    );
  }
  const ceiling = mine.data.rebateRates;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    const read = readRates(values, ceiling);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    setPending(true);
    try {
      await setDownlineRebates(detail.id, read.rates);
      setSaved(true);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="agent-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="agent-member-rebates"
    >
      <p className="centre-note">{t("agent.rebates.text")}</p>
      <RateFields
        values={values}
        ceiling={ceiling}
        errors={errors}
        onChange={(product, value) => {
          setValues((current) => ({ ...current, [product]: value }));
          setErrors((current) => ({ ...current, [product]: undefined }));
          setSaved(false);
        }}
      />
      <FormError message={error} />
      {saved ? (
        <p className="profile-saved" role="status">
          {t("agent.rebates.saved")}
        </p>
      ) : null}
      <div className="agent-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t("agent.rebates.save")}
        </button>
      </div>
    </form>
  );
}
