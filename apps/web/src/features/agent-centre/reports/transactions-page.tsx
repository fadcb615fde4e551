import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  REPORT_PAGE_SIZE,
  TEAM_TRANSACTION_TYPES,
  type TeamTransactionsPage,
  type TeamTransactionType,
  teamTransactionsQuery,
} from "../api/reports.ts";
import { signClass, useAgentFormats } from "../common/formats.ts";
import { periodInstants } from "../common/period.ts";
import { memberColumn, TeamTable, timeColumn } from "../common/report-columns.tsx";
import { OptionFilter, TeamReportFields, useTeamReportFilters } from "../common/report-filters.tsx";
import { ReportFrame, ReportResults } from "../common/report-parts.tsx";

type Line = TeamTransactionsPage["list"][number];

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

  const title = t("agent.pages.agentDownlineTransactionDetailsCopy");
  const columns: DataColumn<Line>[] = [
    timeColumn("time", t("agent.columns.time"), (line) => line.time, f.time),
    memberColumn(t),
    {
      id: "type",
      header: t("agent.transactions.type"),
      cell: (line) => t(`agent.transactions.types.${line.type}`),
    },
    {
      id: "orderNo",
      header: t("agent.transactions.orderNo"),
      className: () => "records-table__order",
      cell: (line) => line.orderNo,
    },
    {
      id: "amount",
      header: t("agent.transactions.amount"),
      numeric: true,
      className: (line) => signClass(line.amount),
      cell: (line) => f.plain(line.amount),
    },
    {
      id: "balanceAfter",
      header: t("agent.transactions.balanceAfter"),
      numeric: true,
      cell: (line) => f.plain(line.balanceAfter),
    },
  ];

  return (
    <ReportFrame
      testId="agent-transactions"
      title={title}
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
          <TeamTable
            caption={title}
            columns={columns}
            page={data}
            pageSize={REPORT_PAGE_SIZE}
            onPage={setPageNo}
          />
        )}
      </ReportResults>
    </ReportFrame>
  );
}
