import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { DecisionActions, QUEUE_PAGE_SIZE, QueuePage, useOpenedRow, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, statusColumn, timeColumn } from "#bo/app/queue-columns.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { decideRedemption, REDEEM_STATUSES, type Redemption, redemptionsQuery } from "./api.ts";
import { RatiosForm } from "./ratios-form.tsx";

/** The points mall's redeem desk: approve (a cash reward is paid) or reject (points and stock come back). */
export default function RedemptionsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("points.write");
  const queue = useQueue("process");
  const { status, openId, page } = queue;
  const redemptions = useQuery({ ...redemptionsQuery(merchant, status), placeholderData: keepPreviousData });
  const decide = useAction(decideRedemption, ["points"]);
  const all = (redemptions.data?.list ?? []).filter((row) =>
    queue.matches([row.referenceNo, row.username, row.rewardName]),
  );
  // The call answers the whole list of a status; the table pages it here.
  const rows = all.slice((page - 1) * QUEUE_PAGE_SIZE, page * QUEUE_PAGE_SIZE);
  const { open, keep } = useOpenedRow(redemptions.data?.list, openId);
  const statusLabel = (value: string) => t(`redeem.status.${value}` as MessageKey);

  const columns = useMemo<DataColumn<Redemption>[]>(
    () => [
      fieldColumn("ref", t("redeem.reference"), (row) => row.referenceNo),
      fieldColumn("member", t("common.member"), (row) => row.username),
      {
        id: "reward",
        header: t("redeem.reward"),
        cell: (row) => `${row.rewardName} × ${row.quantity}`,
        csv: (row) => row.rewardName,
      },
      {
        id: "type",
        header: t("redeem.type"),
        cell: (row) => t(`redeem.type.${row.type}` as MessageKey),
        csv: (row) => row.type,
      },
      fieldColumn("points", t("redeem.points"), (row) => row.points, true),
      // A redemption waiting for staff is "process"; it wears the colour of any waiting row.
      statusColumn(
        t("common.status"),
        (row) => row.status,
        (status) => t(`redeem.status.${status}` as MessageKey),
        (status) => statusTone(status === "process" ? "pending" : status),
      ),
      timeColumn("appliedAt", t("common.created"), (row) => row.appliedAt, locale),
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.points")}
      caption={t("redeem.title")}
      error={redemptions.error}
      loading={redemptions.isPending}
      columns={columns}
      rows={rows}
      total={all.length}
      csv={{ name: "redemptions", allRows: async () => all }}
      statuses={REDEEM_STATUSES}
      statusLabel={statusLabel}
      searchLabel={t("common.search")}
      searchFromFirstPage
      below={mayWrite ? <RatiosForm /> : null}
      detail={
        open ? (
          <DetailPanel title={`${t("redeem.one")} ${open.referenceNo}`} onClose={() => queue.setOpenId(null)}>
            <Facts
              items={[
                [t("common.member"), open.username],
                [t("redeem.reward"), `${open.rewardName} × ${open.quantity}`],
                [t("redeem.type"), t(`redeem.type.${open.type}` as MessageKey)],
                [t("redeem.points"), open.points],
                [t("redeem.cash"), open.type === "cash" ? open.cashAmount : null],
                [t("redeem.paidAccount"), open.paidAccount],
                [t("redeem.address"), open.receivingAddress],
                [t("common.status"), statusLabel(open.status)],
                [t("redeem.remark"), open.remark],
                [t("common.created"), formatTime(open.appliedAt, locale)],
                [t("common.decidedAt"), formatTime(open.decidedAt, locale)],
              ]}
            />
            <ErrorText error={decide.error} />
            {mayWrite && open.status === "process" ? (
              <DecisionActions
                approveLabel={
                  open.type === "cash"
                    ? t("redeem.approveCash", { amount: open.cashAmount })
                    : t("redeem.approve")
                }
                rejectLabel={t("redeem.rejectReason")}
                busy={{ approve: decide.isPending, reject: decide.isPending }}
                onApprove={() =>
                  decide.mutate({ action: "approve", id: open.id, remark: "" }, { onSuccess: keep })
                }
                onReject={(remark) =>
                  decide.mutate({ action: "reject", id: open.id, remark }, { onSuccess: keep })
                }
              />
            ) : null}
          </DetailPanel>
        ) : null
      }
    />
  );
}
