import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { gamesQuery, importResults, type QueueItem, queueQuery } from "./api.ts";
import { GamesSection } from "./games-section.tsx";
import { IssuePanel } from "./issue-panel.tsx";

/**
 * Official results of the games staff enter: the issues past their draw waiting for a result, for
 * its confirmation by a second staff member or for the confirmation of a void; entry (typed or
 * imported), confirmation, rejection, void; and the merchant's games with their settings.
 */
export default function LotteryPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayEnter = useCan("lottery.results");
  const queue = useQuery(queueQuery(merchant));
  const games = useQuery(gamesQuery(merchant));
  const [open, setOpen] = useState<{ gameCode: string; numero: string } | null>(null);
  const [search, setSearch] = useState("");
  const [format, setFormat] = useState<"csv" | "json">("csv");
  const [content, setContent] = useState("");
  const importing = useAction(importResults, ["lottery"]);

  const needle = search.trim().toLowerCase();
  const rows = (queue.data?.list ?? []).filter(
    (row) => !needle || `${row.gameCode} ${row.numero}`.toLowerCase().includes(needle),
  );
  const openItem = queue.data?.list.find(
    (row) => row.gameCode === open?.gameCode && row.numero === open?.numero,
  );
  const columns = useMemo<DataColumn<QueueItem>[]>(
    () => [
      { id: "game", header: t("lottery.game"), cell: (row) => row.gameCode, csv: (row) => row.gameCode },
      { id: "numero", header: t("lottery.numero"), cell: (row) => row.numero, csv: (row) => row.numero },
      {
        id: "drawAt",
        header: t("lottery.drawAt"),
        cell: (row) => formatTime(row.drawAt, locale),
        csv: (row) => row.drawAt,
      },
      {
        id: "state",
        header: t("common.status"),
        cell: (row) => (
          <span className="badges">
            {row.pending ? (
              <StatusBadge tone="warning" label={t("lottery.awaitingConfirmation")} />
            ) : (
              <StatusBadge tone="neutral" label={t("lottery.awaitingResult")} />
            )}
            {row.voidRequest ? <StatusBadge tone="danger" label={t("lottery.voidRequested")} /> : null}
          </span>
        ),
        csv: (row) =>
          `${row.pending ? "awaiting confirmation" : "awaiting result"}${row.voidRequest ? ", void requested" : ""}`,
      },
      {
        id: "enteredBy",
        header: t("lottery.enteredBy"),
        cell: (row) => staffName(row.pending?.enteredBy ?? ""),
        csv: (row) => row.pending?.enteredBy ?? "",
      },
    ],
    [t, locale],
  );

  async function readFile(file: File | undefined) {
    if (!file) return;
    setFormat(file.name.toLowerCase().endsWith(".json") ? "json" : "csv");
    setContent(await file.text());
  }

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.lottery")}</h1>
        <ErrorText error={queue.error} />
        <DataTable
          caption={t("lottery.queue")}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.gameCode}-${row.numero}`}
          labels={tableLabels(t)}
          empty={t("lottery.queueEmpty")}
          loading={queue.isPending}
          onOpen={(row) => setOpen({ gameCode: row.gameCode, numero: row.numero })}
          selectedKey={open ? `${open.gameCode}-${open.numero}` : null}
          csv={{ fileName: `lottery-results-${merchant}.csv` }}
          filters={
            <label className="field">
              <span>{t("common.search")}</span>
              <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
            </label>
          }
        />
        {mayEnter ? (
          <section className="card stack" aria-labelledby="import-title">
            <h2 id="import-title">{t("lottery.import")}</h2>
            <p className="hint">{t("lottery.importHint")}</p>
            <div className="row">
              <label className="field">
                <span>{t("lottery.format")}</span>
                <select value={format} onChange={(event) => setFormat(event.target.value as "csv" | "json")}>
                  <option value="csv">CSV</option>
                  <option value="json">JSON</option>
                </select>
              </label>
              <label className="field">
                <span>{t("lottery.file")}</span>
                <input
                  type="file"
                  accept=".csv,.json,text/csv,application/json"
                  onChange={(event) => void readFile(event.target.files?.[0])}
                />
              </label>
            </div>
            <label className="field">
              <span>{t("lottery.content")}</span>
              <textarea rows={4} value={content} onChange={(event) => setContent(event.target.value)} />
            </label>
            <ErrorText error={importing.error} />
            {importing.data ? (
              <p role="status">{t("lottery.imported", { count: importing.data.entries.length })}</p>
            ) : null}
            <button
              type="button"
              className="primary"
              disabled={!content.trim() || importing.isPending}
              onClick={() => importing.mutate({ format, content })}
            >
              {t("lottery.importSubmit")}
            </button>
          </section>
        ) : null}
        <GamesSection />
      </div>
      {open ? (
        <IssuePanel
          key={`${open.gameCode}-${open.numero}`}
          issue={open}
          item={openItem ?? null}
          game={games.data?.list.find((game) => game.code === open.gameCode) ?? null}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
