import { intlLocale } from "@banca/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  BILL_STATES,
  BILLS_PAGE_SIZE,
  type Bill,
  type BillScope,
  type BillState,
  billsQuery,
  type ContractKind,
} from "../api/contracts.ts";
import { useAgentFormats } from "../common/formats.ts";
import { choosePeriod, periodInstants } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { OptionFilter, usePagedReportFilters } from "../common/report-filters.tsx";
import { ReportResults, ReportTable } from "../common/report-parts.tsx";
import { bpText } from "./terms.ts";

const DAY_MS = 86_400_000;

/** A bill's period as its reader reads it: a day, a span of days, or the hours and minutes of a slot. */
function usePeriodText() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), { month: "short", day: "numeric" });
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return (bill: Bill) => {
    const last = bill.periodEnd - 1;
    if (bill.periodEnd - bill.periodStart >= DAY_MS) {
      const from = day.format(bill.periodStart);
      const to = day.format(last);
      return from === to ? from : `${from} – ${to}`;
    }
    return `${day.format(bill.periodStart)} ${time.format(bill.periodStart)}–${time.format(bill.periodEnd)}`;
  };
}

/**
 * The bills of a contract kind (decision 045): mine, paid by my upline (or the house at the top), or
 * my direct downlines', which I pay; by period, state and downline, with totals over the filter.
 */
export function BillsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const periodText = usePeriodText();
  const [scope, setScope] = useState<BillScope>("mine");
  const [state, setState] = useState<BillState | undefined>(undefined);
  const { choice, setChoice, search, setSearch, username, pageNo, setPageNo, first } = usePagedReportFilters(
    () => choosePeriod("last30"),
  );
  const query = useQuery(
    billsQuery(kind, {
      scope,
      username: scope === "downlines" ? username : undefined,
      state,
      ...periodInstants(choice.period),
      pageNo,
      pageSize: BILLS_PAGE_SIZE,
    }),
  );
  const realTime = kind === "realTimeSalary";
  const rateText = (bill: Bill) =>
    realTime
      ? [bill.singleBetRateBp, bill.lossRateBp, bill.profitRateBp].map((bp) => bpText(bp ?? 0)).join(" / ")
      : bill.rateBp === null
        ? "—"
        : `${bpText(bill.rateBp)} %`;

  return (
    <section
      className="agent-page__section contract-bills"
      aria-labelledby={`contract-bills-${kind}`}
      data-testid="contract-bills"
    >
      <h3 id={`contract-bills-${kind}`} className="agent-page__subtitle">
        {t("agent.contracts.bills.title")}
      </h3>
      <div className="agent-filters">
        <PeriodPicker value={choice} onChange={first(setChoice)} />
        <label className="form__field">
          {t("agent.contracts.bills.scope")}
          <select
            name="billScope"
            value={scope}
            onChange={(event) => first(setScope)(event.target.value === "downlines" ? "downlines" : "mine")}
          >
            <option value="mine">{t("agent.contracts.bills.scopes.mine")}</option>
            <option value="downlines">{t("agent.contracts.bills.scopes.downlines")}</option>
          </select>
        </label>
        {scope === "downlines" ? (
          <label className="form__field agent-filters__search">
            {t("agent.filters.username")}
            <input
              type="search"
              name="billUsername"
              value={search}
              maxLength={32}
              placeholder={t("agent.filters.usernamePlaceholder")}
              onChange={(event) => first(setSearch)(event.target.value)}
            />
          </label>
        ) : null}
        <OptionFilter
          label={t("agent.contracts.bills.state")}
          name="billState"
          value={state}
          values={BILL_STATES}
          textOf={(value) => t(`agent.contracts.bills.states.${value}`)}
          onChange={first(setState)}
        />
      </div>
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        totals={(data) => [
          { key: "count", label: t("agent.contracts.bills.count"), value: f.count(data.totals.count) },
          { key: "amount", label: t("agent.contracts.bills.amount"), value: f.money(data.totals.amount) },
          { key: "kept", label: t("agent.contracts.bills.kept"), value: f.money(data.totals.kept) },
          { key: "paid", label: t("agent.contracts.bills.paid"), value: f.money(data.totals.paid) },
          { key: "owed", label: t("agent.contracts.bills.owed"), value: f.money(data.totals.owed) },
        ]}
        onPage={setPageNo}
      >
        {(data) => (
          <ReportTable label={t("agent.contracts.bills.title")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.contracts.bills.period")}</th>
                {scope === "downlines" ? <th scope="col">{t("agent.columns.username")}</th> : null}
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.bills.teamValidBet")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.terms.activeMembers")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.terms.teamLoss")}
                </th>
                {realTime ? null : (
                  <th scope="col" className="records-table__number">
                    {t("agent.contracts.terms.tier")}
                  </th>
                )}
                <th scope="col" className={`records-table__number${realTime ? " contract-bills__wrap" : ""}`}>
                  {realTime ? t("agent.contracts.bills.rates") : t("agent.contracts.terms.rate")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.bills.amount")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.contracts.bills.kept")}
                </th>
                <th scope="col">{t("agent.contracts.bills.state")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((bill) => (
                <tr key={bill.id} data-bill={bill.id} data-member={bill.username}>
                  <th scope="row" className="agent-table__time">
                    {periodText(bill)}
                  </th>
                  {scope === "downlines" ? <td>{bill.username}</td> : null}
                  <td className="records-table__number">{f.plain(bill.teamValidBet)}</td>
                  <td className="records-table__number">{f.count(bill.activeMembers)}</td>
                  <td className="records-table__number">{f.plain(bill.teamLoss)}</td>
                  {realTime ? null : <td className="records-table__number">{bill.tier ?? "—"}</td>}
                  <td className="records-table__number">{rateText(bill)}</td>
                  <td className="records-table__number">{f.plain(bill.amount)}</td>
                  <td className="records-table__number">{f.plain(bill.kept)}</td>
                  <td>
                    <span
                      className={`agent-badge bill-state bill-state--${bill.state}`}
                      data-state={bill.state}
                    >
                      {t(`agent.contracts.bills.states.${bill.state}`)}
                    </span>
                    {bill.reason ? (
                      <span className="agent-table__sub">
                        {t(`agent.contracts.bills.reasons.${bill.reason}`)}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        )}
      </ReportResults>
    </section>
  );
}
