import { BANNER_GROUPS } from "@banca/contract/site";
import type { DataColumn } from "@banca/ui/data-table";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ListWithDetail } from "#bo/app/list-with-detail.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type AdminBanner, bannersQuery, deleteBanner, localText, reorderBanners } from "./api.ts";
import { BannerForm } from "./banner-form.tsx";
import { ContentPanel, shownColumn, useFreshForm } from "./content-panel.tsx";

/** The site's banners of one page group, in the order the site shows them; add, change, move, delete. */
export function BannersTab() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("content.write");
  const [group, setGroup] = useState<string>("w_home");
  const [openId, setOpenId] = useState<number | null>(null);
  const fresh = useFreshForm();
  const banners = useQuery(bannersQuery(merchant));
  const rows = (banners.data?.list ?? []).filter((row) => row.groupName === group);
  const open = banners.data?.list.find((row) => row.id === openId) ?? null;
  const reorder = useAction(reorderBanners, ["banners"]);
  const remove = useAction(deleteBanner, ["banners"]);
  const saved = (banner: AdminBanner) => {
    setGroup(banner.groupName);
    setOpenId(banner.id);
  };

  const columns = useMemo<DataColumn<AdminBanner>[]>(() => {
    const ids = rows.map((row) => row.id);
    const move = (id: number, step: number) => {
      const at = ids.indexOf(id);
      const next = [...ids];
      const other = next[at + step];
      if (other === undefined) return;
      next[at + step] = id;
      next[at] = other;
      reorder.mutate({ groupName: group, ids: next });
    };
    return [
      {
        id: "picture",
        header: t("content.banner.picture"),
        cell: (row) => <img className="content-thumb" src={row.url} alt="" loading="lazy" />,
      },
      { id: "sort", header: "#", numeric: true, cell: (row) => row.sort + 1, csv: (row) => row.sort },
      {
        id: "title",
        header: t("content.banner.title"),
        cell: (row) => localText(row.title, locale),
        csv: (row) => localText(row.title, locale),
      },
      {
        id: "link",
        header: t("content.banner.link"),
        cell: (row) => (row.linkageType === "NONE" ? "–" : row.link),
        csv: (row) => row.link,
      },
      shownColumn(t),
      ...(mayWrite
        ? [
            {
              id: "order",
              header: t("content.banner.order"),
              cell: (row: AdminBanner) => (
                <span className="content-order">
                  <button
                    type="button"
                    className="ghost"
                    aria-label={t("content.banner.up")}
                    disabled={ids[0] === row.id || reorder.isPending}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(row.id, -1);
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="ghost"
                    aria-label={t("content.banner.down")}
                    disabled={ids.at(-1) === row.id || reorder.isPending}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(row.id, 1);
                    }}
                  >
                    ↓
                  </button>
                </span>
              ),
            },
          ]
        : []),
    ];
  }, [t, locale, rows, group, mayWrite, reorder]);

  return (
    <ListWithDetail
      caption={t("content.tab.banners")}
      error={banners.error ?? reorder.error}
      loading={banners.isPending}
      columns={columns}
      rows={rows}
      openId={openId}
      onOpen={(row) => setOpenId(row.id)}
      csv={{ fileName: `banners-${group}-${merchant}.csv` }}
      filters={
        <label className="field">
          <span>{t("content.banner.group")}</span>
          <select value={group} onChange={(event) => setGroup(event.target.value)}>
            {BANNER_GROUPS.map((value) => (
              <option key={value} value={value}>
                {t(`content.group.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      }
      below={
        mayWrite ? (
          <BannerForm
            key={`${group}-${fresh.key}`}
            group={group}
            onSaved={(banner) => {
              fresh.renew();
              saved(banner);
            }}
          />
        ) : null
      }
      detail={
        open ? (
          <ContentPanel
            title={`${localText(open.title, locale) || t("content.banner.untitled")} #${open.id}`}
            onClose={() => setOpenId(null)}
            mayWrite={mayWrite}
            preview={<img className="content-preview" src={open.url} alt={localText(open.title, locale)} />}
            form={<BannerForm key={open.id} banner={open} group={group} onSaved={saved} />}
            remove={remove}
            id={open.id}
          />
        ) : null
      }
    />
  );
}
