import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { DecisionActions, QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, sharedStatusColumn } from "#bo/app/queue-columns.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { approveDocument, documentsQuery, type IdentityDocument, rejectDocument } from "./api.ts";

const STATES = ["pending", "approved", "rejected"] as const;

/** Identity documents to review, first in first out: look at the image, approve, or reject with the reason the member reads. */
export default function IdentityPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayReview = useCan("members.write");
  const queue = useQueue("pending");
  const { status: state, openId } = queue;
  const [reviewed, setReviewed] = useState<{ document: IdentityDocument; identity: string } | null>(null);
  const filter = { state, pageNo: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const documents = useQuery({ ...documentsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveDocument, ["identity"]);
  const reject = useAction(rejectDocument, ["identity"]);
  const open =
    documents.data?.list.find((row) => row.id === openId) ??
    (reviewed?.document.id === openId ? reviewed.document : null);
  const kindLabel = (kind: string) => t(`identity.kind.${kind}` as MessageKey);

  const columns = useMemo<DataColumn<IdentityDocument>[]>(
    () => [
      fieldColumn("id", "#", (row) => row.id, true),
      fieldColumn("member", t("common.member"), (row) => row.username),
      {
        id: "kind",
        header: t("identity.kind"),
        cell: (row) => t(`identity.kind.${row.kind}` as MessageKey),
        csv: (row) => row.kind,
      },
      sharedStatusColumn(t, (row) => row.state),
      {
        id: "createdAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.createdAt, locale),
        csv: (row) => new Date(row.createdAt).toISOString(),
      },
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.identity")}
      error={documents.error}
      loading={documents.isPending}
      columns={columns}
      rows={documents.data?.list ?? []}
      total={documents.data?.totalCount ?? 0}
      csv={{ name: "identity" }}
      statuses={STATES}
      withAll={false}
      detail={
        open ? (
          <DetailPanel
            title={`${kindLabel(open.kind)} · ${open.username}`}
            onClose={() => queue.setOpenId(null)}
          >
            <a href={open.dataUrl} target="_blank" rel="noreferrer" className="document">
              <img
                src={open.dataUrl}
                alt={t("identity.imageAlt", { kind: kindLabel(open.kind), name: open.username })}
              />
            </a>
            <Facts
              items={[
                [t("common.status"), t(`status.${open.state}` as MessageKey)],
                [t("identity.reason"), open.reason],
                [t("identity.reviewedBy"), open.reviewedBy && staffName(open.reviewedBy)],
                [t("common.created"), formatTime(open.createdAt, locale)],
                [
                  t("identity.memberState"),
                  reviewed?.document.id === open.id
                    ? t(`identity.state.${reviewed.identity}` as MessageKey)
                    : null,
                ],
              ]}
            />
            <ErrorText error={approve.error ?? reject.error} />
            {mayReview && open.state === "pending" ? (
              <DecisionActions
                approveLabel={t("identity.approve")}
                rejectLabel={t("identity.rejectReason")}
                minLength={1}
                busy={{ approve: approve.isPending, reject: reject.isPending }}
                onApprove={() => approve.mutate(open.id, { onSuccess: setReviewed })}
                onReject={(reason) => reject.mutate({ id: open.id, reason }, { onSuccess: setReviewed })}
              />
            ) : null}
          </DetailPanel>
        ) : null
      }
    />
  );
}
