import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { AnnouncementForm } from "./announcement-form.tsx";
import {
  ANNOUNCEMENT_TYPES,
  type Announcement,
  announcementsQuery,
  deleteAnnouncement,
  localText,
} from "./api.ts";

/** The site's notices (player, pop-up, promotion, headline), newest first; add, change, delete. */
export function AnnouncementsTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const [type, setType] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const [added, setAdded] = useState(0);
  const page = useQuery(announcementsQuery(merchant, { type, pageNo }));
  const remove = useAction(deleteAnnouncement, ["announcements"]);
  const columns = useMemo<DataColumn<Announcement>[]>(
    () => [
      {
        id: "type",
        header: t("content.announcement.type"),
        cell: (row) => t(`content.announcement.type.${row.type}` as MessageKey),
        csv: (row) => row.type,
      },
      {
        id: "title",
        header: t("content.announcement.title"),
        cell: (row) => localText(row.title, locale),
        csv: (row) => localText(row.title, locale),
      },
      {
        id: "published",
        header: t("content.announcement.published"),
        cell: (row) => formatTime(row.publishedAt, locale),
        csv: (row) => row.publishedAt,
      },
      {
        id: "enabled",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={row.enabled ? "success" : "neutral"}
            label={row.enabled ? t("content.shown") : t("content.disabled")}
          />
        ),
        csv: (row) => (row.enabled ? "enabled" : "disabled"),
      },
    ],
    [t, locale],
  );
  return (
    <div className="with-detail">
      <div className="page-main">
        <ErrorText error={page.error} />
        <DataTable
          caption={t("content.tab.announcements")}
          columns={columns}
          rows={page.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={page.isPending}
          onOpen={setOpen}
          selectedKey={open ? String(open.id) : null}
          paging={{ page: pageNo, pageSize: 20, total: page.data?.totalCount ?? 0, onPage: setPageNo }}
          csv={{ fileName: `announcements-${merchant}.csv` }}
          filters={
            <label className="field">
              <span>{t("content.announcement.type")}</span>
              <select
                value={type}
                onChange={(event) => {
                  setType(event.target.value);
                  setPageNo(1);
                }}
              >
                <option value="">{t("common.all")}</option>
                {ANNOUNCEMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.announcement.type.${value}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
          }
        />
        {mayWrite ? (
          <AnnouncementForm
            key={`new-${added}`}
            onSaved={(saved) => {
              setAdded((count) => count + 1);
              setOpen(saved);
            }}
          />
        ) : null}
      </div>
      {open ? (
        <DetailPanel title={`${localText(open.title, locale)} #${open.id}`} onClose={() => setOpen(null)}>
          {mayWrite ? (
            <>
              <AnnouncementForm key={open.id} announcement={open} onSaved={setOpen} />
              <ErrorText error={remove.error} />
              <button
                type="button"
                className="danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t("content.confirmDelete")))
                    remove.mutate(open.id, { onSuccess: () => setOpen(null) });
                }}
              >
                {t("content.delete")}
              </button>
            </>
          ) : (
            <p className="wrap">{localText(open.content, locale)}</p>
          )}
        </DetailPanel>
      ) : null}
    </div>
  );
}
