import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { StatusFilter } from "#bo/app/status-filter.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { listWithdrawals, WITHDRAWAL_STATUSES, type Withdrawal, withdrawalsQuery } from "./api.ts";
import { WithdrawalDetailPanel } from "./withdrawal-detail.tsx";

const PAGE_SIZE = 20;

/** The withdrawal queue: approve, pay, reject (funds back to the wallet) and settle disputes. */
export default function WithdrawalsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [status, setStatus] = useState("pending");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { status, pageNo: page, pageSize: PAGE_SIZE };
  const withdrawals = useQuery({ ...withdrawalsQuery(merchant, filter), placeholderData: keepPreviousData });
  const statusLabel = (value: string) => t(`status.${value}` as MessageKey);
  const needle = search.trim().toLowerCase();
  const rows = (withdrawals.data?.list ?? []).filter(
    (row) =>
      !needle ||
      [row.orderNo, row.username, row.card.holderName].some((text) => text.toLowerCase().includes(needle)),
  );

  const columns = useMemo<DataColumn<Withdrawal>[]>(
    () => [
      { id: "orderNo", header: t("deposits.orderNo"), cell: (row) => row.orderNo, csv: (row) => row.orderNo },
      { id: "username", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "amount",
        header: t("common.amount"),
        numeric: true,
        cell: (row) => `${row.amount} ${row.currency}`,
        csv: (row) => row.amount,
      },
      {
        id: "payout",
        header: t("withdrawals.payout"),
        numeric: true,
        cell: (row) => row.payout,
        csv: (row) => row.payout,
      },
      {
        id: "card",
        header: t("withdrawals.card"),
        cell: (row) => `${row.card.providerName} ${row.card.masked}`,
        csv: (row) => `${row.card.providerName} ${row.card.masked}`,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge tone={statusTone(row.status)} label={t(`status.${row.status}` as MessageKey)} />
        ),
        csv: (row) => row.status,
      },
      {
        id: "requestedAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.requestedAt, locale),
        csv: (row) => row.requestedAt,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.withdrawals")}</h1>
        <ErrorText error={withdrawals.error} />
        <DataTable
          caption={t("menu.withdrawals")}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={withdrawals.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: withdrawals.data?.totalCount ?? 0, onPage: setPage }}
          csv={{
            fileName: `withdrawals-${merchant}-${status || "all"}.csv`,
            allRows: () => allPages((pageNo) => listWithdrawals({ status, pageNo, pageSize: 200 })),
          }}
          filters={
            <>
              <StatusFilter
                value={status}
                statuses={WITHDRAWAL_STATUSES}
                labelOf={(value) => statusLabel(value)}
                onChange={(value) => {
                  setStatus(value);
                  setPage(1);
                }}
              />
              <label className="field">
                <span>{t("common.searchPage")}</span>
                <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              </label>
            </>
          }
        />
      </div>
      {openId !== null ? <WithdrawalDetailPanel id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
