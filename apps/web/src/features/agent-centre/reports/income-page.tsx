import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type DataColumn, SiteTable } from "#app/components/ui/site-table.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { type IncomeReport, incomeQuery } from "../api/reports.ts";
import { useAgentFormats } from "../common/formats.ts";
import { defaultPeriod, type PeriodChoice } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { ReportFrame, ReportResults } from "../common/report-parts.tsx";

type Day = IncomeReport["days"][number];

/**
 * agentRevenueReport (my income): the agent's own earnings per day and per kind. Rebate
 * commissions now; salaries and dividends arrive as further kinds with the contracts.
 */
export default function IncomePage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [choice, setChoice] = useState<PeriodChoice>(defaultPeriod);
  const query = useQuery(incomeQuery(choice.period));
  // A column a kind of income, in the order of the totals, then the day's total.
  const columnsOf = (report: IncomeReport): DataColumn<Day>[] => [
    { id: "day", header: t("agent.overview.day"), rowHeader: true, cell: (day) => day.day },
    ...report.totals.byKind.map(
      (kind): DataColumn<Day> => ({
        id: kind.kind,
        header: t(`agent.income.kinds.${kind.kind}`),
        numeric: true,
        cell: (day) => f.plain(day.byKind.find((line) => line.kind === kind.kind)?.amount ?? 0),
      }),
    ),
    { id: "total", header: t("agent.income.total"), numeric: true, cell: (day) => f.plain(day.amount) },
  ];

  return (
    <ReportFrame
      testId="agent-income"
      title={t("agent.pages.agentRevenueReport")}
      intro={t("agent.income.intro")}
      filters={<PeriodPicker value={choice} onChange={setChoice} />}
    >
      <ReportResults
        query={query}
        isEmpty={(data) => data.days.length === 0}
        totals={(data) => [
          { key: "amount", label: t("agent.income.total"), value: f.money(data.totals.amount) },
          ...data.totals.byKind.map((kind) => ({
            key: kind.kind,
            label: t(`agent.income.kinds.${kind.kind}`),
            value: f.money(kind.amount),
          })),
        ]}
      >
        {(data) => (
          <>
            {data.rebatesByProduct.length > 0 ? (
              <section aria-labelledby="agent-income-products">
                <h3 id="agent-income-products" className="agent-page__subtitle">
                  {t("agent.income.byProduct")}
                </h3>
                <dl className="agent-metrics agent-metrics--small">
                  {data.rebatesByProduct.map((line) => (
                    <div key={line.productType} className="agent-metric" data-product={line.productType}>
                      <dt>{t(`agent.products.${line.productType}`)}</dt>
                      <dd>{f.money(line.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            <SiteTable
              caption={t("agent.pages.agentRevenueReport")}
              columns={columnsOf(data)}
              rows={data.days}
              rowKey={(day) => day.day}
              tableClass="agent-table"
            />
          </>
        )}
      </ReportResults>
    </ReportFrame>
  );
}
