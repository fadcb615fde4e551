import { type DataColumn, DataTable } from "@banca/ui/data-table";
import { type Period, presetPeriod } from "@banca/ui/period-picker";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { PeriodFilter } from "#bo/app/period-filter.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";
import { tableLabels } from "#bo/i18n/table-labels.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { AgentContractsList } from "./agent-contracts-list.tsx";
import { agentTree, type TreeRow } from "./agent-tree.ts";
import { type AgentLine, agentFiguresQuery, agentTreeQuery } from "./api.ts";
import { RebateForm } from "./rebate-form.tsx";

type Line = TreeRow & { figures: AgentLine | undefined };

/** The agent tree with each agent's team figures and income over a period, and top agents' rebates. */
export default function AgentsPage() {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayReport = useCan("reports.read");
  const mayWrite = useCan("agents.write");
  const [period, setPeriod] = useState<Period>(() => presetPeriod("last30"));
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const tree = useQuery(agentTreeQuery(merchant));
  const figures = useQuery({
    ...agentFiguresQuery(merchant, period),
    enabled: mayReport,
    placeholderData: keepPreviousData,
  });

  const byName = new Map((figures.data?.list ?? []).map((line) => [line.username, line]));
  const needle = search.trim().toLowerCase();
  const lines: Line[] = agentTree(tree.data ?? [])
    .filter((row) => !needle || row.agent.username.toLowerCase().includes(needle))
    .map((row) => ({ ...row, figures: byName.get(row.agent.username) }));
  const opened = lines.find((line) => line.agent.username === open);

  const columns = useMemo<DataColumn<Line>[]>(() => {
    const money = (id: string, header: string, pick: (line: AgentLine) => string) => ({
      id,
      header,
      numeric: true,
      cell: (row: Line) => (row.figures ? pick(row.figures) : "–"),
      csv: (row: Line) => (row.figures ? pick(row.figures) : ""),
    });
    return [
      {
        id: "agent",
        header: t("agents.agent"),
        cell: (row) => (
          <span className="tree-name" style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}>
            {row.depth > 0 ? "└ " : ""}
            {row.agent.username}
          </span>
        ),
        csv: (row) => row.agent.username,
      },
      {
        id: "upline",
        header: t("agents.upline"),
        cell: (row) => row.agent.upline ?? "–",
        csv: (row) => row.agent.upline ?? "",
      },
      {
        id: "downlines",
        header: t("agents.downlines"),
        numeric: true,
        cell: (row) => row.downlines,
        csv: (row) => row.downlines,
      },
      money("validBets", t("reports.validBets"), (line) => line.team.validBets),
      money("ggr", t("dashboard.ggr"), (line) => line.team.ggr),
      {
        id: "newMembers",
        header: t("agents.newMembers"),
        numeric: true,
        cell: (row) => row.figures?.team.newMembers ?? "–",
        csv: (row) => row.figures?.team.newMembers ?? "",
      },
      money("income", t("agents.income"), (line) => line.income.total),
    ];
  }, [t]);

  return (
    <div className="page with-detail">
      <div className="page-main">
        <h1>{t("menu.agents")}</h1>
        <ErrorText error={tree.error ?? figures.error} />
        <DataTable
          caption={t("agents.tree")}
          columns={mayReport ? columns : columns.slice(0, 3)}
          rows={lines}
          rowKey={(row) => row.agent.username}
          labels={tableLabels(t)}
          empty={t("common.empty")}
          loading={tree.isPending}
          onOpen={(row) => setOpen(row.agent.username)}
          selectedKey={open}
          csv={{ fileName: `agents-${merchant}-${period.from}-${period.to}.csv` }}
          filters={
            <>
              {mayReport ? <PeriodFilter value={period} onChange={setPeriod} /> : null}
              <label className="field">
                <span>{t("common.search")}</span>
                <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              </label>
            </>
          }
        />
      </div>
      {opened ? (
        <DetailPanel title={t("agents.one", { name: opened.agent.username })} onClose={() => setOpen(null)}>
          <Facts
            items={[
              [t("agents.upline"), opened.agent.upline],
              [t("agents.downlines"), opened.downlines],
              [t("members.balance"), opened.agent.balance],
              ...(opened.figures ? figureFacts(opened.figures, t) : []),
            ]}
          />
          <AgentContractsList username={opened.agent.username} />
          {mayWrite && opened.agent.upline === null ? <RebateForm username={opened.agent.username} /> : null}
        </DetailPanel>
      ) : null}
    </div>
  );
}

function figureFacts(line: AgentLine, t: ReturnType<typeof useI18n>["t"]): [string, string | number][] {
  return [
    [t("dashboard.deposits"), line.team.deposits],
    [t("dashboard.withdrawals"), line.team.withdrawals],
    [t("reports.bets"), line.team.bets],
    [t("reports.validBets"), line.team.validBets],
    [t("reports.wins"), line.team.wins],
    [t("dashboard.ggr"), line.team.ggr],
    [t("agents.bonuses"), line.team.bonuses],
    [t("agents.rebates"), line.team.rebates],
    [t("agents.newMembers"), line.team.newMembers],
    [t("agents.income.rebate"), line.income.rebate],
    [t("agents.income.salary"), line.income.salary],
    [t("agents.income.dividend"), line.income.dividend],
    [t("agents.income"), line.income.total],
  ];
}
