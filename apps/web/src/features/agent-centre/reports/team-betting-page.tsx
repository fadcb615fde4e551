import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { ROUND_STATUSES, type RoundStatus } from "@banca/contract/betting-records";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { DataColumn } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import {
  REPORT_PAGE_SIZE,
  TEAM_BETTING_MAX_DAYS,
  type TeamBettingPage as TeamRounds,
  teamBettingQuery,
} from "../api/reports.ts";
import { signClass, useAgentFormats } from "../common/formats.ts";
import { periodInstants } from "../common/period.ts";
import { memberColumn, TeamTable, timeColumn } from "../common/report-columns.tsx";
import { OptionFilter, TeamReportFields, useTeamReportFilters } from "../common/report-filters.tsx";
import { ReportFrame, ReportResults } from "../common/report-parts.tsx";

type Round = TeamRounds["list"][number];

/** personalHistoryCopy (team betting): the team's rounds with their totals over the filter. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const f = useAgentFormats();
  const filters = useTeamReportFilters();
  const { choice, username, scope, pageNo, setPageNo, first } = filters;
  const [productType, setProductType] = useState<ProductType | undefined>();
  const [status, setStatus] = useState<RoundStatus | undefined>();
  const query = useQuery(
    teamBettingQuery(
      {
        ...periodInstants(choice.period),
        username,
        scope,
        productType,
        status,
        pageNo,
        pageSize: REPORT_PAGE_SIZE,
      },
      i18n.language,
    ),
  );

  const title = t("agent.pages.personalHistoryCopy");
  const columns: DataColumn<Round>[] = [
    timeColumn("betTime", t("agent.columns.betTime"), (round) => round.betTime, f.time),
    memberColumn(t),
    {
      id: "game",
      header: t("agent.columns.game"),
      cell: (round) => (
        <>
          {round.gameName}
          <span className="agent-table__sub">
            {round.vendorName} · {t(`agent.products.${round.productType}`)}
          </span>
        </>
      ),
    },
    { id: "bet", header: t("agent.columns.bet"), numeric: true, cell: (round) => f.plain(round.bet) },
    {
      id: "validBet",
      header: t("agent.columns.validBet"),
      numeric: true,
      cell: (round) => f.plain(round.validBet),
    },
    { id: "win", header: t("agent.columns.win"), numeric: true, cell: (round) => f.plain(round.win) },
    {
      id: "profit",
      header: t("agent.betting.profit"),
      numeric: true,
      className: (round) => (round.profit === null ? undefined : signClass(round.profit)),
      cell: (round) => (round.profit === null ? "–" : f.plain(round.profit)),
    },
    {
      id: "status",
      header: t("agent.betting.status"),
      cell: (round) => t(`agent.betting.statuses.${round.status}`),
    },
  ];

  return (
    <ReportFrame
      testId="agent-team-betting"
      title={title}
      intro={t("agent.betting.intro")}
      filters={
        <>
          <TeamReportFields filters={filters} maxDays={TEAM_BETTING_MAX_DAYS} />
          <OptionFilter
            label={t("agent.filters.product")}
            name="productType"
            value={productType}
            values={PRODUCT_TYPES}
            textOf={(product) => t(`agent.products.${product}`)}
            onChange={first(setProductType)}
          />
          <OptionFilter
            label={t("agent.betting.status")}
            name="status"
            value={status}
            values={ROUND_STATUSES}
            textOf={(value) => t(`agent.betting.statuses.${value}`)}
            onChange={first(setStatus)}
          />
        </>
      }
    >
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        totals={(data) => [
          { key: "rounds", label: t("agent.betting.rounds"), value: f.count(data.totals.rounds) },
          { key: "validBet", label: t("agent.columns.validBet"), value: f.money(data.totals.validBet) },
          { key: "win", label: t("agent.columns.win"), value: f.money(data.totals.win) },
          {
            key: "profit",
            label: t("agent.betting.profit"),
            value: f.signed(data.totals.profit),
            className: signClass(data.totals.profit),
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
