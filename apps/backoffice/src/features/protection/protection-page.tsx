import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { type Exclusion, exclusionsQuery, type LimitHit, limitHitsQuery } from "./api.ts";

const SIZE = 20;

/**
 * Player protection as staff see it: who reached a limit they set, and time-outs and
 * self-exclusions. Read only: an exclusion cannot be lifted by staff, and limits are the player's.
 */
export default function ProtectionPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [hitsPage, setHitsPage] = useState(1);
  const [exclusionsPage, setExclusionsPage] = useState(1);
  const [active, setActive] = useState<"true" | "false">("true");
  const hits = useQuery({
    ...limitHitsQuery(merchant, { page: hitsPage, size: SIZE }),
    placeholderData: keepPreviousData,
  });
  const exclusions = useQuery({
    ...exclusionsQuery(merchant, { page: exclusionsPage, size: SIZE, active }),
    placeholderData: keepPreviousData,
  });
  const hitColumns = useMemo<DataColumn<LimitHit>[]>(() => {
    const amount = (row: LimitHit, value: string) =>
      row.kind === "session" ? t("protection.minutes", { n: value }) : t("protection.minor", { n: value });
    return [
      { id: "at", header: t("audit.time"), cell: (row) => formatTime(row.at, locale), csv: (row) => row.at },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "kind",
        header: t("protection.limit"),
        cell: (row) =>
          `${t(`protection.kind.${row.kind}` as MessageKey)} · ${t(`protection.period.${row.period}` as MessageKey)}`,
        csv: (row) => `${row.kind}/${row.period}`,
      },
      {
        id: "channel",
        header: t("protection.channel"),
        cell: (row) => row.channel,
        csv: (row) => row.channel,
      },
      {
        id: "limit",
        header: t("protection.limitAmount"),
        numeric: true,
        cell: (row) => amount(row, row.limitAmount),
        csv: (row) => row.limitAmount,
      },
      {
        id: "attempted",
        header: t("protection.attempted"),
        numeric: true,
        cell: (row) => amount(row, row.attempted),
        csv: (row) => row.attempted,
      },
    ];
  }, [t, locale]);
  const exclusionColumns = useMemo<DataColumn<Exclusion>[]>(
    () => [
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "kind",
        header: t("protection.exclusionKind"),
        cell: (row) => t(`protection.exclusion.${row.kind}` as MessageKey),
        csv: (row) => row.kind,
      },
      {
        id: "starts",
        header: t("protection.starts"),
        cell: (row) => formatTime(row.startsAt, locale),
        csv: (row) => row.startsAt,
      },
      {
        id: "ends",
        header: t("protection.ends"),
        cell: (row) => (row.endsAt ? formatTime(row.endsAt, locale) : t("protection.permanent")),
        csv: (row) => row.endsAt ?? "permanent",
      },
      {
        id: "sessions",
        header: t("protection.endedSessions"),
        numeric: true,
        cell: (row) => row.endedSessions,
        csv: (row) => row.endedSessions,
      },
      {
        id: "inForce",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={row.inForce ? "warning" : "neutral"}
            label={row.inForce ? t("protection.inForce") : t("protection.over")}
          />
        ),
        csv: (row) => (row.inForce ? "in force" : "over"),
      },
    ],
    [t, locale],
  );

  return (
    <div className="page">
      <h1>{t("menu.protection")}</h1>
      <p className="hint">{t("protection.hint")}</p>
      <h2>{t("protection.hits")}</h2>
      <ErrorText error={hits.error} />
      <DataTable
        caption={t("protection.hits")}
        columns={hitColumns}
        rows={hits.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={hits.isPending}
        paging={{ page: hitsPage, pageSize: SIZE, total: hits.data?.total ?? 0, onPage: setHitsPage }}
        csv={{ fileName: `limit-hits-${merchant}.csv` }}
      />
      <h2>{t("protection.exclusions")}</h2>
      <ErrorText error={exclusions.error} />
      <DataTable
        caption={t("protection.exclusions")}
        columns={exclusionColumns}
        rows={exclusions.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={exclusions.isPending}
        paging={{
          page: exclusionsPage,
          pageSize: SIZE,
          total: exclusions.data?.total ?? 0,
          onPage: setExclusionsPage,
        }}
        csv={{ fileName: `exclusions-${merchant}-${active === "true" ? "in-force" : "all"}.csv` }}
        filters={
          <label className="field">
            <span>{t("common.status")}</span>
            <select
              value={active}
              onChange={(event) => {
                setActive(event.target.value as "true" | "false");
                setExclusionsPage(1);
              }}
            >
              <option value="true">{t("protection.inForce")}</option>
              <option value="false">{t("common.all")}</option>
            </select>
          </label>
        }
      />
    </div>
  );
}
