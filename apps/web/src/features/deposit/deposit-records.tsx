import { DEPOSIT_STATUSES, type DepositStatus } from "@banca/contract/deposit-status";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { type Currency, formatMoney } from "#app/lib/format-money.ts";
import { queryKeys } from "#app/lib/query-keys.ts";
import { depositRecordsQuery, useCancelDeposit } from "./api.ts";
import { StatusBadge } from "./status-badge.tsx";

const PAGE_SIZE = 8;

/**
 * Watches the shown deposits: when one turns approved the header balance is fetched again, so the
 * player sees the money arrive wherever they look.
 */
function useBalanceRefreshOnApproval(records: { orderNo: string; status: DepositStatus }[] | undefined) {
  const client = useQueryClient();
  const seen = useRef(new Map<string, DepositStatus>());
  useEffect(() => {
    if (!records) return;
    let credited = false;
    for (const record of records) {
      const before = seen.current.get(record.orderNo);
      if (before && before !== "approved" && record.status === "approved") credited = true;
      seen.current.set(record.orderNo, record.status);
    }
    if (credited) void client.invalidateQueries({ queryKey: queryKeys.walletBalance() });
  }, [records, client]);
}

/** The player's deposits, newest first, by status; a pending one can be cancelled. */
export function DepositRecords({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<DepositStatus | "">("");
  const [page, setPage] = useState(1);
  const query = { pageNo: page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) };
  const records = useQuery(depositRecordsQuery(query, i18n.language));
  const cancel = useCancelDeposit();
  useBalanceRefreshOnApproval(records.data?.list);

  return (
    <section className="deposit-records" aria-labelledby="deposit-records-title">
      <header className="deposit-records__head">
        <h3 id="deposit-records-title">{t("deposit.records.title")}</h3>
        <select
          name="status"
          aria-label={t("deposit.records.filter")}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as DepositStatus | "");
            setPage(1);
          }}
        >
          <option value="">{t("deposit.records.all")}</option>
          {DEPOSIT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`deposit.status.${value}`)}
            </option>
          ))}
        </select>
      </header>
      {records.isError ? <p className="form__error">{errorText(t, records.error)}</p> : null}
      {records.data && records.data.list.length === 0 ? (
        <p className="deposit-records__empty">{t("deposit.records.empty")}</p>
      ) : null}
      <ul className="deposit-records__list">
        {records.data?.list.map((record) => (
          <li key={record.orderNo} className="deposit-record" data-order={record.orderNo}>
            <div className="deposit-record__main">
              <strong className="deposit-record__amount">
                {formatMoney(record.amount, currency, i18n.language)}
              </strong>
              <span className="deposit-record__channel">{record.channelName}</span>
            </div>
            <div className="deposit-record__meta">
              <span>{formatDateTime(record.createdAt)}</span>
              <span className="deposit-record__order">{record.orderNo}</span>
            </div>
            <div className="deposit-record__state">
              <StatusBadge status={record.status} />
              {record.status === "pending" ? (
                <button
                  type="button"
                  className="deposit-record__cancel"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(record.orderNo)}
                >
                  {t("deposit.records.cancel")}
                </button>
              ) : null}
            </div>
            {record.remark ? <p className="deposit-record__remark">{record.remark}</p> : null}
          </li>
        ))}
      </ul>
      {cancel.isError ? <p className="form__error">{errorText(t, cancel.error)}</p> : null}
      {records.data && records.data.totalPages > 1 ? (
        <Pagination page={page} pageCount={records.data.totalPages} onChange={setPage} />
      ) : null}
    </section>
  );
}
