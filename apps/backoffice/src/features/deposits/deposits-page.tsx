import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { StatusFilter } from "#bo/app/status-filter.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
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

const PAGE_SIZE = 20;

/** The deposit queue: the pending ones first, each opened to approve (credits the wallet) or reject. */
export default function DepositsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayDecide = useCan("deposits.write");
  const [status, setStatus] = useState("pending");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  // The opened deposit as last answered: a decided one leaves the pending list but stays in view.
  const [decided, setDecided] = useState<Deposit | null>(null);
  const filter = { status, pageNo: page, pageSize: PAGE_SIZE };
  const deposits = useQuery({ ...depositsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveDeposit, ["deposits"]);
  const reject = useAction(
    (input: { orderNo: string; reason: string }) => rejectDeposit(input.orderNo, input.reason),
    ["deposits"],
  );

  const statusLabel = (value: string) => t(`status.${value}` as MessageKey);
  const needle = search.trim().toLowerCase();
  const rows = (deposits.data?.list ?? []).filter(
    (row) =>
      !needle ||
      [row.orderNo, row.username, row.depositorName, row.transferReference].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  const open =
    deposits.data?.list.find((row) => row.id === openId) ?? (decided?.id === openId ? decided : null);

  const columns = useMemo<DataColumn<Deposit>[]>(
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
        id: "type",
        header: t("deposits.type"),
        cell: (row) => t(`deposits.type.${row.paymentType}` as MessageKey),
        csv: (row) => row.paymentType,
      },
      {
        id: "depositor",
        header: t("deposits.depositor"),
        cell: (row) => row.depositorName,
        csv: (row) => row.depositorName,
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
        id: "createdAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.createdAt, locale),
        csv: (row) => row.createdAt,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.deposits")}</h1>
        <ErrorText error={deposits.error} />
        <DataTable
          caption={t("menu.deposits")}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={deposits.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: deposits.data?.totalCount ?? 0, onPage: setPage }}
          csv={{
            fileName: `deposits-${merchant}-${status || "all"}.csv`,
            allRows: () => allPages((pageNo) => listDeposits({ status, pageNo, pageSize: 200 })),
          }}
          filters={
            <>
              <StatusFilter
                value={status}
                statuses={DEPOSIT_STATUSES}
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
      {open ? (
        <DetailPanel title={`${t("deposits.one")} ${open.orderNo}`} onClose={() => setOpenId(null)}>
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
              [t("common.decidedBy"), open.decidedBy],
              [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
            ]}
          />
          <ErrorText error={approve.error ?? reject.error} />
          {mayDecide && open.status === "pending" ? (
            <div className="stack">
              <button
                type="button"
                className="primary"
                disabled={approve.isPending}
                onClick={() => approve.mutate(open.orderNo, { onSuccess: setDecided })}
              >
                {t("deposits.approve")}
              </button>
              <ReasonForm
                label={t("deposits.rejectReason")}
                submit={t("common.reject")}
                busy={reject.isPending}
                onSubmit={(reason) =>
                  reject.mutate({ orderNo: open.orderNo, reason }, { onSuccess: setDecided })
                }
              />
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
