import { GAME_ROUND_STATES } from "@banca/contract/backoffice/member-history";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorText } from "#bo/app/error-text.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { memberBetsQuery, memberLedgerQuery } from "./api.ts";

const PAGE_SIZE = 15;
/** Movement kinds the ledger filter offers; the server takes any kind or prefix. */
const LEDGER_KINDS = [
  "deposit",
  "withdrawal",
  "bonus",
  "adjustment",
  "transfer",
  "rebate",
  "points",
  "lottery",
] as const;
const WALLETS = ["main", "points", "withdrawal_hold"] as const;

/** Previous and next page of a member's list, with where the reader is. */
function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  return (
    <nav className="pager row" aria-label={t("memberTabs.pages")}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("memberTabs.previous")}
      </button>
      <span>{t("memberTabs.pageOf", { page, pages: Math.max(1, totalPages) })}</span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t("memberTabs.next")}
      </button>
    </nav>
  );
}

/** Every ledger line of the member, a page at a time, by wallet and by kind of movement. */
export function LedgerHistory({ username }: { username: string }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [filter, setFilter] = useState({ wallet: "", kind: "", pageNo: 1 });
  const ledger = useQuery({
    ...memberLedgerQuery(merchant, {
      username,
      wallet: filter.wallet || undefined,
      kind: filter.kind || undefined,
      pageNo: filter.pageNo,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="stack" aria-label={t("memberTabs.ledger")}>
      <div className="row filters-inline">
        <label className="field">
          <span>{t("memberTabs.wallet")}</span>
          <select
            value={filter.wallet}
            onChange={(event) => setFilter({ ...filter, wallet: event.target.value, pageNo: 1 })}
          >
            <option value="">{t("common.all")}</option>
            {WALLETS.map((wallet) => (
              <option key={wallet} value={wallet}>
                {wallet}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("memberTabs.kind")}</span>
          <select
            value={filter.kind}
            onChange={(event) => setFilter({ ...filter, kind: event.target.value, pageNo: 1 })}
          >
            <option value="">{t("common.all")}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorText error={ledger.error} />
      <table className="plain">
        <thead>
          <tr>
            <th scope="col">{t("memberTabs.when")}</th>
            <th scope="col">{t("memberTabs.kind")}</th>
            <th scope="col" className="num">
              {t("common.amount")}
            </th>
            <th scope="col" className="num">
              {t("memberTabs.balanceAfter")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(ledger.data?.list ?? []).map((line) => (
            <tr key={`${line.entryId}-${line.wallet}`}>
              <td>{formatTime(line.at, locale)}</td>
              <td>
                {line.kind} · {line.wallet}
                {line.remark ? <div className="hint">{line.remark}</div> : null}
              </td>
              <td className="num">{line.amount}</td>
              <td className="num">{line.balanceAfter ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ledger.data && ledger.data.totalCount === 0 ? <p className="hint">{t("common.empty")}</p> : null}
      <Pager
        page={filter.pageNo}
        totalPages={ledger.data?.totalPages ?? 1}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </section>
  );
}

/** Every game round of the member, a page at a time, optionally in one state. */
export function BetsHistory({ username }: { username: string }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const [filter, setFilter] = useState({ state: "", pageNo: 1 });
  const bets = useQuery({
    ...memberBetsQuery(merchant, {
      username,
      state: (filter.state || undefined) as (typeof GAME_ROUND_STATES)[number] | undefined,
      pageNo: filter.pageNo,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="stack" aria-label={t("memberTabs.bets")}>
      <label className="field">
        <span>{t("common.status")}</span>
        <select
          value={filter.state}
          onChange={(event) => setFilter({ state: event.target.value, pageNo: 1 })}
        >
          <option value="">{t("common.all")}</option>
          {GAME_ROUND_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`memberTabs.round.${state}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <ErrorText error={bets.error} />
      <table className="plain">
        <thead>
          <tr>
            <th scope="col">{t("memberTabs.when")}</th>
            <th scope="col">{t("memberTabs.game")}</th>
            <th scope="col" className="num">
              {t("reports.bets")}
            </th>
            <th scope="col" className="num">
              {t("reports.validBets")}
            </th>
            <th scope="col" className="num">
              {t("reports.wins")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(bets.data?.list ?? []).map((round) => (
            <tr key={round.id}>
              <td>{formatTime(round.startedAt, locale)}</td>
              <td>
                {round.vendor} · {round.gameType}
                <div className="hint">{t(`memberTabs.round.${round.state}` as MessageKey)}</div>
              </td>
              <td className="num">{round.bet}</td>
              <td className="num">{round.validBet}</td>
              <td className="num">{round.win}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {bets.data && bets.data.totalCount === 0 ? <p className="hint">{t("common.empty")}</p> : null}
      <Pager
        page={filter.pageNo}
        totalPages={bets.data?.totalPages ?? 1}
        onPage={(pageNo) => setFilter({ ...filter, pageNo })}
      />
    </section>
  );
}
