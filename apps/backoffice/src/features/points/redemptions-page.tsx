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
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { decideRedemption, REDEEM_STATUSES, type Redemption, redemptionsQuery } from "./api.ts";
import { RatiosForm } from "./ratios-form.tsx";

const PAGE_SIZE = 20;

/** The points mall's redeem desk: approve (a cash reward is paid) or reject (points and stock come back). */
export default function RedemptionsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("points.write");
  const [status, setStatus] = useState("process");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [decided, setDecided] = useState<Redemption | null>(null);
  const redemptions = useQuery({ ...redemptionsQuery(merchant, status), placeholderData: keepPreviousData });
  const decide = useAction(decideRedemption, ["points"]);
  const needle = search.trim().toLowerCase();
  const all = (redemptions.data?.list ?? []).filter(
    (row) =>
      !needle ||
      [row.referenceNo, row.username, row.rewardName].some((text) => text.toLowerCase().includes(needle)),
  );
  // The call answers the whole list of a status; the table pages it here.
  const rows = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const open =
    redemptions.data?.list.find((row) => row.id === openId) ?? (decided?.id === openId ? decided : null);
  const statusLabel = (value: string) => t(`redeem.status.${value}` as MessageKey);

  const columns = useMemo<DataColumn<Redemption>[]>(
    () => [
      {
        id: "ref",
        header: t("redeem.reference"),
        cell: (row) => row.referenceNo,
        csv: (row) => row.referenceNo,
      },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
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
      {
        id: "points",
        header: t("redeem.points"),
        numeric: true,
        cell: (row) => row.points,
        csv: (row) => row.points,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={statusTone(row.status === "process" ? "pending" : row.status)}
            label={t(`redeem.status.${row.status}` as MessageKey)}
          />
        ),
        csv: (row) => row.status,
      },
      {
        id: "appliedAt",
        header: t("common.created"),
        cell: (row) => formatTime(row.appliedAt, locale),
        csv: (row) => row.appliedAt,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.points")}</h1>
        <ErrorText error={redemptions.error} />
        <DataTable
          caption={t("redeem.title")}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={redemptions.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: all.length, onPage: setPage }}
          csv={{ fileName: `redemptions-${merchant}-${status || "all"}.csv`, allRows: async () => all }}
          filters={
            <>
              <StatusFilter
                value={status}
                statuses={REDEEM_STATUSES}
                labelOf={(value) => statusLabel(value)}
                onChange={(value) => {
                  setStatus(value);
                  setPage(1);
                }}
              />
              <label className="field">
                <span>{t("common.search")}</span>
                <input
                  type="search"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setPage(1);
                  }}
                />
              </label>
            </>
          }
        />
        {mayWrite ? <RatiosForm /> : null}
      </div>
      {open ? (
        <DetailPanel title={`${t("redeem.one")} ${open.referenceNo}`} onClose={() => setOpenId(null)}>
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
            <div className="stack">
              <button
                type="button"
                className="primary"
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutate({ action: "approve", id: open.id, remark: "" }, { onSuccess: setDecided })
                }
              >
                {open.type === "cash"
                  ? t("redeem.approveCash", { amount: open.cashAmount })
                  : t("redeem.approve")}
              </button>
              <ReasonForm
                label={t("redeem.rejectReason")}
                submit={t("common.reject")}
                busy={decide.isPending}
                onSubmit={(remark) =>
                  decide.mutate({ action: "reject", id: open.id, remark }, { onSuccess: setDecided })
                }
              />
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
