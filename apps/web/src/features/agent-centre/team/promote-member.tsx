import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { FormError } from "#app/components/form/form-parts.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type DownlineDetail, promoteDownline } from "../api/team.ts";

/** Makes a direct downline player an agent of level 1 or 2, after a confirmation. */
export function PromoteMember({ detail }: { detail: DownlineDetail }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<1 | 2>(1);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const promote = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await promoteDownline(detail.id, level);
      setDone(t("agent.promote.done", { username: detail.username, code: result.affiliateCode }));
      setConfirming(false);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <p className="profile-saved" role="status">
        {done}
      </p>
    );
  }
  return (
    <section className="agent-card agent-card--inner" aria-labelledby="agent-promote">
      <h4 id="agent-promote" className="agent-page__subtitle">
        {t("agent.promote.title")}
      </h4>
      <p className="centre-note">{t("agent.promote.text")}</p>
      <div className="agent-form__actions">
        <label className="form__field">
          {t("agent.kind.level")}
          <select
            name="promoteLevel"
            value={level}
            onChange={(event) => setLevel(event.target.value === "2" ? 2 : 1)}
          >
            <option value="1">{t("agent.kind.levels.1")}</option>
            <option value="2">{t("agent.kind.levels.2")}</option>
          </select>
        </label>
        {confirming ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t("agent.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={() => void promote()}
            >
              {t("agent.promote.confirm", { username: detail.username })}
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
            {t("agent.promote.action")}
          </button>
        )}
      </div>
      <FormError message={error} />
    </section>
  );
}
