import { useEffect } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useSiteStatus } from "#app/lib/site-status.ts";
import { loadAnalyticsTag } from "./analytics-tag.ts";
import { useAnalyticsConsent } from "./consent-store.ts";

/**
 * The analytics tag of a merchant that sets one (spec part 1 §3, `analytics.gtagId`): asked for
 * first, loaded only once the visitor accepted, never after a refusal. Rendered only for such a
 * merchant, so a site without an id never asks and never loads anything.
 */
export function AnalyticsHost() {
  const { t } = useTranslation();
  const { gtagId, scriptUrl } = useSiteStatus().info.analytics;
  const consent = useAnalyticsConsent((state) => state.consent);
  const asking = useAnalyticsConsent((state) => state.asking);
  const choose = useAnalyticsConsent((state) => state.choose);

  useEffect(() => {
    if (consent === "granted") loadAnalyticsTag(scriptUrl, gtagId);
  }, [consent, scriptUrl, gtagId]);

  if (consent !== null && !asking) return null;
  return (
    <section className="consent-banner" aria-label={t("analytics.title")} data-testid="analytics-consent">
      <p className="consent-banner__text">
        <strong>{t("analytics.title")}</strong> {t("analytics.text")}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose("denied")}>
          {t("analytics.refuse")}
        </button>
        <button type="button" className="button button--primary" onClick={() => choose("granted")}>
          {t("analytics.accept")}
        </button>
      </div>
    </section>
  );
}
