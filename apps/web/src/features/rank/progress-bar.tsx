import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";

/** Money done against a target: a bar, the two amounts, and what is left (or that it is reached). */
export function ProgressBar({
  label,
  done,
  target,
  testId,
}: {
  label: string;
  done: number;
  target: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const ratio = target > 0 ? Math.min(1, done / target) : 1;
  const met = done >= target;
  return (
    <div className={`rank-progress${met ? " is-met" : ""}`} data-testid={testId}>
      <div className="rank-progress__head">
        <span className="rank-progress__label">{label}</span>
        <span className="rank-progress__numbers">
          {t("rank.progress", { done: money(done), target: money(target) })}
        </span>
      </div>
      <div
        className="rank-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(done, target)}
        aria-valuetext={t("rank.progress", { done: money(done), target: money(target) })}
      >
        <span style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
      <span className="rank-progress__left">
        {met ? t("rank.met") : t("rank.remaining", { amount: money(target - done) })}
      </span>
    </div>
  );
}
