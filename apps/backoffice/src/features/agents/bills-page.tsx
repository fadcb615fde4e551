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
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import { approveBill, BILL_STATES, billsQuery, listBills, type ReviewBill, rejectBill } from "./api.ts";
import { ClosePeriodForm } from "./close-period-form.tsx";

const PAGE_SIZE = 20;

/** Contract bills: the review queue (top of the chain first), approve (pays it) or reject; close a period early. */
export default function BillsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("agents.write");
  const [state, setState] = useState("pending_review");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { state, pageNo: page, pageSize: PAGE_SIZE };
  const bills = useQuery({ ...billsQuery(merchant, filter), placeholderData: keepPreviousData });
  const approve = useAction(approveBill, ["agents"]);
  const reject = useAction(rejectBill, ["agents"]);
  const open = bills.data?.list.find((row) => row.id === openId) ?? null;
  const stateLabel = (value: string) => t(`bills.state.${value}` as MessageKey);

  const columns = useMemo<DataColumn<ReviewBill>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      {
        id: "kind",
        header: t("contracts.kind"),
        cell: (row) => t(`contracts.kind.${row.kind}` as MessageKey),
        csv: (row) => row.kind,
      },
      { id: "agent", header: t("agents.agent"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "payer",
        header: t("bills.payer"),
        cell: (row) => (row.payer === "house" ? t("contracts.house") : row.payer),
        csv: (row) => row.payer,
      },
      {
        id: "period",
        header: t("bills.period"),
        cell: (row) => `${formatTime(row.periodStart, locale)} – ${formatTime(row.periodEnd, locale)}`,
        csv: (row) => new Date(row.periodStart).toISOString(),
      },
      { id: "due", header: t("bills.due"), numeric: true, cell: (row) => row.due, csv: (row) => row.due },
      {
        id: "state",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge tone={statusTone(row.state)} label={t(`bills.state.${row.state}` as MessageKey)} />
        ),
        csv: (row) => row.state,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.bills")}</h1>
        <ErrorText error={bills.error} />
        <DataTable
          caption={t("menu.bills")}
          columns={columns}
          rows={bills.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={bills.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: bills.data?.totalCount ?? 0, onPage: setPage }}
          csv={{
            fileName: `bills-${merchant}-${state}.csv`,
            allRows: () =>
              allPages(async (pageNo) => {
                const answer = await listBills({ state, pageNo, pageSize: 200 });
                return { list: answer.list, totalPages: Math.ceil(answer.totalCount / 200) };
              }),
          }}
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
                {BILL_STATES.map((value) => (
                  <option key={value} value={value}>
                    {stateLabel(value)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
        {mayWrite ? <ClosePeriodForm /> : null}
      </div>
      {open ? (
        <DetailPanel title={`${t("bills.one")} #${open.id}`} onClose={() => setOpenId(null)}>
          <Facts
            items={[
              [t("contracts.kind"), t(`contracts.kind.${open.kind}` as MessageKey)],
              [t("agents.agent"), open.username],
              [t("bills.payer"), open.payer === "house" ? t("contracts.house") : open.payer],
              [
                t("bills.period"),
                `${formatTime(open.periodStart, locale)} – ${formatTime(open.periodEnd, locale)}`,
              ],
              [t("reports.validBets"), open.teamValidBet],
              [t("bills.activeMembers"), open.activeMembers],
              [t("bills.teamLoss"), open.teamLoss],
              [t("bills.tier"), open.tier],
              [t("common.amount"), open.amount],
              [t("bills.due"), open.due],
              [t("bills.paid"), open.paid],
              [t("common.status"), stateLabel(open.state)],
              [t("bills.level"), open.level],
              [t("common.created"), formatTime(open.createdAt, locale)],
            ]}
          />
          <ErrorText error={approve.error ?? reject.error} />
          {mayWrite && open.state === "pending_review" ? (
            <div className="stack">
              <p className="hint">{t("bills.topDown")}</p>
              <button
                type="button"
                className="primary"
                disabled={approve.isPending}
                onClick={() => approve.mutate(open.id)}
              >
                {t("bills.approve")}
              </button>
              <ReasonForm
                label={t("bills.rejectNote")}
                submit={t("common.reject")}
                busy={reject.isPending}
                minLength={1}
                onSubmit={(note) => reject.mutate({ id: open.id, note })}
              />
            </div>
          ) : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
