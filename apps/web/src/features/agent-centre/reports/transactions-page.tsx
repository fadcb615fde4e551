import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  REPORT_PAGE_SIZE,
  TEAM_TRANSACTION_TYPES,
  type TeamTransactionType,
  teamTransactionsQuery,
} from "../api/reports.ts";
import { depthText, signClass, useAgentFormats } from "../common/formats.ts";
import { periodInstants } from "../common/period.ts";
import { OptionFilter, TeamReportFields, useTeamReportFilters } from "../common/report-filters.tsx";
import { ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";

/** agentDownlineTransactionDetailsCopy: the team's money movements with money in and out. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const filters = useTeamReportFilters();
  const { choice, username, scope, pageNo, setPageNo, first } = filters;
  const [type, setType] = useState<TeamTransactionType | undefined>();
  const query = useQuery(
    teamTransactionsQuery({
      ...periodInstants(choice.period),
      username,
      scope,
      type,
      pageNo,
      pageSize: REPORT_PAGE_SIZE,
    }),
  );

  return (
    <ReportFrame
      testId="agent-transactions"
      title={t("agent.pages.agentDownlineTransactionDetailsCopy")}
      intro={t("agent.transactions.intro")}
      filters={
        <>
          <TeamReportFields filters={filters} />
          <OptionFilter
            label={t("agent.transactions.type")}
            name="type"
            value={type}
            values={TEAM_TRANSACTION_TYPES}
            textOf={(value) => t(`agent.transactions.types.${value}`)}
            onChange={first(setType)}
          />
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
