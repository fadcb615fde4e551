import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type Locale, type MessageKey, type Translate, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { gamesQuery, groupsQuery, type LotteryGame, type LotteryGroup } from "./api.ts";

/** A game's or group's name in the back office's language (the catalogue keys Chinese as `cn`). */
export const nameIn = (names: Record<string, string | undefined>, locale: Locale) =>
  (locale === "zh-CN" ? names.cn : names.en) ?? Object.values(names).find(Boolean) ?? "";

const utc = (minutes: number) =>
  `UTC${minutes < 0 ? "−" : "+"}${Math.floor(Math.abs(minutes) / 60)}${minutes % 60 ? `:${String(Math.abs(minutes) % 60).padStart(2, "0")}` : ""}`;

/** When a game draws and closes its sales, in words. */
function timing(game: LotteryGame, t: Translate) {
  const close = t("lottery.salesClose", {
    time:
      game.lockSeconds >= 60
        ? t("lottery.minutes", { n: game.lockSeconds / 60 })
        : t("lottery.seconds", { n: game.lockSeconds }),
  });
  if (game.drawTime) {
    const days =
      game.weekdays && game.weekdays.length < 7
        ? ` (${game.weekdays.map((day) => t(`lottery.weekday.${day}` as Parameters<Translate>[0])).join(", ")})`
        : "";
    return `${t("lottery.daily", { time: game.drawTime, zone: utc(game.utcOffsetMinutes) })}${days}; ${close}`;
  }
  return `${t("lottery.every", { n: Math.round(game.intervalSeconds / 60) })}; ${close}`;
}

const minor = (value: number | undefined) => (value === undefined ? "" : (value / 100).toFixed(2));

/** The merchant's lottery games and their groups' settings: what is drawn by whom, when, and the stakes. */
export function GamesSection() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const games = useQuery(gamesQuery(merchant));
  const groups = useQuery(groupsQuery(merchant));
  const gameColumns = useMemo<DataColumn<LotteryGame>[]>(
    () => [
      { id: "code", header: t("lottery.code"), cell: (row) => row.code, csv: (row) => row.code },
      {
        id: "name",
        header: t("lottery.name"),
        cell: (row) => nameIn(row.names, locale),
        csv: (row) => nameIn(row.names, locale),
      },
      // The group and the draw's table repeat what the name says: a narrow screen leaves them out
      // rather than scroll the table sideways.
      {
        id: "group",
        header: t("lottery.group"),
        cell: (row) => row.group,
        csv: (row) => row.group,
        secondary: true,
      },
      {
        id: "results",
        header: t("lottery.results"),
        cell: (row) =>
          row.results === "official" ? (
            <StatusBadge tone="info" label={t("lottery.results.official")} />
          ) : (
            <StatusBadge tone="neutral" label={t("lottery.results.rng")} />
          ),
        csv: (row) => row.results,
      },
      {
        id: "table",
        header: t("lottery.tableLayout"),
        cell: (row) =>
          row.draw.layout
            ? t(`lottery.layoutName.${row.draw.layout}`)
            : t(`lottery.drawKind.${row.draw.kind}` as MessageKey),
        csv: (row) => row.draw.layout ?? row.draw.kind,
        secondary: true,
      },
      {
        id: "timing",
        header: t("lottery.timing"),
        cell: (row) => timing(row, t),
        csv: (row) => timing(row, t),
      },
      {
        id: "awaiting",
        header: t("lottery.awaitingCount"),
        numeric: true,
        cell: (row) => (row.results === "official" ? row.awaitingResults : "–"),
        csv: (row) => row.awaitingResults,
      },
      {
        id: "enabled",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={row.enabled ? "success" : "neutral"}
            label={t(row.enabled ? "lottery.onSale" : "lottery.off")}
          />
        ),
        csv: (row) => (row.enabled ? "on" : "off"),
      },
    ],
    [t, locale],
  );
  const groupColumns = useMemo<DataColumn<LotteryGroup>[]>(
    () => [
      {
        id: "code",
        header: t("lottery.group"),
        cell: (row) => `${row.code} · ${nameIn(row.names, locale)}`,
        csv: (row) => row.code,
      },
      {
        id: "min",
        header: t("lottery.minStake"),
        numeric: true,
        cell: (row) => minor(row.settings.minStake),
        csv: (row) => minor(row.settings.minStake),
      },
      {
        id: "max",
        header: t("lottery.maxStake"),
        numeric: true,
        cell: (row) => minor(row.settings.maxStake),
        csv: (row) => minor(row.settings.maxStake),
      },
      {
        id: "series",
        header: t("lottery.series"),
        cell: (row) =>
          row.settings.topSeries
            ? `${row.settings.minSeries ?? "–"} – ${row.settings.topSeries} (${t("lottery.seriesDefault")} ${row.settings.defaultSeries ?? "–"})`
            : "–",
        csv: (row) => row.settings.topSeries ?? "",
      },
    ],
    [t, locale],
  );
  return (
    <section className="stack" aria-labelledby="games-title">
      <h2 id="games-title">{t("lottery.games")}</h2>
      <p className="hint">{t("lottery.gamesHint")}</p>
      <ErrorText error={games.error ?? groups.error} />
      <DataTable
        caption={t("lottery.gamesList")}
        columns={gameColumns}
        rows={games.data?.list ?? []}
        rowKey={(row) => row.code}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={games.isPending}
        csv={{ fileName: `lottery-games-${merchant}.csv` }}
      />
      <DataTable
        caption={t("lottery.groups")}
        columns={groupColumns}
        rows={groups.data ?? []}
        rowKey={(row) => row.code}
        labels={tableLabels(t)}
        empty={t("common.empty")}
        loading={groups.isPending}
      />
    </section>
  );
}
