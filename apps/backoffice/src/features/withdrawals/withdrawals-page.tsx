import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, sharedStatusColumn, timeColumn } from "#bo/app/queue-columns.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { allPages } from "#bo/lib/api.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
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
  const rows = (withdrawals.data?.list ?? []).filter((row) =>
    queue.matches([row.orderNo, row.username, row.card.holderName]),
  );

  const columns = useMemo<DataColumn<Withdrawal>[]>(
    () => [
      fieldColumn("orderNo", t("deposits.orderNo"), (row) => row.orderNo),
      fieldColumn("username", t("common.member"), (row) => row.username),
      {
        id: "amount",
        header: t("common.amount"),
        numeric: true,
        cell: (row) => `${row.amount} ${row.currency}`,
        csv: (row) => row.amount,
      },
      fieldColumn("payout", t("withdrawals.payout"), (row) => row.payout, true),
      fieldColumn("card", t("withdrawals.card"), (row) => `${row.card.providerName} ${row.card.masked}`),
      sharedStatusColumn(t, (row) => row.status),
      timeColumn("requestedAt", t("common.created"), (row) => row.requestedAt, locale),
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
        name: "withdrawals",
        allRows: () => allPages((pageNo) => listWithdrawals({ status, pageNo, pageSize: 200 })),
      }}
      statuses={WITHDRAWAL_STATUSES}
      searchLabel={t("common.searchPage")}
      detail={
        openId !== null ? <WithdrawalDetailPanel id={openId} onClose={() => queue.setOpenId(null)} /> : null
      }
    />
  );
}
