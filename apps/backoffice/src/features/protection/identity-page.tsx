import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { approveDocument, documentsQuery, type IdentityDocument, rejectDocument } from "./api.ts";

const PAGE_SIZE = 20;
const STATES = ["pending", "approved", "rejected"] as const;

/** Identity documents to review, first in first out: look at the image, approve, or reject with the reason the member reads. */
export default function IdentityPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayReview = useCan("members.write");
  const [state, setState] = useState("pending");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [reviewed, setReviewed] = useState<{ document: IdentityDocument; identity: string } | null>(null);
  const filter = { state, pageNo: page, pageSize: PAGE_SIZE };
  const documents = useQuery({ ...documentsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveDocument, ["identity"]);
  const reject = useAction(rejectDocument, ["identity"]);
  const open =
    documents.data?.list.find((row) => row.id === openId) ??
    (reviewed?.document.id === openId ? reviewed.document : null);
  const kindLabel = (kind: string) => t(`identity.kind.${kind}` as MessageKey);

  const columns = useMemo<DataColumn<IdentityDocument>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "kind",
        header: t("identity.kind"),
        cell: (row) => t(`identity.kind.${row.kind}` as MessageKey),
        csv: (row) => row.kind,
      },
      {
        id: "state",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge tone={statusTone(row.state)} label={t(`status.${row.state}` as MessageKey)} />
        ),
        csv: (row) => row.state,
      },
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
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.identity")}</h1>
        <ErrorText error={documents.error} />
        <DataTable
          caption={t("menu.identity")}
          columns={columns}
          rows={documents.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={documents.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: documents.data?.totalCount ?? 0, onPage: setPage }}
          csv={{ fileName: `identity-${merchant}-${state}.csv` }}
          filters={
            <label className="field">
              <span>{t("common.status")}</span>
              <select
                value={state}
                onChange={(event) => {
                  setState(event.target.value);
                  setPage(1);
                }}
              >
                {STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(`status.${value}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      </div>
      {open ? (
        <DetailPanel title={`${kindLabel(open.kind)} · ${open.username}`} onClose={() => setOpenId(null)}>
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
              [t("identity.reviewedBy"), open.reviewedBy],
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
            <div className="stack">
              <button
                type="button"
                className="primary"
                disabled={approve.isPending}
                onClick={() => approve.mutate(open.id, { onSuccess: setReviewed })}
              >
                {t("identity.approve")}
              </button>
              <ReasonForm
                label={t("identity.rejectReason")}
                submit={t("common.reject")}
                busy={reject.isPending}
                minLength={1}
                onSubmit={(reason) => reject.mutate({ id: open.id, reason }, { onSuccess: setReviewed })}
              />
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
