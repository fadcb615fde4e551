import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { localText, PROMOTION_MODES, type Promotion, promotionsQuery } from "./api.ts";
import { PromotionCreateForm } from "./promotion-create-form.tsx";
import { PromotionEditForm } from "./promotion-edit-form.tsx";

/** Every promotion, switched off ones too, with what members did with it; create, change, switch off. */
export default function PromotionsPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("promotions.write");
  const [mode, setMode] = useState("");
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const promotions = useQuery(promotionsQuery(merchant));
  const needle = search.trim().toLowerCase();
  const rows = (promotions.data?.list ?? []).filter(
    (row) =>
      (!mode || row.mode === mode) &&
      (!needle || localText(row.title, locale).toLowerCase().includes(needle) || row.key?.includes(needle)),
  );
  const open = promotions.data?.list.find((row) => row.id === openId) ?? null;

  const columns = useMemo<DataColumn<Promotion>[]>(
    () => [
      { id: "id", header: "#", numeric: true, cell: (row) => row.id, csv: (row) => row.id },
      {
        id: "title",
        header: t("promotions.title"),
        cell: (row) => localText(row.title, locale),
        csv: (row) => localText(row.title, locale),
      },
      {
        id: "mode",
        header: t("promotions.mode"),
        cell: (row) => t(`promotions.mode.${row.mode}` as MessageKey),
        csv: (row) => row.mode,
      },
      {
        id: "enabled",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={row.enabled ? "success" : "neutral"}
            label={row.enabled ? t("promotions.enabled") : t("promotions.disabled")}
          />
        ),
        csv: (row) => (row.enabled ? "enabled" : "disabled"),
      },
      {
        id: "applying",
        header: t("promotions.applying"),
        numeric: true,
        cell: (row) => row.applying,
        csv: (row) => row.applying,
      },
      {
        id: "issued",
        header: t("promotions.issued"),
        numeric: true,
        // The promotion's panel shows it; a narrow list leaves it out.
        secondary: true,
        cell: (row) => row.issued,
        csv: (row) => row.issued,
      },
      {
        id: "ends",
        header: t("promotions.endsAt"),
        cell: (row) => formatTime(row.endsAt, locale),
        csv: (row) => row.endsAt,
      },
    ],
    [t, locale],
  );

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.promotions")}</h1>
        <ErrorText error={promotions.error} />
        <DataTable
          caption={t("menu.promotions")}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={promotions.isPending}
          onOpen={(row) => setOpenId(row.id)}
          selectedKey={openId === null ? null : String(openId)}
          csv={{ fileName: `promotions-${merchant}.csv` }}
          filters={
            <>
              <label className="field">
                <span>{t("promotions.mode")}</span>
                <select value={mode} onChange={(event) => setMode(event.target.value)}>
                  <option value="">{t("common.all")}</option>
                  {PROMOTION_MODES.map((value) => (
                    <option key={value} value={value}>
                      {t(`promotions.mode.${value}` as MessageKey)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t("common.search")}</span>
                <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              </label>
            </>
          }
        />
        {mayWrite ? <PromotionCreateForm onCreated={setOpenId} /> : null}
      </div>
      {open ? (
        <DetailPanel title={`${localText(open.title, locale)} #${open.id}`} onClose={() => setOpenId(null)}>
          <Facts
            items={[
              [t("promotions.key"), open.key],
              [t("promotions.category"), t(`promotions.category.${open.category}` as MessageKey)],
              [t("promotions.mode"), t(`promotions.mode.${open.mode}` as MessageKey)],
              [t("promotions.summary"), localText(open.summary, locale)],
              [t("promotions.startsAt"), formatTime(open.startsAt, locale)],
              [t("promotions.endsAt"), formatTime(open.endsAt, locale)],
              [t("promotions.bonusCap"), open.bonusCap],
              [t("promotions.turnover"), open.turnoverMultiplier],
              [t("promotions.applying"), open.applying],
              [t("promotions.issued"), open.issued],
              [t("promotions.claims"), open.claims],
            ]}
          />
          {mayWrite ? <PromotionEditForm key={open.id} promotion={open} /> : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}
