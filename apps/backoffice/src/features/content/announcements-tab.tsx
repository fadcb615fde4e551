import type { DataColumn } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ListWithDetail } from "#bo/app/list-with-detail.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
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
import { ContentPanel, shownColumn, useFreshForm } from "./content-panel.tsx";

/** The site's notices (player, pop-up, promotion, headline), newest first; add, change, delete. */
export function AnnouncementsTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const [type, setType] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const fresh = useFreshForm();
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
      shownColumn(t),
    ],
    [t, locale],
  );
  return (
    <ListWithDetail
      caption={t("content.tab.announcements")}
      error={page.error}
      loading={page.isPending}
      columns={columns}
      rows={page.data?.list ?? []}
      openId={open?.id ?? null}
      onOpen={setOpen}
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
      below={
        mayWrite ? (
          <AnnouncementForm
            key={fresh.key}
            onSaved={(saved) => {
              fresh.renew();
              setOpen(saved);
            }}
          />
        ) : null
      }
      detail={
        open ? (
          <ContentPanel
            title={`${localText(open.title, locale)} #${open.id}`}
            onClose={() => setOpen(null)}
            mayWrite={mayWrite}
            form={<AnnouncementForm key={open.id} announcement={open} onSaved={setOpen} />}
            readOnly={<p className="wrap">{localText(open.content, locale)}</p>}
            remove={remove}
            id={open.id}
          />
        ) : null
      }
    />
  );
}
