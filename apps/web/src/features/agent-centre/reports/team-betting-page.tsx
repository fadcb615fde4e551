import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { ROUND_STATUSES, type RoundStatus } from "@banca/contract/betting-records";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { REPORT_PAGE_SIZE, TEAM_BETTING_MAX_DAYS, teamBettingQuery } from "../api/reports.ts";
import { depthText, signClass, useAgentFormats } from "../common/formats.ts";
import { periodInstants } from "../common/period.ts";
import { OptionFilter, TeamReportFields, useTeamReportFilters } from "../common/report-filters.tsx";
import { ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";

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

  return (
    <ReportFrame
      testId="agent-team-betting"
      title={t("agent.pages.personalHistoryCopy")}
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
        onPage={setPageNo}
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
          <ReportTable label={t("agent.pages.personalHistoryCopy")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.columns.betTime")}</th>
                <th scope="col">{t("agent.columns.username")}</th>
                <th scope="col">{t("agent.columns.game")}</th>
                <th scope="col" className="records-table__number">
                  {t("agent.columns.bet")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.columns.validBet")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.columns.win")}
                </th>
                <th scope="col" className="records-table__number">
                  {t("agent.betting.profit")}
                </th>
                <th scope="col">{t("agent.betting.status")}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((round) => (
                <tr key={round.id} data-member={round.username}>
                  <td className="agent-table__time">{f.time(round.betTime)}</td>
                  <th scope="row">
                    {round.username}
                    <span className="agent-table__sub">{depthText(t, round.depth)}</span>
                  </th>
                  <td>
                    {round.gameName}
                    <span className="agent-table__sub">
                      {round.vendorName} · {t(`agent.products.${round.productType}`)}
                    </span>
                  </td>
                  <td className="records-table__number">{f.plain(round.bet)}</td>
                  <td className="records-table__number">{f.plain(round.validBet)}</td>
                  <td className="records-table__number">{f.plain(round.win)}</td>
                  <td
                    className={`records-table__number ${round.profit === null ? "" : signClass(round.profit)}`}
                  >
                    {round.profit === null ? "–" : f.plain(round.profit)}
                  </td>
                  <td>{t(`agent.betting.statuses.${round.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        )}
      </ReportResults>
    </ReportFrame>
  );
}
