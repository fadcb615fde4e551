import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type ProfitLossPage, profitLossQuery, REPORT_PAGE_SIZE } from "../api/reports.ts";
import { depthText, signClass, useAgentFormats } from "../common/formats.ts";
import { TeamReportFields, useTeamReportFilters } from "../common/report-filters.tsx";
import { ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";

type Row = ProfitLossPage["list"][number];

/** palStatementsAgentCopy: each member's results over the period, opened per product type. */
export default function ProfitLossReportPage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const filters = useTeamReportFilters();
  const { choice, username, scope, pageNo, setPageNo } = filters;
  const [opened, setOpened] = useState<number | null>(null);
  const query = useQuery(
    profitLossQuery({
      ...choice.period,
      username,
      scope,
      pageNo,
      pageSize: REPORT_PAGE_SIZE,
    }),
  );
  const COLUMNS = ["validBet", "win", "rebates", "bonuses", "deposits", "withdrawals"] as const;

  return (
    <ReportFrame
      testId="agent-profit-loss"
      title={t("agent.pages.palStatementsAgentCopy")}
      intro={t("agent.profitLoss.intro")}
      filters={<TeamReportFields filters={filters} />}
    >
      <ReportResults
        query={query}
        isEmpty={(data) => data.list.length === 0}
        onPage={setPageNo}
        totals={(data) => [
          { key: "validBet", label: t("agent.columns.validBet"), value: f.money(data.totals.validBet) },
          { key: "win", label: t("agent.columns.win"), value: f.money(data.totals.win) },
          { key: "rebates", label: t("agent.columns.rebates"), value: f.money(data.totals.rebates) },
          { key: "bonuses", label: t("agent.columns.bonuses"), value: f.money(data.totals.bonuses) },
          {
            key: "profit",
            label: t("agent.profitLoss.profit"),
            value: f.signed(data.totals.profit),
            className: signClass(data.totals.profit),
          },
        ]}
      >
        {(data) => (
          <ReportTable label={t("agent.pages.palStatementsAgentCopy")}>
            <thead>
              <tr>
                <th scope="col">{t("agent.columns.username")}</th>
                <th scope="col" className="records-table__number">
                  {t("agent.columns.betCount")}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="records-table__number">
                    {t(`agent.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="records-table__number">
                  {t("agent.profitLoss.profit")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <Fragment key={row.memberId}>
                  <MemberRow
                    row={row}
                    columns={COLUMNS}
                    open={opened === row.memberId}
                    onToggle={() => setOpened(opened === row.memberId ? null : row.memberId)}
                  />
                  {opened === row.memberId
                    ? row.byProduct.map((product) => (
                        <tr key={product.productType} className="agent-table__detail">
                          <th scope="row">{t(`agent.products.${product.productType}`)}</th>
                          <td className="records-table__number">{f.count(product.betCount)}</td>
                          <td className="records-table__number">{f.plain(product.validBet)}</td>
                          <td className="records-table__number">{f.plain(product.win)}</td>
                          <td colSpan={4} />
                          <td className={`records-table__number ${signClass(product.profit)}`}>
                            {f.plain(product.profit)}
                          </td>
                        </tr>
                      ))
                    : null}
                </Fragment>
              ))}
            </tbody>
          </ReportTable>
        )}
      </ReportResults>
    </ReportFrame>
  );
}

function MemberRow({
  row,
  columns,
  open,
  onToggle,
}: {
  row: Row;
  columns: readonly ("validBet" | "win" | "rebates" | "bonuses" | "deposits" | "withdrawals")[];
  open: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const f = useAgentFormats();
  return (
    <tr data-member={row.username}>
      <th scope="row">
        <button
          type="button"
          className="agent-expand"
          aria-expanded={open}
          onClick={onToggle}
          disabled={row.byProduct.length === 0}
          aria-label={t("agent.profitLoss.byProduct", { username: row.username })}
        >
          <span aria-hidden="true">{open ? "▾" : "▸"}</span>
        </button>
        {row.username}
        <span className="agent-table__sub">
          {t(row.isAgent ? "agent.kind.agent" : "agent.kind.player")} · {depthText(t, row.depth)}
        </span>
      </th>
      <td className="records-table__number">{f.count(row.betCount)}</td>
      {columns.map((column) => (
        <td key={column} className="records-table__number">
          {f.plain(row[column])}
        </td>
      ))}
      <td className={`records-table__number ${signClass(row.profit)}`}>{f.plain(row.profit)}</td>
    </tr>
  );
}
