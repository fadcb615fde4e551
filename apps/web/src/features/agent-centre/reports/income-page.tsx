import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { incomeQuery } from "../api/reports.ts";
import { useAgentFormats } from "../common/formats.ts";
import { defaultPeriod, type PeriodChoice } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { ReportFrame, ReportResults, ReportTable } from "../common/report-parts.tsx";

/**
 * agentRevenueReport (my income): the agent's own earnings per day and per kind. Rebate
 * commissions now; salaries and dividends arrive as further kinds with the contracts.
 */
export default function IncomePage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [choice, setChoice] = useState<PeriodChoice>(defaultPeriod);
  const query = useQuery(incomeQuery(choice.period));

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
            <ReportTable label={t("agent.pages.agentRevenueReport")}>
              <thead>
                <tr>
                  <th scope="col">{t("agent.overview.day")}</th>
                  {data.totals.byKind.map((kind) => (
                    <th key={kind.kind} scope="col" className="records-table__number">
                      {t(`agent.income.kinds.${kind.kind}`)}
                    </th>
                  ))}
                  <th scope="col" className="records-table__number">
                    {t("agent.income.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {data.totals.byKind.map((kind) => (
                      <td key={kind.kind} className="records-table__number">
                        {f.plain(day.byKind.find((line) => line.kind === kind.kind)?.amount ?? 0)}
                      </td>
                    ))}
                    <td className="records-table__number">{f.plain(day.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </ReportTable>
          </>
        )}
      </ReportResults>
    </ReportFrame>
  );
}
