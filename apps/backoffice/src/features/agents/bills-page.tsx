import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { DecisionActions, QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, statusColumn } from "#bo/app/queue-columns.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, type Translate, useI18n } from "#bo/i18n/i18n.tsx";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { approveBill, BILL_STATES, billsQuery, listBills, type ReviewBill, rejectBill } from "./api.ts";
import { ClosePeriodForm } from "./close-period-form.tsx";

const stateLabel = (t: Translate, state: string) => t(`bills.state.${state}` as MessageKey);
const kindLabel = (t: Translate, row: ReviewBill) => t(`contracts.kind.${row.kind}` as MessageKey);
const payerLabel = (t: Translate, row: ReviewBill) =>
  row.payer === "house" ? t("contracts.house") : row.payer;
const periodLabel = (row: ReviewBill, locale: string) =>
  `${formatTime(row.periodStart, locale)} – ${formatTime(row.periodEnd, locale)}`;

/** Contract bills: the review queue (top of the chain first), approve (pays it) or reject; close a period early. */
export default function BillsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("agents.write");
  const queue = useQueue("pending_review");
  const { status: state, openId } = queue;
  const filter = { state, pageNo: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const bills = useQuery({ ...billsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveBill, ["agents"]);
  const reject = useAction(rejectBill, ["agents"]);
  const open = bills.data?.list.find((row) => row.id === openId) ?? null;

  const columns = useMemo<DataColumn<ReviewBill>[]>(
    () => [
      fieldColumn("id", "#", (row) => row.id, true),
      { id: "kind", header: t("contracts.kind"), cell: (row) => kindLabel(t, row), csv: (row) => row.kind },
      fieldColumn("agent", t("agents.agent"), (row) => row.username),
      { id: "payer", header: t("bills.payer"), cell: (row) => payerLabel(t, row), csv: (row) => row.payer },
      {
        id: "period",
        header: t("bills.period"),
        cell: (row) => periodLabel(row, locale),
        csv: (row) => new Date(row.periodStart).toISOString(),
      },
      fieldColumn("due", t("bills.due"), (row) => row.due, true),
      statusColumn(
        t("common.status"),
        (row) => row.state,
        (state) => stateLabel(t, state),
      ),
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.bills")}
      error={bills.error}
      loading={bills.isPending}
      columns={columns}
      rows={bills.data?.list ?? []}
      total={bills.data?.totalCount ?? 0}
      csv={{
        name: "bills",
        allRows: () =>
          allPages(async (pageNo) => {
            const answer = await listBills({ state, pageNo, pageSize: 200 });
            return { list: answer.list, totalPages: Math.ceil(answer.totalCount / 200) };
          }),
      }}
      statuses={BILL_STATES}
      statusLabel={(value) => stateLabel(t, value)}
      withAll={false}
      below={mayWrite ? <ClosePeriodForm /> : null}
      detail={
        open ? (
          <DetailPanel title={`${t("bills.one")} #${open.id}`} onClose={() => queue.setOpenId(null)}>
            <Facts
              items={[
                [t("contracts.kind"), kindLabel(t, open)],
                [t("agents.agent"), open.username],
                [t("bills.payer"), payerLabel(t, open)],
                [t("bills.period"), periodLabel(open, locale)],
                [t("reports.validBets"), open.teamValidBet],
                [t("bills.activeMembers"), open.activeMembers],
                [t("bills.teamLoss"), open.teamLoss],
                [t("bills.tier"), open.tier],
                [t("common.amount"), open.amount],
                [t("bills.due"), open.due],
                [t("bills.paid"), open.paid],
                [t("common.status"), stateLabel(t, open.state)],
                [t("bills.level"), open.level],
                [t("common.created"), formatTime(open.createdAt, locale)],
              ]}
            />
            <ErrorText error={approve.error ?? reject.error} />
            {mayWrite && open.state === "pending_review" ? (
              <DecisionActions
                hint={t("bills.topDown")}
                approveLabel={t("bills.approve")}
                rejectLabel={t("bills.rejectNote")}
                minLength={1}
                busy={{ approve: approve.isPending, reject: reject.isPending }}
                onApprove={() => approve.mutate(open.id)}
                onReject={(note) => reject.mutate({ id: open.id, note })}
              />
            ) : null}
          </DetailPanel>
        ) : null
      }
    />
  );
}
