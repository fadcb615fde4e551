import { useTranslation } from "#app/i18n/use-translation.tsx";

/** How many protections are on, as a strength meter: low, medium, high. */
export function SecurityLevel({ level, total }: { level: number; total: number }) {
  const { t } = useTranslation();
  const ratio = total > 0 ? level / total : 0;
  const strength = ratio >= 1 ? "high" : ratio >= 0.5 ? "medium" : "low";
  return (
    <div className={`security-level security-level--${strength}`} data-testid="security-level">
      <div className="security-level__text">
        <span className="security-level__label">{t("security.level.title")}</span>
        <strong className="security-level__value">{t(`security.level.${strength}`)}</strong>
      </div>
      {/* The segments only draw the count the hint below says in words. */}
      <div className="security-level__bar" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, nothing else.
          <span key={index} className={`security-level__segment${index < level ? " is-on" : ""}`} />
        ))}
      </div>
      <p className="security-level__hint">
        {level >= total ? t("security.level.complete") : t("security.level.count", { level, total })}
      </p>
    </div>
  );
}
