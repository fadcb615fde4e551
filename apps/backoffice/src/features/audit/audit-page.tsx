import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type AuditRecord, auditQuery } from "./api.ts";

const PAGE_SIZE = 25;

/**
 * A target such as `member-list GET /admin/api/points/redemptions` is one long word to the browser:
 * beside an open record it kept the table wider than its box. It may break before its slashes, where
 * a reader still sees the path's parts whole.
 */
const breakableAtSlashes = (text: string) =>
  text.split("/").flatMap((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string, never reordered
    index === 0 ? [part] : [<wbr key={index} />, `/${part}`],
  );

/** The server answers the newest records of a target; the actor and action filters narrow those. */
const LIMIT = 500;

/** The audit log: who did what to which record, newest first. */
export default function AuditPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [targetType, setTargetType] = useState("");
  const [targetId, setTargetId] = useState("");
  const [actor, setActor] = useState("");
  const [action, setAction] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const audit = useQuery({
    ...auditQuery(merchant, { targetType: targetType.trim(), targetId: targetId.trim(), limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const rows = (audit.data?.list ?? []).filter(
    (row) =>
      row.actor.toLowerCase().includes(actor.trim().toLowerCase()) &&
      row.action.toLowerCase().includes(action.trim().toLowerCase()),
  );
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const open = rows.find((row) => row.id === openId) ?? null;

  const columns = useMemo<DataColumn<AuditRecord>[]>(
    () => [
      {
        id: "time",
        header: t("audit.time"),
        cell: (row) => formatTime(row.createdAt, locale),
        csv: (row) => row.createdAt,
      },
      { id: "actor", header: t("audit.actor"), cell: (row) => staffName(row.actor), csv: (row) => row.actor },
      { id: "action", header: t("audit.action"), cell: (row) => row.action, csv: (row) => row.action },
      {
        id: "target",
        header: t("audit.target"),
        cell: (row) => breakableAtSlashes(`${row.targetType} ${row.targetId}`),
        csv: (row) => `${row.targetType}:${row.targetId}`,
      },
      {
        id: "detail",
        header: t("audit.detail"),
        // The opened record shows it whole.
        secondary: true,
        cell: (row) => <span className="truncate">{JSON.stringify(row.detail)}</span>,
        csv: (row) => JSON.stringify(row.detail),
      },
    ],
    [t, locale],
  );
  const filter = (label: string, value: string, set: (value: string) => void) => (
    <label className="field">
      <span>{label}</span>
      <input
        type="search"
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setPage(1);
        }}
      />
    </label>
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.audit")}</h1>
        <ErrorText error={audit.error} />
        <DataTable
          caption={t("menu.audit")}
          columns={columns}
          rows={shown}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={audit.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: rows.length, onPage: setPage }}
          csv={{ fileName: `audit-${merchant}.csv`, allRows: async () => rows }}
          filters={
            <>
              {filter(t("audit.actor"), actor, setActor)}
              {filter(t("audit.action"), action, setAction)}
              {filter(t("audit.targetType"), targetType, setTargetType)}
              {filter(t("audit.targetId"), targetId, setTargetId)}
            </>
          }
        />
      </div>
      {open ? (
        <DetailPanel title={`${open.action} #${open.id}`} onClose={() => setOpenId(null)}>
          <pre className="json">{JSON.stringify(open, null, 2)}</pre>
        </DetailPanel>
      ) : null}
    </div>
  );
}
