import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { StatusBadge } from "@banca/ui/status-badge";
import { SummaryCard } from "@banca/ui/summary-card";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { allPages } from "#bo/lib/api.ts";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import {
  listTickets,
  localText,
  promotionsQuery,
  type RaffleEntry,
  type RaffleWinner,
  ticketsQuery,
  winnersQuery,
} from "./api.ts";

const PAGE_SIZE = 20;

/** A raffle promotion's draw, its members' tickets and the places drawn with what became of each prize. */
export default function RafflesPage() {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const promotions = useQuery(promotionsQuery(merchant));
  const raffles = (promotions.data?.list ?? []).filter((row) => row.mode === "raffle");
  const [picked, setPicked] = useState<number | null>(null);
  const promotionId = picked ?? raffles[0]?.id ?? null;
  const [username, setUsername] = useState("");
  const [page, setPage] = useState(1);
  const filter = {
    promotionId: promotionId ?? 0,
    username: username.trim(),
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  const tickets = useQuery({
    ...ticketsQuery(merchant, filter),
    enabled: promotionId !== null,
    placeholderData: keepPreviousData,
  });
  const winners = useQuery({ ...winnersQuery(merchant, promotionId ?? 0), enabled: promotionId !== null });
  const draw = tickets.data?.draw ?? winners.data?.draw;

  const ticketColumns = useMemo<DataColumn<RaffleEntry>[]>(
    () => [
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "tickets",
        header: t("raffles.tickets"),
        numeric: true,
        cell: (row) => row.tickets,
        csv: (row) => row.tickets,
      },
      {
        id: "validBet",
        header: t("reports.validBets"),
        numeric: true,
        cell: (row) => row.validBet,
        csv: (row) => row.validBet,
      },
      {
        id: "deposits",
        header: t("raffles.deposits"),
        numeric: true,
        cell: (row) => row.deposits,
        csv: (row) => row.deposits,
      },
      {
        id: "first",
        header: t("raffles.firstTicket"),
        numeric: true,
        cell: (row) => row.firstTicket ?? "–",
        csv: (row) => row.firstTicket ?? "",
      },
    ],
    [t],
  );
  const winnerColumns = useMemo<DataColumn<RaffleWinner>[]>(
    () => [
      {
        id: "place",
        header: t("raffles.place"),
        numeric: true,
        cell: (row) => row.place,
        csv: (row) => row.place,
      },
      { id: "member", header: t("common.member"), cell: (row) => row.username, csv: (row) => row.username },
      {
        id: "ticket",
        header: t("raffles.ticket"),
        numeric: true,
        cell: (row) => row.ticket,
        csv: (row) => row.ticket,
      },
      {
        id: "amount",
        header: t("common.amount"),
        numeric: true,
        cell: (row) => row.amount,
        csv: (row) => row.amount,
      },
      {
        id: "status",
        header: t("common.status"),
        cell: (row) => (
          <StatusBadge
            tone={row.status === "claimed" ? "success" : row.status === "won" ? "warning" : "neutral"}
            label={t(`raffles.prize.${row.status}` as MessageKey)}
          />
        ),
        csv: (row) => row.status,
      },
      {
        id: "claimedAt",
        header: t("raffles.claimedAt"),
        cell: (row) => formatTime(row.claimedAt, locale),
        csv: (row) => row.claimedAt ?? "",
      },
    ],
    [t, locale],
  );

  return (
    <div className="page">
      <h1>{t("menu.raffles")}</h1>
      <ErrorText error={promotions.error ?? tickets.error ?? winners.error} />
      <div className="filters">
        <label className="field">
          <span>{t("raffles.raffle")}</span>
          <select
            value={promotionId ?? ""}
            onChange={(event) => {
              setPicked(Number(event.target.value));
              setPage(1);
            }}
          >
            {raffles.map((row) => (
              <option key={row.id} value={row.id}>
                #{row.id} {localText(row.title, locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {promotions.isSuccess && raffles.length === 0 ? <p role="status">{t("raffles.none")}</p> : null}
      {draw ? (
        <div className="cards">
          <SummaryCard
            label={t("raffles.drawAt")}
            value={formatTime(draw.drawAt, locale)}
            detail={
              draw.drawnAt
                ? t("raffles.drawn", { time: formatTime(draw.drawnAt, locale) })
                : t("raffles.notDrawn")
            }
          />
          <SummaryCard
            label={t("raffles.totalTickets")}
            value={draw.totalTickets}
            detail={t("raffles.holders", { count: draw.holders })}
          />
          <SummaryCard
            label={t("raffles.claimUntil")}
            value={formatTime(draw.claimUntil, locale) || "–"}
            detail={t("raffles.seedHash", { hash: `${draw.seedHash.slice(0, 12)}…` })}
          />
        </div>
      ) : null}
      {promotionId !== null ? (
        <>
          <h2>{t("raffles.winners")}</h2>
          <DataTable
            caption={t("raffles.winners")}
            columns={winnerColumns}
            rows={winners.data?.list ?? []}
            rowKey={(row) => String(row.place)}
            labels={tableLabels(t)}
            empty={t("raffles.noWinners")}
            loading={winners.isPending}
            csv={{ fileName: `raffle-${promotionId}-winners.csv` }}
          />
          <h2>{t("raffles.tickets")}</h2>
          <DataTable
            caption={t("raffles.tickets")}
            columns={ticketColumns}
            rows={tickets.data?.list ?? []}
            rowKey={(row) => String(row.memberId)}
            labels={tableLabels(t)}
            empty={t("common.empty")}
            loading={tickets.isPending}
            paging={{ page, pageSize: PAGE_SIZE, total: tickets.data?.totalCount ?? 0, onPage: setPage }}
            csv={{
              fileName: `raffle-${promotionId}-tickets.csv`,
              allRows: () => allPages((pageNo) => listTickets({ ...filter, pageNo, pageSize: 200 })),
            }}
            filters={
              <label className="field">
                <span>{t("common.member")}</span>
                <input
                  type="search"
                  value={username}
                  onChange={(event) => {
                    setUsername(event.target.value);
                    setPage(1);
                  }}
                />
              </label>
            }
          />
        </>
      ) : null}
    </div>
  );
}
