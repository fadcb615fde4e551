import { ROUND_STATUSES, type RoundStatus } from "@banca/contract/betting-records";
import type { GameType } from "@banca/contract/site";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ValidBetNote } from "#app/components/site/valid-bet-note.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useGameMenus } from "#app/features/games/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type BetRound, bettingRecordsQuery } from "./betting-api.ts";
import { profitClass } from "./profit-class.ts";
import { RECORD_PAGE_SIZE, RecordListPage, useRangePaging } from "./record-list-page.tsx";
import { replayBetId } from "./replay-api.ts";

// Loaded when a replay is first opened: the record itself does not need it.
const RoundReplayDialog = lazy(() => import("./round-replay-dialog.tsx"));

/** The round's id, and for an in-house round its replay, opened in a dialog. */
function RoundIdCell({ round }: { round: BetRound }) {
  const { t } = useTranslation();
  const betId = replayBetId(round);
  const [replaying, setReplaying] = useState(false);
  return (
    <>
      <span className="bet-round__id" title={round.roundId}>
        {round.roundId}
      </span>
      {betId !== null ? (
        <button
          type="button"
          className="bet-round__replay"
          onClick={() => setReplaying(true)}
          data-testid="bet-round-replay"
        >
          {t("records.replay.open")}
        </button>
      ) : null}
      {replaying && betId !== null ? (
        <Suspense fallback={null}>
          <RoundReplayDialog round={round} betId={betId} onClose={() => setReplaying(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** personalHistoryCopy: the member's game rounds by game type, vendor, status and date, with totals. */
export default function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const paging = useRangePaging();
  const [gameType, setGameType] = useState<GameType | "">("");
  const [vassalage, setVassalage] = useState("");
  const [status, setStatus] = useState<RoundStatus | "">("");
  const menus = useGameMenus().data ?? [];
  // Vendors of the chosen type, or of every type (a vendor may serve several).
  const vendors = [
    ...new Map(
      menus
        .filter((menu) => !gameType || menu.gameType === gameType)
        .flatMap((menu) => menu.vendors)
        .map((vendor) => [vendor.vassalage, vendor] as const),
    ).values(),
  ];
  const query = useQuery(
    bettingRecordsQuery(
      {
        ...paging.range.range,
        ...(gameType ? { gameType } : {}),
        ...(vassalage ? { vassalage } : {}),
        ...(status ? { status } : {}),
        pageNo: paging.pageNo,
        pageSize: RECORD_PAGE_SIZE,
      },
      i18n.language,
    ),
  );

  const columns: DataColumn<BetRound>[] = [
    { id: "time", header: t("records.columns.time"), cell: (round) => formatDateTime(round.betTime) },
    {
      id: "game",
      header: t("records.betting.columns.game"),
      cell: (round) => (
        <span className="bet-round__game">
          <span className="bet-round__name">{round.gameName}</span>
          <span className="bet-round__meta">
            {round.vendorName} · {t(`gameTypes.${round.gameType}`)}
          </span>
        </span>
      ),
    },
    {
      id: "bet",
      header: t("records.betting.columns.bet"),
      numeric: true,
      cell: (round) => money(round.bet, { symbol: false }),
    },
    {
      id: "validBet",
      header: t("records.betting.columns.validBet"),
      numeric: true,
      cell: (round) => <span data-testid="bet-round-valid">{money(round.validBet, { symbol: false })}</span>,
    },
    {
      id: "win",
      header: t("records.betting.columns.win"),
      numeric: true,
      cell: (round) => money(round.win, { symbol: false }),
    },
    {
      id: "profit",
      header: t("records.betting.columns.profit"),
      numeric: true,
      className: (round) => (round.profit === null ? undefined : profitClass(round.profit)),
      cell: (round) => (round.profit === null ? "—" : money(round.profit, { signed: true, symbol: false })),
    },
    {
      id: "status",
      header: t("records.columns.status"),
      cell: (round) => (
        <span className={`records-status records-status--${round.status}`}>
          {t(`records.betting.statuses.${round.status}`)}
        </span>
      ),
    },
    {
      id: "roundId",
      header: t("records.betting.columns.roundId"),
      className: () => "records-table__order",
      cell: (round) => <RoundIdCell round={round} />,
    },
  ];

  return (
    <div className="betting-record">
      <RecordListPage
        testId="betting-record"
        title={t("memberCentre.pages.personalHistoryCopy")}
        intro={t("records.betting.intro")}
        note={<ValidBetNote />}
        paging={paging}
        filters={
          <>
            <label className="form__field records-filters__type">
              {t("records.betting.gameType")}
              <select
                name="gameType"
                value={gameType}
                onChange={(event) => {
                  setGameType(event.target.value as GameType | "");
                  setVassalage("");
                  paging.firstPage();
                }}
              >
                <option value="">{t("records.betting.allTypes")}</option>
                {menus.map((menu) => (
                  <option key={menu.gameType} value={menu.gameType}>
                    {t(`gameTypes.${menu.gameType}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="form__field records-filters__type">
              {t("records.betting.vendor")}
              <select
                name="vassalage"
                value={vassalage}
                onChange={(event) => {
                  setVassalage(event.target.value);
                  paging.firstPage();
                }}
              >
                <option value="">{t("records.betting.allVendors")}</option>
                {vendors.map((vendor) => (
                  <option key={vendor.vassalage} value={vendor.vassalage}>
                    {vendor.displayName}
                  </option>
                ))}
              </select>
            </label>
            <label className="form__field records-filters__type">
              {t("records.columns.status")}
              <select
                name="roundStatus"
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as RoundStatus | "");
                  paging.firstPage();
                }}
              >
                <option value="">{t("records.betting.allStatuses")}</option>
                {ROUND_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`records.betting.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
        query={query}
        empty={
          <EmptyState title={t("records.betting.emptyTitle")}>{t("records.betting.emptyText")}</EmptyState>
        }
        summary={(page) => [
          { label: t("records.betting.totals.bet"), value: money(page.totals.bet) },
          { label: t("records.betting.totals.validBet"), value: money(page.totals.validBet) },
          { label: t("records.betting.totals.win"), value: money(page.totals.win) },
          {
            label: t("records.betting.totals.profit"),
            value: money(page.totals.profit, { signed: true }),
            className: profitClass(page.totals.profit),
          },
        ]}
        columns={columns}
        rowAttributes={() => ({ "data-testid": "bet-round" })}
      />
    </div>
  );
}
