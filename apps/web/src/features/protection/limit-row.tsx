import type { LimitKind, LimitPeriod } from "@banca/contract/protection";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { setPlayerLimit } from "./api.ts";

export type LimitView = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number;
  pending: { amount: number | null; appliesAt: string } | null;
};

/** One limit: what is in force and used, a pending change with its time, and a field to change it. */
export function LimitRow({
  kind,
  period,
  view,
  onSaved,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  view: LimitView | undefined;
  onSaved(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const minutes = kind === "session";
  const shown = (amount: number) => (minutes ? t("protection.minutes", { count: amount }) : money(amount));

  const save = async (amount: number | null) => {
    setPending(true);
    setMessage(null);
    try {
      const saved = await setPlayerLimit({ kind, period, amount });
      setValue("");
      setMessage(saved.pending ? t("protection.limits.pendingSaved") : t("protection.limits.saved"));
      await onSaved();
    } catch (error) {
      setMessage(error instanceof ApiError ? errorText(t, error) : String(error));
    } finally {
      setPending(false);
    }
  };

  const label = t(`protection.periods.${period}`);
  return (
    <form
      className="protection-limit"
      data-testid={`limit-${kind}-${period}`}
      onSubmit={(event) => {
        event.preventDefault();
        const amount = Number(value);
        if (value.trim() && Number.isFinite(amount) && amount > 0) void save(amount);
      }}
    >
      <div className="protection-limit__head">
        <span className="protection-limit__period">{label}</span>
        <span className="protection-limit__figure" data-testid="limit-used">
          {view?.amount != null
            ? t("protection.limits.usedOf", { used: shown(view.used), limit: shown(view.amount) })
            : t("protection.limits.none")}
        </span>
      </div>
      {view?.amount != null ? (
        <progress
          className="protection-limit__bar"
          max={view.amount}
          value={Math.min(view.used, view.amount)}
        />
      ) : null}
      {view?.pending ? (
        <p className="protection-limit__pending" data-testid="limit-pending">
          {t("protection.limits.pending", {
            amount:
              view.pending.amount === null ? t("protection.limits.noLimit") : shown(view.pending.amount),
            at: formatDateTime(view.pending.appliesAt),
          })}
        </p>
      ) : null}
      <div className="protection-limit__edit">
        <input
          className="protection-input"
          aria-label={`${t(`protection.kinds.${kind}`)} ${label}`}
          inputMode={minutes ? "numeric" : "decimal"}
          placeholder={
            minutes ? t("protection.limits.minutesPlaceholder") : t("protection.limits.amountPlaceholder")
          }
          value={value}
          maxLength={12}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {t("protection.limits.save")}
        </button>
        {view?.amount != null && !view.pending ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={pending}
            onClick={() => void save(null)}
          >
            {t("protection.limits.remove")}
          </button>
        ) : null}
      </div>
      {message ? (
        <p className="protection-limit__message" role="status">
          {message}
        </p>
      ) : null}
    </form>
  );
}
