import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { StatusFilter } from "#bo/app/status-filter.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { APPROVAL_STATUSES, type Approval, approvalsQuery, approve, reject } from "./api.ts";
import { MoneyForm } from "./money-form.tsx";

const PAGE_SIZE = 20;

/** Four-eyes: adjustments and grants above the threshold, decided by someone other than the requester. */
export default function ApprovalsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [status, setStatus] = useState("pending");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { status, page, pageSize: PAGE_SIZE };
  const approvals = useQuery({ ...approvalsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approving = useAction(approve, ["approvals"]);
  const rejecting = useAction(reject, ["approvals"]);
  const open = approvals.data?.list.find((row) => row.id === openId) ?? null;
  const kindLabel = (kind: Approval["kind"]) => t(kind === "balance.adjust" ? "money.adjust" : "money.grant");

  const columns = useMemo<DataColumn<Approval>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      {
        id: "kind",
        header: t("money.kind"),
        cell: (row) => t(row.kind === "balance.adjust" ? "money.adjust" : "money.grant"),
        csv: (row) => row.kind,
      },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "amount",
        header: t("common.amount"),
        numeric: true,
        cell: (row) => row.amount,
        csv: (row) => row.amount,
      },
      {
        id: "requestedBy",
        header: t("approvals.requestedBy"),
        cell: (row) => row.requestedBy,
        csv: (row) => row.requestedBy,
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
        <h1>{t("menu.approvals")}</h1>
        <ErrorText error={approvals.error} />
        <DataTable
          caption={t("menu.approvals")}
          columns={columns}
          rows={approvals.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={approvals.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: approvals.data?.total ?? 0, onPage: setPage }}
          csv={{ fileName: `approvals-${merchant}-${status}.csv` }}
          filters={
            <StatusFilter
              value={status}
              statuses={APPROVAL_STATUSES}
              labelOf={(value) => t(`status.${value}` as MessageKey)}
              withAll={false}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          }
        />
        <MoneyForm />
      </div>
      {open ? (
        <DetailPanel title={`${kindLabel(open.kind)} #${open.id}`} onClose={() => setOpenId(null)}>
          <Facts
            items={[
              [t("common.member"), open.username],
              [t("common.amount"), open.amount],
              [t("money.reason"), open.reason],
              [t("approvals.requestedBy"), open.requestedBy],
              [t("common.created"), formatTime(open.createdAt, locale)],
              [t("common.decidedBy"), open.decidedBy],
              [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
              [t("approvals.rejectReason"), open.rejectReason],
            ]}
          />
          <ErrorText error={approving.error ?? rejecting.error} />
          {open.status === "pending" ? (
            <div className="stack">
              <p className="hint">{t("approvals.secondPerson")}</p>
              <button
                type="button"
                className="primary"
                disabled={approving.isPending}
                onClick={() => approving.mutate(open.id)}
              >
                {t("approvals.approve")}
              </button>
              <ReasonForm
                label={t("approvals.rejectReason")}
                submit={t("common.reject")}
                busy={rejecting.isPending}
                onSubmit={(reason) => rejecting.mutate({ id: open.id, reason })}
              />
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
