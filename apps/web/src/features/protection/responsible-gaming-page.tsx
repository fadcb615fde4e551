import { LIMIT_KINDS, REALITY_CHECK_MINUTES } from "@banca/contract/protection";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { signOut } from "#app/features/session/sign-out.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useUiStore } from "#app/stores/ui-store.ts";
import { protectionKey, protectionStatusQuery, setRealityCheck } from "./api.ts";
import { ExclusionForm } from "./exclusion-form.tsx";
import { LimitRow } from "./limit-row.tsx";

const MONEY_PERIODS = ["day", "week", "month"] as const;

/**
 * Responsible gaming (decision 084): each limit with what is used and any pending raise, the
 * reality-check interval, and the time-out / self-exclusion form with its warnings.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(protectionStatusQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: protectionKey });
  const limits = status.data?.limits ?? [];
  const exclusion = status.data?.exclusion ?? null;

  if (!status.data)
    return <div className="protection-page" data-testid="responsible-gaming" aria-busy="true" />;
  return (
    <div className="protection-page" data-testid="responsible-gaming">
      <h3 className="security-page__title">{t("protection.title")}</h3>
      <p className="protection-intro">{t("protection.intro")}</p>
      {exclusion ? (
        <div className="protection-warning" data-testid="exclusion-active">
          <p>
            {exclusion.until
              ? t("protection.exclusion.activeUntil", {
                  at: formatDateTime(exclusion.until),
                })
              : t("protection.exclusion.activePermanent")}
          </p>
          <button
            type="button"
            className="button button--primary"
            data-testid="exclusion-withdraw"
            onClick={() => useUiStore.getState().openModal("memberCentre", { page: "withdraw" })}
          >
            {t("protection.exclusion.withdraw")}
          </button>
        </div>
      ) : null}
      {/* While excluded the log-in reaches withdrawals and records only: nothing here to change. */}
      {(exclusion ? [] : LIMIT_KINDS).map((kind) => (
        <section key={kind} className="protection-section">
          <h4>{t(`protection.kinds.${kind}`)}</h4>
          <p className="protection-hint">{t(`protection.hints.${kind}`)}</p>
          {(kind === "session" ? (["session"] as const) : MONEY_PERIODS).map((period) => (
            <LimitRow
              key={period}
              kind={kind}
              period={period}
              view={limits.find((limit) => limit.kind === kind && limit.period === period)}
              onSaved={refresh}
            />
          ))}
        </section>
      ))}
      {exclusion ? null : (
        <section className="protection-section">
          <h4>{t("protection.reality.title")}</h4>
          <p className="protection-hint">{t("protection.reality.hint")}</p>
          <select
            className="protection-input"
            data-testid="reality-interval"
            aria-label={t("protection.reality.title")}
            value={String(status.data?.realityCheckMinutes ?? "")}
            onChange={(event) =>
              void setRealityCheck(event.target.value ? Number(event.target.value) : null).then(refresh)
            }
          >
            <option value="">{t("protection.reality.off")}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t("protection.minutes", { count: minutes })}
              </option>
            ))}
          </select>
        </section>
      )}
      {exclusion ? null : (
        <section className="protection-section">
          <h4>{t("protection.exclusion.title")}</h4>
          <ExclusionForm onDone={() => void signOut()} />
        </section>
      )}
    </div>
  );
}
