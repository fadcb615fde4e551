import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  REPORT_PAGE_SIZE,
  TEAM_TRANSACTION_TYPES,
  type TeamScope,
  type TeamTransactionType,
  teamTransactionsQuery,
} from "../api/reports.ts";
import { depthText, signClass, useAgentFormats } from "../common/formats.ts";
import { defaultPeriod, type PeriodChoice, periodInstants } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { MemberFilters, ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";
import { useDebounced } from "../common/use-debounced.ts";

/** agentDownlineTransactionDetailsCopy: the team's money movements with money in and out. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [choice, setChoice] = useState<PeriodChoice>(defaultPeriod);
  const [search, setSearch] = useState("");
  const username = useDebounced(search.trim());
  const [scope, setScope] = useState<TeamScope>("team");
  const [type, setType] = useState<TeamTransactionType | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    teamTransactionsQuery({
      ...periodInstants(choice.period),
      username: username || undefined,
      scope,
      type,
      pageNo,
      pageSize: REPORT_PAGE_SIZE,
    }),
  );
  const first =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <ReportFrame
      testId="agent-transactions"
      title={t("agent.pages.agentDownlineTransactionDetailsCopy")}
      intro={t("agent.transactions.intro")}
      filters={
        <>
          <PeriodPicker value={choice} onChange={first(setChoice)} />
          <MemberFilters
            username={search}
            scope={scope}
            onUsername={first(setSearch)}
            onScope={first(setScope)}
          />
          <label className="form__field">
            {t("agent.transactions.type")}
            <select
              name="type"
              value={type ?? ""}
              onChange={(event) =>
                first(setType)((event.target.value || undefined) as TeamTransactionType | undefined)
              }
            >
              <option value="">{t("agent.filters.all")}</option>
              {TEAM_TRANSACTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`agent.transactions.types.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        onPage={setPageNo}
        totals={(data) => [
          { key: "moneyIn", label: t("agent.transactions.moneyIn"), value: f.money(data.totals.moneyIn) },
          { key: "moneyOut", label: t("agent.transactions.moneyOut"), value: f.money(data.totals.moneyOut) },
          {
            key: "count",
            label: t("agent.transactions.count"),
            value: f.count(data.totalCount),
          },
        ]}
      >
        {(data) => (
          <ReportTable label={t("agent.pages.agentDownlineTransactionDetailsCopy")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.columns.time")}</th>
                <th scope="col">{t("agent.columns.username")}</th>
                <th scope="col">{t("agent.transactions.type")}</th>
                <th scope="col">{t("agent.transactions.orderNo")}</th>
                <th scope="col" className="records-table__number">
                  {t("agent.transactions.amount")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.transactions.balanceAfter")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((line) => (
                <tr key={line.id} data-member={line.username}>
                  <td className="agent-table__time">{f.time(line.time)}</td>
                  <th scope="row">
                    {line.username}
                    <span className="agent-table__sub">{depthText(t, line.depth)}</span>
                  </th>
                  <td>{t(`agent.transactions.types.${line.type}`)}</td>
                  <td className="records-table__order">{line.orderNo}</td>
                  <td className={`records-table__number ${signClass(line.amount)}`}>
                    {f.plain(line.amount)}
                  </td>
                  <td className="records-table__number">{f.plain(line.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        )}
      </ReportResults>
    </ReportFrame>
  );
}
