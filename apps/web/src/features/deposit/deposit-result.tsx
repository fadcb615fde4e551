import type { DepositRecord } from "@banca/contract/calls/deposit";
import { useEffect, useState } from "react";
import { CopyButton } from "#app/components/ui/copy-button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { QrCode } from "#app/components/ui/qr-code.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { StatusBadge } from "./status-badge.tsx";

/** mm:ss left until `until`, ticking every second. */
function useCountdown(until: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes >= 60
    ? `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`
    : `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the player does next for the deposit just made, and its status as it changes. */
export function DepositResult({
  record,
  currency,
  onDone,
}: {
  record: DepositRecord;
  currency: Currency;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  const left = useCountdown(record.expiresAt);
  const amount = formatMoney(record.amount, currency, i18n.language);
  const pending = record.status === "pending";
  const heading =
    record.status === "approved"
      ? t("deposit.result.approved")
      : !pending
        ? t(`deposit.status.${record.status}`)
        : t(`deposit.result.${record.paymentType}.title`);

  return (
    <section
      className={`deposit-result deposit-result--${record.status}`}
      aria-live="polite"
      data-testid="deposit-result"
    >
      <div className="deposit-result__head">
        <span className="centre-icon deposit-result__icon">
          <Icon
            name={
              record.status === "approved" ? "check" : record.paymentType === "qr" ? "qr-code" : "receipt"
            }
            size={22}
          />
        </span>
        <div>
          <h3>{heading}</h3>
          {pending ? <p>{t(`deposit.result.${record.paymentType}.text`)}</p> : null}
        </div>
      </div>
      {pending && record.qrCode ? (
        <div className="deposit-result__qr">
          <QrCode
            value={record.qrCode}
            raw
            size={200}
            margin={12}
            label={t("deposit.result.qr.label", { amount })}
          />
          <p className="deposit-result__countdown">{t("deposit.result.expiresIn", { time: left })}</p>
          <CopyButton className="deposit-copy" value={record.qrCode} label={t("deposit.result.qr.code")} />
        </div>
      ) : null}
      <dl className="centre-facts deposit-result__facts">
        <div>
          <dt>{t("deposit.amount")}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t("deposit.orderNo")}</dt>
          <dd>
            <span data-testid="deposit-order-no">{record.orderNo}</span>
            <CopyButton className="deposit-copy" value={record.orderNo} label={t("deposit.orderNo")} />
          </dd>
        </div>
        <div>
          <dt>{t("deposit.records.status")}</dt>
          <dd>
            <StatusBadge status={record.status} />
          </dd>
        </div>
      </dl>
      <div className="deposit-result__actions">
        {pending && record.redirectUrl ? (
          <a
            className="button button--primary"
            href={record.redirectUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("deposit.result.gateway.open")}
          </a>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t("deposit.result.another")}
        </button>
      </div>
    </section>
  );
}
