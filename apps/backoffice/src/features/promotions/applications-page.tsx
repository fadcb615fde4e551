import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { StatusFilter } from "#bo/app/status-filter.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import {
  APPLICATION_STATUSES,
  type Application,
  applicationsQuery,
  listApplications,
  localText,
  promotionsQuery,
} from "./api.ts";
import { ApplicationPanel } from "./application-panel.tsx";

const PAGE_SIZE = 20;

/** The desk of applications to apply-mode promotions: open one, look at its images, award or reject. */
export default function ApplicationsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [status, setStatus] = useState("applying");
  const [promotionId, setPromotionId] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { status, promotionId, pageNo: page, pageSize: PAGE_SIZE };
  const applications = useQuery({
    ...applicationsQuery(merchant, filter),
    placeholderData: keepPreviousData,
  });
  const promotions = useQuery(promotionsQuery(merchant));
  const applyModes = (promotions.data?.list ?? []).filter((row) => row.mode === "apply");

  const columns = useMemo<DataColumn<Application>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      {
        id: "promotion",
        header: t("applications.promotion"),
        cell: (row) => row.promotionTitle ?? row.promotionId,
        csv: (row) => row.promotionTitle ?? row.promotionId,
      },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "images",
        header: t("applications.images"),
        numeric: true,
        cell: (row) => row.imageCount,
        csv: (row) => row.imageCount,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={statusTone(row.status)}
            label={t(`applications.status.${row.status}` as MessageKey)}
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
        <h1>{t("menu.applications")}</h1>
        <ErrorText error={applications.error} />
        <DataTable
          caption={t("menu.applications")}
          columns={columns}
          rows={applications.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={applications.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          paging={{ page, pageSize: PAGE_SIZE, total: applications.data?.totalCount ?? 0, onPage: setPage }}
          csv={{
            fileName: `applications-${merchant}-${status || "all"}.csv`,
            allRows: () => allPages((pageNo) => listApplications({ ...filter, pageNo, pageSize: 200 })),
          }}
          filters={
            <>
              <StatusFilter
                value={status}
                statuses={APPLICATION_STATUSES}
                labelOf={(value) => t(`applications.status.${value}` as MessageKey)}
                onChange={(value) => {
                  setStatus(value);
                  setPage(1);
                }}
              />
              <label className="field">
                <span>{t("applications.promotion")}</span>
                <select
                  value={promotionId}
                  onChange={(event) => {
                    setPromotionId(event.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">{t("common.all")}</option>
                  {applyModes.map((row) => (
                    <option key={row.id} value={row.id}>
                      #{row.id} {localText(row.title, locale)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          }
        />
      </div>
      {openId !== null ? <ApplicationPanel id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
