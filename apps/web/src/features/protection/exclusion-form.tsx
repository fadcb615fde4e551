import { SELF_EXCLUSION_MONTHS, TIMEOUT_HOURS } from "@banca/contract/protection";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { selfExclude } from "./api.ts";

// Choices inside the bounds the server holds: hours of a time-out, months of a self-exclusion.
const TIMEOUTS = [TIMEOUT_HOURS.min, 72, 168, 336, TIMEOUT_HOURS.max];
const EXCLUSIONS = [SELF_EXCLUSION_MONTHS.min, 12, 24, 36, SELF_EXCLUSION_MONTHS.max];

/**
 * A time-out or self-exclusion. It asks for the log-in password, so someone at an unlocked screen
 * cannot lock the owner out; it ends this session at once, so the site goes back to its start.
 */
export function ExclusionForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<"timeout" | "self_exclusion">("timeout");
  const [duration, setDuration] = useState<string>(String(TIMEOUT_HOURS.min));
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choices = kind === "timeout" ? TIMEOUTS : EXCLUSIONS;

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await selfExclude({ kind, duration: duration === "permanent" ? null : Number(duration), password });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? errorText(t, failure) : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="protection-exclusion"
      data-testid="exclusion-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && password) void submit();
      }}
    >
      <p className="protection-warning" role="note">
        {t("protection.exclusion.warning")}
      </p>
      <label className="protection-field">
        <span>{t("protection.exclusion.kind")}</span>
        <select
          className="protection-input"
          value={kind}
          onChange={(event) => {
            const next = event.target.value as typeof kind;
            setKind(next);
            setDuration(String(next === "timeout" ? TIMEOUT_HOURS.min : SELF_EXCLUSION_MONTHS.min));
          }}
        >
          <option value="timeout">{t("protection.exclusion.timeout")}</option>
          <option value="self_exclusion">{t("protection.exclusion.selfExclusion")}</option>
        </select>
      </label>
      <label className="protection-field">
        <span>{t("protection.exclusion.duration")}</span>
        <select
          className="protection-input"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {kind === "timeout"
                ? t("protection.exclusion.hours", { count: choice })
                : t("protection.exclusion.months", { count: choice })}
            </option>
          ))}
          {kind === "self_exclusion" ? (
            <option value="permanent">{t("protection.exclusion.permanent")}</option>
          ) : null}
        </select>
      </label>
      <label className="protection-field">
        <span>{t("protection.exclusion.password")}</span>
        <input
          className="protection-input"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={128}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <label className="protection-check">
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
        <span>{t("protection.exclusion.confirm")}</span>
      </label>
      {error ? (
        <p className="auth-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={pending || !confirmed || !password}>
        {t("protection.exclusion.submit")}
      </button>
    </form>
  );
}
