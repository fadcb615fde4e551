import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type DownlineDetail, myRebateRatesQuery, setDownlinePrizeGroup } from "../api/team.ts";

const LOWEST = 1000;

/**
 * A direct downline's highest lottery prize group (decision 068): at most the agent's own; its bets
 * choose no group above it and its rebate is measured from it. Members further down show theirs.
 */
export function MemberPrizeGroup({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const mine = useQuery(myRebateRatesQuery());
  const [value, setValue] = useState(detail.prizeGroup === null ? "" : String(detail.prizeGroup));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const current = detail.prizeGroup === null ? t("agent.prizeGroup.gamesTop") : String(detail.prizeGroup);

  if (!detail.direct || !mine.data) {
    return (
      <section className="agent-prize-group" data-testid="agent-member-prize-group">
        <h3 className="agent-prize-group__title">{t("agent.prizeGroup.title")}</h3>
        <p className="centre-note">{t("agent.prizeGroup.current", { group: current })}</p>
      </section>
    );
  }
  const ceiling = mine.data.prizeGroup ?? 2000;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    const group = Number(value);
    if (!/^\d{4}$/.test(value.trim()) || group < LOWEST || group > ceiling) {
      setError(t("agent.prizeGroup.range", { min: LOWEST, max: ceiling }));
      return;
    }
    setPending(true);
    try {
      await setDownlinePrizeGroup(detail.id, group);
      setSaved(true);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="agent-form agent-prize-group"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="agent-member-prize-group"
    >
      <h3 className="agent-prize-group__title">{t("agent.prizeGroup.title")}</h3>
      <p className="centre-note">{t("agent.prizeGroup.text", { max: ceiling })}</p>
      <div className="agent-rates">
        <div className="agent-rates__field">
          <label htmlFor={`${id}-group`}>{t("agent.prizeGroup.label")}</label>
          <span className="agent-rates__input">
            <input
              id={`${id}-group`}
              name="prize-group"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder={String(ceiling)}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setSaved(false);
                setError(null);
              }}
            />
          </span>
        </div>
      </div>
      <FormError message={error} />
      {saved ? (
        <p className="profile-saved" role="status">
          {t("agent.prizeGroup.saved")}
        </p>
      ) : null}
      <div className="agent-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t("agent.prizeGroup.save")}
        </button>
      </div>
    </form>
  );
}
