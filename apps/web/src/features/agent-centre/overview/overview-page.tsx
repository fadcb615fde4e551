import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailed } from "#app/components/ui/load-failed.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { teamOverviewQuery } from "../api/reports.ts";
import { signClass, useAgentFormats } from "../common/formats.ts";
import { defaultPeriod, type PeriodChoice } from "../common/period.ts";
import { PeriodPicker } from "../common/period-picker.tsx";
import { OverviewChart } from "./overview-chart.tsx";

/** The agent centre waits for the default period's figures before it shows itself. */
export const prefetch = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(teamOverviewQuery(defaultPeriod().period));

type Card = { key: string; value: string; className?: string; hint?: string };

/** agentTeamOverview: the team now, the chosen period's figures, and a chart of them per day. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const f = useAgentFormats();
  const [choice, setChoice] = useState<PeriodChoice>(defaultPeriod);
  const overview = useQuery(teamOverviewQuery(choice.period));
  const data = overview.data;

  const now: Card[] = data
    ? [
        { key: "teamSize", value: f.count(data.teamSize) },
        { key: "directMembers", value: f.count(data.directMembers) },
        { key: "onlineMembers", value: f.count(data.onlineMembers) },
        { key: "teamBalance", value: f.money(data.teamBalance) },
        { key: "ownBalance", value: f.money(data.ownBalance) },
      ]
    : [];
  const totals = data?.totals;
  const period: Card[] = totals
    ? [
        { key: "newMembers", value: f.count(totals.newMembers) },
        {
          key: "firstDeposits",
          value: f.count(totals.firstDeposits),
          hint: f.money(totals.firstDepositAmount),
        },
        { key: "depositors", value: f.count(totals.depositors) },
        {
          key: "deposits",
          value: f.money(totals.deposits),
          hint: t("agent.overview.times", { n: totals.depositCount }),
        },
        { key: "withdrawals", value: f.money(totals.withdrawals) },
        {
          key: "validBet",
          value: f.money(totals.validBet),
          hint: t("agent.overview.bets", { n: totals.betCount }),
        },
        { key: "win", value: f.money(totals.win) },
        { key: "bonuses", value: f.money(totals.bonuses) },
        { key: "rebates", value: f.money(totals.rebates) },
        { key: "adjustments", value: f.money(totals.adjustments) },
        {
          key: "profitLoss",
          value: f.signed(totals.profitLoss),
          className: signClass(totals.profitLoss),
          hint: t("agent.overview.profitLossHint"),
        },
        { key: "activeMembers", value: f.count(totals.activeMembers) },
      ]
    : [];

  return (
    <div className="agent-page" data-testid="agent-overview">
      <header className="agent-page__head">
        <h2 className="centre-title">{t("agent.pages.agentTeamOverview")}</h2>
        <p className="centre-note">{t("agent.overview.intro")}</p>
      </header>
      {overview.isError ? (
        <LoadFailed
          className="agent-page__status"
          message={t("agent.loadFailed")}
          retryLabel={t("agent.retry")}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <p className="agent-page__status" role="status">
          {t("agent.loading")}
        </p>
      ) : (
        <>
          <section aria-labelledby="agent-overview-now">
            <h3 id="agent-overview-now" className="agent-page__subtitle">
              {t("agent.overview.now")}
            </h3>
            <MetricCards cards={now} />
          </section>
          <section aria-labelledby="agent-overview-period" className="agent-page__section">
            <h3 id="agent-overview-period" className="agent-page__subtitle">
              {t("agent.overview.period", { from: data.fromDate, to: data.toDate })}
            </h3>
            <PeriodPicker value={choice} onChange={setChoice} />
            <div aria-busy={overview.isFetching}>
              <MetricCards cards={period} />
            </div>
            <OverviewChart days={data.days} />
            <p className="agent-page__foot">
              {t("agent.overview.updatedAt", { time: f.time(data.updatedAt) })}
            </p>
          </section>
        </>
      )}
    </div>
  );
}

function MetricCards({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-metrics">
      {cards.map((card) => (
        <div key={card.key} className="agent-metric" data-metric={card.key}>
          <dt>{t(`agent.overview.metrics.${card.key}`)}</dt>
          <dd className={card.className}>{card.value}</dd>
          {card.hint ? <dd className="agent-metric__hint">{card.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
