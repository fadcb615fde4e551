import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { type WithdrawalRecord, withdrawalsQuery } from "./api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const PAGE_SIZE = 10;

/** The member's withdrawals with their statuses; paid and disputed ones open the confirmation. */
export function WithdrawRecords({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(withdrawalsQuery({ pageNo, pageSize: PAGE_SIZE }));
  const [open, setOpen] = useState<WithdrawalRecord | null>(null);
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const data = records.data;
  // The oldest payout on this page still waiting for the member: asked about first, above the list.
  const awaiting = data?.list.findLast((record) => record.status === "paid");

  return (
    <section className="withdraw__section" aria-labelledby="withdraw-records-title">
      <h3 id="withdraw-records-title">{t("withdraw.records.title")}</h3>
      {awaiting ? (
        <div className="withdraw__notice" role="status" data-testid="withdraw-awaiting">
          <span>{t("withdraw.records.awaiting", { amount: money(awaiting.payout) })}</span>
          <button type="button" className="button button--primary" onClick={() => setOpen(awaiting)}>
            {t("withdraw.records.confirm")}
          </button>
        </div>
      ) : null}
      {records.isPending ? <p className="centre-note">{t("withdraw.loading")}</p> : null}
      {data && data.list.length === 0 ? <p className="centre-note">{t("withdraw.records.none")}</p> : null}
      <ul className="withdraw-records" data-testid="withdraw-records">
        {data?.list.map((record) => (
          <li key={record.id} className="withdraw-record" data-status={record.status}>
            <div className="withdraw-record__main">
              <span className="withdraw-record__amount">{money(record.amount)}</span>
              <span className={`withdraw-status withdraw-status--${record.status}`}>
                {t(`withdraw.status.${record.status}`)}
              </span>
            </div>
            <div className="withdraw-record__meta">
              <span>{record.orderNo}</span>
              <span>{formatDateTime(record.requestedAt)}</span>
              <span>
                {record.card.providerName} {record.card.accountNumber}
              </span>
              {record.fee > 0 ? <span>{t("withdraw.records.fee", { fee: money(record.fee) })}</span> : null}
            </div>
            {record.confirmation ? (
              <p className="withdraw-record__note">
                {t(`withdraw.confirmation.${record.confirmation}`)}
                {record.receivedAmount !== null && record.remainingAmount ? (
                  <>
                    {" · "}
                    {t("withdraw.records.receivedRemaining", {
                      received: money(record.receivedAmount),
                      remaining: money(record.remainingAmount),
                    })}
                  </>
                ) : null}
              </p>
            ) : null}
            {record.rejectReason ? (
              <p className="withdraw-record__note">
                {t("withdraw.records.reason", { reason: record.rejectReason })}
              </p>
            ) : null}
            {record.status === "paid" || record.status === "disputed" ? (
              <button
                type="button"
                className="button button--secondary withdraw-record__action"
                onClick={() => setOpen(record)}
              >
                {record.status === "paid" ? t("withdraw.records.confirm") : t("withdraw.records.update")}
              </button>
            ) : null}
            {record.status === "paid" && record.confirmDeadline ? (
              <p className="withdraw__hint">
                {t("withdraw.records.autoReceipt", { time: formatDateTime(record.confirmDeadline) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 ? (
        <div className="withdraw__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t("withdraw.records.previous")}
          </button>
          <span className="centre-note">
            {pageNo} / {data.totalPages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={pageNo >= data.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t("withdraw.records.next")}
          </button>
        </div>
      ) : null}
      {open ? <ConfirmDialog record={open} currency={currency} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
