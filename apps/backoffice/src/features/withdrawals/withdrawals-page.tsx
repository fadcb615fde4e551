import type { DataColumn } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { listWithdrawals, WITHDRAWAL_STATUSES, type Withdrawal, withdrawalsQuery } from "./api.ts";
import { WithdrawalDetailPanel } from "./withdrawal-detail.tsx";

/** The withdrawal queue: approve, pay, reject (funds back to the wallet) and settle disputes. */
export default function WithdrawalsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const queue = useQueue("pending");
  const { status, openId } = queue;
  const filter = { status, pageNo: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const withdrawals = useQuery({ ...withdrawalsQuery(merchant, filter), placeholderData: keepPreviousData });
  const statusLabel = (value: string) => t(`status.${value}` as MessageKey);
  const rows = (withdrawals.data?.list ?? []).filter((row) =>
    queue.matches([row.orderNo, row.username, row.card.holderName]),
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
    <QueuePage
      queue={queue}
      title={t("menu.withdrawals")}
      error={withdrawals.error}
      loading={withdrawals.isPending}
      columns={columns}
      rows={rows}
      total={withdrawals.data?.totalCount ?? 0}
      csv={{
        fileName: `withdrawals-${merchant}-${status || "all"}.csv`,
        allRows: () => allPages((pageNo) => listWithdrawals({ status, pageNo, pageSize: 200 })),
      }}
      statuses={WITHDRAWAL_STATUSES}
      statusLabel={statusLabel}
      searchLabel={t("common.searchPage")}
      detail={
        openId !== null ? <WithdrawalDetailPanel id={openId} onClose={() => queue.setOpenId(null)} /> : null
      }
    />
  );
}
