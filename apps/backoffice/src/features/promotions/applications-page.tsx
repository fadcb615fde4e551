import type { DataColumn } from "@banca/ui/data-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { QUEUE_PAGE_SIZE, QueuePage, useQueue } from "#bo/app/queue.tsx";
import { fieldColumn, statusColumn, timeColumn } from "#bo/app/queue-columns.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { allPages } from "#bo/lib/api.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import {
  APPLICATION_STATUSES,
  type Application,
  applicationsQuery,
  listApplications,
  localText,
  promotionsQuery,
} from "./api.ts";
import { ApplicationPanel } from "./application-panel.tsx";

/** The desk of applications to apply-mode promotions: open one, look at its images, award or reject. */
export default function ApplicationsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const queue = useQueue("applying");
  const { status, openId } = queue;
  const [promotionId, setPromotionId] = useState("");
  const filter = { status, promotionId, pageNo: queue.page, pageSize: QUEUE_PAGE_SIZE };
  const applications = useQuery({
    ...applicationsQuery(merchant, filter),
    placeholderData: keepPreviousData,
  });
  const promotions = useQuery(promotionsQuery(merchant));
  const applyModes = (promotions.data?.list ?? []).filter((row) => row.mode === "apply");

  const columns = useMemo<DataColumn<Application>[]>(
    () => [
      fieldColumn("id", "#", (row) => row.id, true),
      {
        id: "promotion",
        header: t("applications.promotion"),
        cell: (row) => row.promotionTitle ?? row.promotionId,
        csv: (row) => row.promotionTitle ?? row.promotionId,
      },
      fieldColumn("member", t("common.member"), (row) => row.username),
      fieldColumn("images", t("applications.images"), (row) => row.imageCount, true),
      statusColumn(
        t("common.status"),
        (row) => row.status,
        (status) => t(`applications.status.${status}` as MessageKey),
      ),
      timeColumn("appliedAt", t("common.created"), (row) => row.appliedAt, locale),
    ],
    [t, locale],
  );

  return (
    <QueuePage
      queue={queue}
      title={t("menu.applications")}
      error={applications.error}
      loading={applications.isPending}
      columns={columns}
      rows={applications.data?.list ?? []}
      total={applications.data?.totalCount ?? 0}
      csv={{
        name: "applications",
        allRows: () => allPages((pageNo) => listApplications({ ...filter, pageNo, pageSize: 200 })),
      }}
      statuses={APPLICATION_STATUSES}
      statusLabel={(value) => t(`applications.status.${value}` as MessageKey)}
      filters={
        <label className="field">
          <span>{t("applications.promotion")}</span>
          <select
            value={promotionId}
            onChange={(event) => {
              setPromotionId(event.target.value);
              queue.setPage(1);
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
      }
      detail={openId !== null ? <ApplicationPanel id={openId} onClose={() => queue.setOpenId(null)} /> : null}
    />
  );
}
