import { PRODUCT_TYPES, type ProductType } from "@banca/contract/agent-products";
import { ROUND_STATUSES, type RoundStatus } from "@banca/contract/betting-records";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REPORT_PAGE_SIZE, TEAM_BETTING_MAX_DAYS, type TeamScope, teamBettingQuery } from "../api/reports.ts";
import { depthText, signClass, useAgentFormats } from "../common/formats.ts";
import { defaultPeriod, type PeriodChoice, periodInstants } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { MemberFilters, ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";
import { useDebounced } from "../common/use-debounced.ts";

/** personalHistoryCopy (team betting): the team's rounds with their totals over the filter. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const f = useAgentFormats();
  const [choice, setChoice] = useState<PeriodChoice>(defaultPeriod);
  const [search, setSearch] = useState("");
  const username = useDebounced(search.trim());
  const [scope, setScope] = useState<TeamScope>("team");
  const [productType, setProductType] = useState<ProductType | undefined>();
  const [status, setStatus] = useState<RoundStatus | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(
    teamBettingQuery(
      {
        ...periodInstants(choice.period),
        username: username || undefined,
        scope,
        productType,
        status,
        pageNo,
        pageSize: REPORT_PAGE_SIZE,
      },
      i18n.language,
    ),
  );
  const first =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <ReportFrame
      testId="agent-team-betting"
      title={t("agent.pages.personalHistoryCopy")}
      intro={t("agent.betting.intro")}
      filters={
        <>
          <PeriodPicker value={choice} onChange={first(setChoice)} maxDays={TEAM_BETTING_MAX_DAYS} />
          <MemberFilters
            username={search}
            scope={scope}
            onUsername={first(setSearch)}
            onScope={first(setScope)}
          />
          <label className="form__field">
            {t("agent.filters.product")}
            <select
              name="productType"
              value={productType ?? ""}
              onChange={(event) =>
                first(setProductType)((event.target.value || undefined) as ProductType | undefined)
              }
            >
              <option value="">{t("agent.filters.all")}</option>
              {PRODUCT_TYPES.map((product) => (
                <option key={product} value={product}>
                  {t(`agent.products.${product}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="form__field">
            {t("agent.betting.status")}
            <select
              name="status"
              value={status ?? ""}
              onChange={(event) =>
                first(setStatus)((event.target.value || undefined) as RoundStatus | undefined)
              }
            >
              <option value="">{t("agent.filters.all")}</option>
              {ROUND_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`agent.betting.statuses.${value}`)}
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
