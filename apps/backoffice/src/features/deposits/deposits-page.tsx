import type { DataColumn } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { DecisionActions, QUEUE_PAGE_SIZE, QueuePage, useOpenedRow, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, sharedStatusColumn, timeColumn } from "#bo/app/queue-columns.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { allPages } from "#bo/lib/api.ts";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import {
  approveDeposit,
  DEPOSIT_STATUSES,
  type Deposit,
  depositsQuery,
  listDeposits,
  rejectDeposit,
} from "./api.ts";

/** The deposit queue: the pending ones first, each opened to approve (credits the wallet) or reject. */
export default function DepositsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayDecide = useCan("deposits.write");
  const queue = useQueue("pending");
  const { status, openId } = queue;
  const filter = { status, pageNo: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const deposits = useQuery({ ...depositsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveDeposit, ["deposits"]);
  const reject = useAction(
    (input: { orderNo: string; reason: string }) => rejectDeposit(input.orderNo, input.reason),
    ["deposits"],
  );

  const statusLabel = (value: string) => t(`status.${value}` as MessageKey);
  const rows = (deposits.data?.list ?? []).filter((row) =>
    queue.matches([row.orderNo, row.username, row.depositorName, row.transferReference]),
  );
  const { open, keep } = useOpenedRow(deposits.data?.list, openId);

  const columns = useMemo<DataColumn<Deposit>[]>(
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
      {
        id: "type",
        header: t("deposits.type"),
        cell: (row) => t(`deposits.type.${row.paymentType}` as MessageKey),
        csv: (row) => row.paymentType,
      },
      fieldColumn("depositor", t("deposits.depositor"), (row) => row.depositorName),
      sharedStatusColumn(t, (row) => row.status),
      timeColumn("createdAt", t("common.created"), (row) => row.createdAt, locale),
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.deposits")}
      error={deposits.error}
      loading={deposits.isPending}
      columns={columns}
      rows={rows}
      total={deposits.data?.totalCount ?? 0}
      csv={{
        name: "deposits",
        allRows: () => allPages((pageNo) => listDeposits({ status, pageNo, pageSize: 200 })),
      }}
      statuses={DEPOSIT_STATUSES}
      searchLabel={t("common.searchPage")}
      detail={
        open ? (
          <DetailPanel title={`${t("deposits.one")} ${open.orderNo}`} onClose={() => queue.setOpenId(null)}>
            <Facts
              items={[
                [t("common.member"), open.username],
                [t("common.amount"), `${open.amount} ${open.currency}`],
                [
                  t("common.status"),
                  <StatusBadge key="s" tone={statusTone(open.status)} label={statusLabel(open.status)} />,
                ],
                [t("deposits.type"), t(`deposits.type.${open.paymentType}` as MessageKey)],
                [t("deposits.channel"), `${open.channelId} ${open.vendor}`],
                [t("deposits.bank"), open.bankName],
                [t("deposits.depositor"), open.depositorName],
                [t("deposits.reference"), open.transferReference],
                [t("deposits.gatewayReference"), open.gatewayReference],
                [t("deposits.remark"), open.remark],
                [t("common.created"), formatTime(open.createdAt, locale)],
                [t("deposits.expires"), formatTime(open.expiresAt, locale)],
                [t("common.decidedBy"), open.decidedBy && staffName(open.decidedBy)],
                [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
              ]}
            />
            <ErrorText error={approve.error ?? reject.error} />
            {mayDecide && open.status === "pending" ? (
              <DecisionActions
                approveLabel={t("deposits.approve")}
                rejectLabel={t("deposits.rejectReason")}
                busy={{ approve: approve.isPending, reject: reject.isPending }}
                onApprove={() => approve.mutate(open.orderNo, { onSuccess: keep })}
                onReject={(reason) => reject.mutate({ orderNo: open.orderNo, reason }, { onSuccess: keep })}
              />
            ) : null}
          </DetailPanel>
        ) : null
      }
    />
  );
}
