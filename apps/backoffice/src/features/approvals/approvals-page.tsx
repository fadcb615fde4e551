import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { DecisionActions, QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, sharedStatusColumn, timeColumn } from "#bo/app/queue-columns.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { APPROVAL_STATUSES, type Approval, approvalsQuery, approve, reject } from "./api.ts";
import { MoneyForm } from "./money-form.tsx";

/** Four-eyes: adjustments and grants above the threshold, decided by someone other than the requester. */
export default function ApprovalsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const queue = useQueue("pending");
  const { status, openId } = queue;
  const filter = { status, page: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const approvals = useQuery({ ...approvalsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approving = useAction(approve, ["approvals"]);
  const rejecting = useAction(reject, ["approvals"]);
  const open = approvals.data?.list.find((row) => row.id === openId) ?? null;
  const kindLabel = (kind: Approval["kind"]) => t(kind === "balance.adjust" ? "money.adjust" : "money.grant");

  const columns = useMemo<DataColumn<Approval>[]>(
    () => [
      fieldColumn("id", "#", (row) => row.id, true),
      {
        id: "kind",
        header: t("money.kind"),
        cell: (row) => t(row.kind === "balance.adjust" ? "money.adjust" : "money.grant"),
        csv: (row) => row.kind,
      },
      fieldColumn("member", t("common.member"), (row) => row.username),
      fieldColumn("amount", t("common.amount"), (row) => row.amount, true),
      {
        id: "requestedBy",
        header: t("approvals.requestedBy"),
        cell: (row) => staffName(row.requestedBy),
        csv: (row) => row.requestedBy,
      },
      sharedStatusColumn(t, (row) => row.status),
      timeColumn("createdAt", t("common.created"), (row) => row.createdAt, locale),
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.approvals")}
      error={approvals.error}
      loading={approvals.isPending}
      columns={columns}
      rows={approvals.data?.list ?? []}
      total={approvals.data?.total ?? 0}
      csv={{ name: "approvals" }}
      statuses={APPROVAL_STATUSES}
      withAll={false}
      below={<MoneyForm />}
      detail={
        open ? (
          <DetailPanel title={`${kindLabel(open.kind)} #${open.id}`} onClose={() => queue.setOpenId(null)}>
            <Facts
              items={[
                [t("common.member"), open.username],
                [t("common.amount"), open.amount],
                [t("money.reason"), open.reason],
                [t("approvals.requestedBy"), staffName(open.requestedBy)],
                [t("common.created"), formatTime(open.createdAt, locale)],
                [t("common.decidedBy"), open.decidedBy && staffName(open.decidedBy)],
                [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
                [t("approvals.rejectReason"), open.rejectReason],
              ]}
            />
            <ErrorText error={approving.error ?? rejecting.error} />
            {open.status === "pending" ? (
              <DecisionActions
                hint={t("approvals.secondPerson")}
                approveLabel={t("approvals.approve")}
                rejectLabel={t("approvals.rejectReason")}
                busy={{ approve: approving.isPending, reject: rejecting.isPending }}
                onApprove={() => approving.mutate(open.id)}
                onReject={(reason) => rejecting.mutate({ id: open.id, reason })}
              />
            ) : null}
          </DetailPanel>
        ) : null
      }
    />
  );
}
