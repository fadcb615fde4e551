import { ROUND_STATUSES, type RoundStatus } from "@banca/contract/betting-records";
import type { GameType } from "@banca/contract/site";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ValidBetNote } from "#app/components/site/valid-bet-note.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
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

function RoundRow({ round }: { round: BetRound }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const betId = replayBetId(round);
  const [replaying, setReplaying] = useState(false);
  return (
    <tr className="records-table__row" data-testid="bet-round">
      <td data-label={t("records.columns.time")}>{formatDateTime(round.betTime)}</td>
      <td data-label={t("records.betting.columns.game")}>
        <span className="bet-round__game">
          <span className="bet-round__name">{round.gameName}</span>
          <span className="bet-round__meta">
            {round.vendorName} · {t(`gameTypes.${round.gameType}`)}
          </span>
        </span>
      </td>
      <td data-label={t("records.betting.columns.bet")} className="records-table__number">
        {money(round.bet, { symbol: false })}
      </td>
      <td
        data-label={t("records.betting.columns.validBet")}
        className="records-table__number"
        data-testid="bet-round-valid"
      >
        {money(round.validBet, { symbol: false })}
      </td>
      <td data-label={t("records.betting.columns.win")} className="records-table__number">
        {money(round.win, { symbol: false })}
      </td>
      <td
        data-label={t("records.betting.columns.profit")}
        className={round.profit === null ? "records-table__number" : profitClass(round.profit)}
      >
        {round.profit === null ? "—" : money(round.profit, { signed: true, symbol: false })}
      </td>
      <td data-label={t("records.columns.status")}>
        <span className={`records-status records-status--${round.status}`}>
          {t(`records.betting.statuses.${round.status}`)}
        </span>
      </td>
      <td
        data-label={t("records.betting.columns.roundId")}
        className="records-table__order bet-round__id-cell"
      >
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
      </td>
    </tr>
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
      >
        {(page) => (
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t("records.columns.time")}</th>
                <th scope="col">{t("records.betting.columns.game")}</th>
                <th scope="col" className="records-table__number">
                  {t("records.betting.columns.bet")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("records.betting.columns.validBet")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("records.betting.columns.win")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("records.betting.columns.profit")}
                </th>
                <th scope="col">{t("records.columns.status")}</th>
                <th scope="col">{t("records.betting.columns.roundId")}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((round) => (
                <RoundRow key={round.id} round={round} />
              ))}
            </tbody>
          </table>
        )}
      </RecordListPage>
    </div>
  );
}
